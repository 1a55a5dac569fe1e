import { warehouseDashboardEndpoints as e, type TJobTitle } from '@kontor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRefreshOnQueuedSend } from '../../lib/floor-action';
import { useLiveTopic } from '../../lib/live-events';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../lib/query';
import { createStoredState } from '../../lib/stored-state';

/** The job title and workstation chosen on this device (remembered across logins). */
export const dashboardSetup = createStoredState(
  'kontor.warehouseDashboard.setup',
  z.object({ jobTitle: z.string().nullable(), workStationId: z.int().nullable() }),
  { jobTitle: null, workStationId: null },
);
export type DashboardSetup = ReturnType<typeof dashboardSetup.get>;

export const PAGE_SIZE = 20;

export function useJobTitles() {
  return useQuery(endpointQuery(e.jobTitles));
}

/** The remembered setup when it still fits the firm's job titles, else null (choose again). */
export function validSetup(setup: DashboardSetup, titles: TJobTitle[]) {
  const title = titles.find((j) => j.code === setup.jobTitle);
  if (!title) return null;
  const station = title.workStations.find((s) => s.id === setup.workStationId) ?? null;
  if (setup.workStationId !== null && !station) return null;
  return { title, station };
}

export function useDashboardTabs(jobTitle: string, workStationId: number | null) {
  return useQuery(
    endpointQuery(e.tabs, {
      query: {
        selected_job_title: jobTitle,
        ...(workStationId !== null && { work_station_id: workStationId }),
      },
    }),
  );
}

export function useBadgeCounts(jobTitle: string, workStationId: number | null) {
  return useQuery({
    ...listPageQuery(e.badgeCount, {
      body: { selected_job_title: jobTitle, work_station_id: workStationId },
    }),
    staleTime: 0,
  });
}

export function useTabPage(tab: string, workStationId: number | null, pageNumber: number) {
  return useQuery({
    ...listPageQuery(e.query, {
      body: { tab, work_station_id: workStationId, page_number: pageNumber, page_size: PAGE_SIZE },
    }),
    staleTime: 0,
  });
}

const BOARD_READS = [e.badgeCount, e.query];

/**
 * Counts and rows are asked again when anything of the warehouse changes, anywhere, and when an
 * action kept on this device went through.
 */
export function useLiveDashboard(): () => void {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const endpoint of BOARD_READS)
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
  };
  useLiveTopic('warehouse', refresh);
  useRefreshOnQueuedSend(BOARD_READS);
  return refresh;
}
