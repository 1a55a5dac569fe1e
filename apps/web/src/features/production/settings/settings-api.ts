import { scheduleSettingsEndpoints as a, employeeEndpoints } from '@kontor/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query';

export function useTabSettings() {
  return useQuery(endpointQuery(a.tabs));
}

export function useTeamSettings() {
  return useQuery(endpointQuery(a.teams));
}

export function useWorkStationOptions() {
  return useQuery(endpointQuery(a.workStations));
}

export function useEmployees() {
  return useQuery(endpointQuery(employeeEndpoints.list, { query: {} }));
}
