import { API_VERSION, systemEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addPublicEndpoint } from '../../platform/routes.ts';
import { getDictionaries } from '../dictionary/dictionary.service.ts';
import { findUser } from '../users/users.repository.ts';

/** Public: the login page shows the build number and its texts before anyone logs in. */
export function registerSystemRoutes(
  app: FastifyInstance,
  database: Database,
  buildNumber: string,
): void {
  addPublicEndpoint(app, systemEndpoints.info, async () => ({
    buildNumber,
    apiVersion: API_VERSION,
  }));
  addPublicEndpoint(app, systemEndpoints.dictionary, async ({ body, req }) => {
    const user = req.auth ? await findUser(database.db, req.auth.userId) : null;
    return getDictionaries(database.db, body, user?.language ?? 'HU');
  });
}
