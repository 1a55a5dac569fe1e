import { guardedEndpoints, hasPermission, type Permission, ROLES } from '@kontor/contract';
import { expect, it } from 'vitest';
import { describeApp, REST } from '../test/harness.ts';

/** A demo user holding exactly one role (seed/demo.ts). */
const USER_OF_ROLE: Record<string, string> = {
  sales: 'ertekesito',
  back_office: 'irodai',
  warehouse: 'raktaros',
  driver: 'sofor',
  scheduler: 'utemezo',
  workshop: 'muhely',
};
/** An id no demo record has: a call the guard lets through finds nothing (404) or is refused (4xx). */
const MISSING = '2000000000';

describeApp('the contract table of button endpoints', (t) => {
  it('names, for each endpoint, the very permission its route is guarded by', () => {
    const routes = new Map(
      t().app.kontorRoutes.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    for (const [key, permission] of guardedEndpoints()) {
      const [method, path] = key.split(' ');
      expect(routes.get(`${method} ${REST}${path}`), key).toEqual({ permission });
    }
  });

  it('lets exactly the roles the table names through each guarded endpoint', async () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const session = await t().login(USER_OF_ROLE[role] as string);
      for (const [key, permission] of guardedEndpoints()) {
        const [method, path] = key.split(' ') as [string, string];
        const r = await t().call(method, REST + path.replace(/:[A-Za-z]+/g, MISSING), {
          session,
          body: {},
        });
        const isAllowed = hasPermission([role], permission as Permission);
        expect(r.statusCode === 403, `${role} ${key}: ${r.statusCode}`).toBe(!isAllowed);
      }
    }
  });
});
