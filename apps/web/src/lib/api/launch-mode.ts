import { authEndpoints, type Endpoint, userEndpoints } from '@kontor/contract';
import { REST_BASE } from '../config';

/**
 * Launch modes (000 §1), chosen when the web dev server starts (vite.config.ts): LIVE calls the
 * server's `{contextPath}/rest`; MOCK_ONLY and HYBRID call the mock server under
 * `/MOCK{contextPath}/rest`, except the calls below, which always go to the live server. HYBRID
 * also shows the live server's classic pages in the legacy frame; MOCK_ONLY shows none.
 */
export type LaunchMode = 'MOCK_ONLY' | 'HYBRID' | 'LIVE';

export function parseLaunchMode(value: string | undefined): LaunchMode {
  return value === 'MOCK_ONLY' || value === 'HYBRID' ? value : 'LIVE';
}

export const LAUNCH_MODE: LaunchMode = parseLaunchMode(import.meta.env.VITE_LAUNCH_MODE);

export const MOCK_REST_BASE = `/MOCK${REST_BASE}`;

/** Login, logout, authentication check and user info: always live (000 §7). */
const ALWAYS_LIVE: ReadonlySet<Endpoint> = new Set<Endpoint>([
  authEndpoints.login,
  authEndpoints.logout,
  authEndpoints.check,
  userEndpoints.info,
]);

/** The REST base an endpoint is called under in a launch mode; the mock's own calls only exist there. */
export function restBaseFor(endpoint: Endpoint, mode: LaunchMode = LAUNCH_MODE): string {
  if (endpoint.tag === 'mock') return MOCK_REST_BASE;
  if (mode === 'LIVE' || ALWAYS_LIVE.has(endpoint)) return REST_BASE;
  return MOCK_REST_BASE;
}
