import { ROLES } from '@kontor/contract';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSIONS as SERVER_PERMISSIONS } from '../../../server/src/platform/permissions';
import { type Permission, usePermission } from './permissions';
import { INITIAL_USER_STATE, userStore } from './session';

const permissionsOf = (table: typeof SERVER_PERMISSIONS) => Object.keys(table) as Permission[];

function webAnswer(roles: string[], permission: Permission): boolean {
  userStore.set({
    ...INITIAL_USER_STATE,
    loggedIn: true,
    userInfo: { ...INITIAL_USER_STATE.userInfo, roles },
  });
  return renderHook(() => usePermission(permission)).result.current;
}

describe('the web app’s permission checks', () => {
  afterEach(() => userStore.reset());

  it('answer every role and permission exactly as the server’s table does', () => {
    for (const permission of permissionsOf(SERVER_PERMISSIONS)) {
      for (const role of ROLES) {
        const serverAllows =
          role === 'admin' || SERVER_PERMISSIONS[permission].some((r) => r === role);
        expect(webAnswer([role], permission), `${role} ${permission}`).toBe(serverAllows);
      }
    }
  });

  it('refuse the warehouse role partner and product changes it cannot make', () => {
    expect(webAnswer(['warehouse'], 'partners.read')).toBe(true);
    expect(webAnswer(['warehouse'], 'partners.write')).toBe(false);
    expect(webAnswer(['workshop'], 'products.write')).toBe(false);
    expect(webAnswer([], 'products.read')).toBe(false);
  });
});
