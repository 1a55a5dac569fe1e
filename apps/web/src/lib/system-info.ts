import { systemEndpoints } from '@kontor/contract';
import { callApi } from './api/client';

let systemInfo: ReturnType<typeof fetchSystemInfo> | undefined;

function fetchSystemInfo() {
  return callApi(systemEndpoints.info, {});
}

/**
 * The running server's build number and API version. It does not change while the page lives,
 * so it is asked once (a failed answer is asked again next time).
 */
export function getSystemInfo(): ReturnType<typeof fetchSystemInfo> {
  systemInfo ??= fetchSystemInfo().catch((error: unknown) => {
    systemInfo = undefined;
    throw error;
  });
  return systemInfo;
}
