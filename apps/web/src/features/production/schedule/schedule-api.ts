import {
  workScheduleEndpoints as s,
  type TReorderBody,
  type TScheduleOrderBody,
} from '@kontor/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { callApi } from '../../../lib/api/client';
import { useLiveTopic } from '../../../lib/live-events';
import { endpointQuery, queryKeyOf } from '../../../lib/query';

const READS = [s.calendar, s.unscheduled, s.badgeCount, s.customer, s.tabs];

/** A tab's name: the one typed in the settings, else the dictionary's for its code. */
export function tabName(tab: { code: string; name: string | null; nameKey: string }, t: TFunction) {
  return tab.name ?? t(tab.nameKey, { defaultValue: tab.code });
}

export function useScheduleTabs() {
  return useQuery({ ...endpointQuery(s.tabs), staleTime: 5 * 60_000 });
}

export function useBadgeCount(tab: string) {
  return useQuery(endpointQuery(s.badgeCount, { params: { currentTab: tab } }));
}

export function useCalendar(tab: string, from: string, to: string) {
  return useQuery({
    ...endpointQuery(s.calendar, { params: { currentTab: tab }, query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}

export function useUnscheduled(tab: string) {
  return useQuery(endpointQuery(s.unscheduled, { params: { currentTab: tab } }));
}

export function useCustomerBookings(customerId: number | null) {
  return useQuery({
    ...endpointQuery(s.customer, { params: { customerId: customerId ?? 0 } }),
    enabled: customerId !== null,
  });
}

/** Everything the schedule shows is asked again (after a booking here or anywhere else). */
export function useRefreshSchedule(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all(
      READS.map((endpoint) => client.invalidateQueries({ queryKey: queryKeyOf(endpoint) })),
    );
  };
}

/** Other schedulers' bookings arrive over the `schedule` topic: the calendar redraws, no reload. */
export function useLiveSchedule(): () => Promise<void> {
  const refresh = useRefreshSchedule();
  useLiveTopic('schedule', () => void refresh());
  return refresh;
}

export const bookOrder = (orderId: number, body: TScheduleOrderBody) =>
  callApi(s.schedule, { params: { orderId }, body });

export const reorderDay = (body: TReorderBody) => callApi(s.reorder, { body });
