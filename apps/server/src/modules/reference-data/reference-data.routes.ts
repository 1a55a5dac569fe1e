import {
  codeEndpoints,
  commentEndpoints,
  currencyEndpoints,
  navEndpoints,
  phoneEndpoints,
  screenSetupEndpoints,
} from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as comments from './comments.service.ts';
import * as currencies from './currencies.service.ts';
import { getTaxpayer } from './nav.service.ts';
import { formatPhoneNumber } from './phone.service.ts';
import * as lists from './reference-data.service.ts';
import * as screens from './screen-setup.service.ts';

export function registerReferenceDataRoutes(
  app: FastifyInstance,
  database: Database,
  config: Pick<Config, 'mnbUrl' | 'nav'>,
): void {
  addEndpoint(app, database, codeEndpoints.codes, 'session', ({ query }, ctx) =>
    lists.lookupCodes(ctx, query),
  );
  addEndpoint(app, database, codeEndpoints.languages, 'session', (_, ctx) =>
    lists.listLanguages(ctx),
  );
  addEndpoint(app, database, codeEndpoints.measureUnits, 'session', ({ query }, ctx) =>
    lists.lookupMeasureUnits(ctx, query),
  );
  addEndpoint(app, database, codeEndpoints.couriers, 'session', ({ query }, ctx) =>
    lists.lookupCouriers(ctx, query),
  );
  addEndpoint(app, database, codeEndpoints.templates, 'session', ({ query }, ctx) =>
    lists.listTemplates(ctx, query),
  );

  addEndpoint(app, database, currencyEndpoints.lookup, 'session', ({ query }, ctx) =>
    lists.lookupCurrencies(ctx, query),
  );
  addEndpoint(app, database, currencyEndpoints.list, 'session', (_, ctx) =>
    currencies.listCurrencies(ctx),
  );
  addEndpoint(app, database, currencyEndpoints.safeRate, 'session', ({ query }, ctx) =>
    currencies.getSafeRate(ctx, query),
  );
  addEndpoint(app, database, currencyEndpoints.rates, 'session', ({ query }, ctx) =>
    currencies.listRates(ctx, query),
  );
  addEndpoint(app, database, currencyEndpoints.importRates, 'settings.admin', ({ body }, ctx) =>
    currencies.importRates(ctx, config.mnbUrl, body?.date),
  );

  addEndpoint(app, database, screenSetupEndpoints.get, 'session', ({ query }, ctx) =>
    screens.getScreenSetup(ctx, query.screen),
  );
  addEndpoint(app, database, screenSetupEndpoints.save, 'session', ({ body }, ctx) =>
    screens.saveScreenSetup(ctx, body.screen, body.setup),
  );

  addEndpoint(app, database, commentEndpoints.list, 'session', ({ query }, ctx) =>
    comments.listComments(ctx, query),
  );
  addEndpoint(app, database, commentEndpoints.create, 'sales.use', ({ query, body }, ctx) =>
    comments.addComment(ctx, query, body.text),
  );

  addEndpoint(app, database, phoneEndpoints.format, 'session', async ({ body }) =>
    formatPhoneNumber(body.phoneNumber, body.region),
  );
  addEndpoint(app, database, navEndpoints.status, 'partners.read', async () => ({
    isConfigured: config.nav !== null,
  }));
  addEndpoint(app, database, navEndpoints.taxpayer, 'partners.read', ({ params }, ctx) =>
    getTaxpayer(ctx, config.nav, params.taxNumber),
  );
}
