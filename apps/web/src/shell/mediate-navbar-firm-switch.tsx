import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeTarget } from '../app/paths';
import { INDEX_PATH } from '../lib/config';
import { logError } from '../lib/log';
import { userStore } from '../lib/session';
import { useProgress } from '../ui/spinner';
import { checkFirmSwitchQuery, switchFirm } from './firms/firm-switch';

export const FIRM_SWITCH_TO_FIRM_ID = 'firmSwitchToFirmId';
export const REDIRECT_TO_ON_FIRM_SWITCH_SUCCESS = 'redirectToOnFirmSwitchSuccess';

/**
 * Shows nothing (000 §2): switches to the firm of firmSwitchToFirmId, then goes to
 * redirectToOnFirmSwitchSuccess when the switch succeeded, else to Index. Bad input is logged only.
 */
export default function MediateNavbarFirmSwitch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { claim } = useProgress();
  const hasRun = useRef(false);

  useEffect(() => {
    // Once per visit: StrictMode's second effect run must not switch twice.
    if (hasRun.current) return;
    hasRun.current = true;
    const check = checkFirmSwitchQuery(
      params.get(FIRM_SWITCH_TO_FIRM_ID),
      userStore.get().firmsData,
    );
    const target = safeTarget(params.get(REDIRECT_TO_ON_FIRM_SWITCH_SUCCESS)) ?? INDEX_PATH;
    if ('error' in check) {
      logError(check.error);
      navigate(INDEX_PATH, { replace: true });
      return;
    }
    void claim(switchFirm(check.firmId, queryClient)).then((isSwitched) =>
      navigate(isSwitched ? target : INDEX_PATH, { replace: true }),
    );
  }, [params, navigate, queryClient, claim]);

  return null;
}
