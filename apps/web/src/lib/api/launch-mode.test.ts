import {
  authEndpoints,
  mockEndpoints,
  userEndpoints,
  welcomePageEndpoints,
} from '@kontor/contract';
import { describe, expect, it } from 'vitest';
import { parseLaunchMode, restBaseFor } from './launch-mode';

describe('launch modes', () => {
  it('defaults to LIVE', () => {
    expect(parseLaunchMode(undefined)).toBe('LIVE');
    expect(parseLaunchMode('nonsense')).toBe('LIVE');
    expect(parseLaunchMode('HYBRID')).toBe('HYBRID');
  });

  it('sends calls to the mock in MOCK_ONLY and HYBRID, except login, logout, check and user info', () => {
    for (const mode of ['MOCK_ONLY', 'HYBRID'] as const) {
      expect(restBaseFor(welcomePageEndpoints.get, mode)).toBe('/MOCK/kontor/rest');
      for (const live of [
        authEndpoints.login,
        authEndpoints.logout,
        authEndpoints.check,
        userEndpoints.info,
      ])
        expect(restBaseFor(live, mode)).toBe('/kontor/rest');
    }
    expect(restBaseFor(welcomePageEndpoints.get, 'LIVE')).toBe('/kontor/rest');
    expect(restBaseFor(mockEndpoints.listTodos, 'LIVE')).toBe('/MOCK/kontor/rest');
  });
});
