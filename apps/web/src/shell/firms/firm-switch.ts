import { userEndpoints, welcomePageEndpoints } from '@kontor/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/client';
import { logError } from '../../lib/log';
import { type TUserState, toUserState, userStore } from '../../lib/session';
import {
  historyQuery,
  menuQuery,
  refreshNavbar,
  systemInfoQuery,
  toolbarWidgetsQuery,
  welcomePageQuery,
  widgetOrderQuery,
} from '../shell-queries';

/** The answers a firm switch has just reloaded; everything else cached is refetched. */
const FRESH_AFTER_SWITCH = [
  welcomePageQuery,
  widgetOrderQuery,
  menuQuery,
  toolbarWidgetsQuery,
  systemInfoQuery,
  historyQuery,
];

/**
 * Switches the session's firm (000 §4). The selection changes only when the call succeeds; then
 * user info, the welcome page and the navbar reload together. The new data is committed only when
 * every reload succeeded: otherwise the previous state stays, and the error is logged.
 * Answers whether the firm was switched.
 */
export async function switchFirm(firmId: number, queryClient: QueryClient): Promise<boolean> {
  const previous: TUserState = userStore.get();
  try {
    await callApi(userEndpoints.changeFirm, { body: { firmId } });
  } catch (error) {
    logError('Firm change failed', error);
    return false;
  }
  userStore.set((state) => ({
    ...state,
    firmsData: { ...state.firmsData, selectedFirmId: firmId },
  }));
  try {
    const [info, welcomePage, widgetOrder] = await Promise.all([
      callApi(userEndpoints.info, {}),
      callApi(welcomePageEndpoints.get, {}),
      callApi(welcomePageEndpoints.getWidgetOrder, {}),
      refreshNavbar(queryClient),
    ]);
    userStore.set(toUserState(info, true));
    queryClient.setQueryData(welcomePageQuery.queryKey, welcomePage);
    queryClient.setQueryData(widgetOrderQuery.queryKey, widgetOrder);
    // Every other cached answer belonged to the previous firm.
    const fresh = new Set(FRESH_AFTER_SWITCH.map((query) => String(query.queryKey)));
    void queryClient.invalidateQueries({
      predicate: (query) => !fresh.has(String(query.queryKey)),
    });
  } catch (error) {
    userStore.set(previous);
    logError('Reloading after the firm switch failed; the previous state is restored', error);
  }
  return true;
}

export type FirmSwitchQueryCheck = { firmId: number } | { error: string };

/**
 * Checks the query of the firm switch route (000 §5). The messages are logged only, never shown.
 */
export function checkFirmSwitchQuery(
  value: string | null,
  firmsData: TUserState['firmsData'],
): FirmSwitchQueryCheck {
  if (value === null || value === '') return { error: 'Missing firmId query parameter' };
  if (!/^-?\d+$/.test(value.trim()))
    return { error: `The firmId "${value}" is not a valid integer` };
  const firmId = Number(value);
  if (firmId === firmsData.selectedFirmId)
    return { error: 'The selected firmId is the current firmId' };
  if (!firmsData.firms.some((firm) => firm.id === firmId)) {
    return { error: 'The selected firmId does not match any stored firms' };
  }
  return { firmId };
}
