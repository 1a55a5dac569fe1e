import { partnerEndpoints, partnerLookupEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint, xlsxDownload } from '../../platform/routes.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import * as bankAccounts from './bank-accounts.service.ts';
import * as contacts from './contacts.service.ts';
import { exportPartners } from './export.service.ts';
import * as links from './links.service.ts';
import * as lookups from './lookups.service.ts';
import * as partners from './partners.service.ts';

export function registerPartnerRoutes(
  app: FastifyInstance,
  database: Database,
  dictionary: Dictionary,
): void {
  const e = partnerEndpoints;
  addEndpoint(app, database, e.search, 'partners.read', ({ body }, ctx) =>
    partners.searchPartners(ctx, body),
  );
  addEndpoint(app, database, e.exportXlsx, 'partners.read', async ({ query, reply }, ctx) => {
    const { is_active, ...filters } = query;
    const file = await exportPartners(ctx, dictionary, {
      ...filters,
      is_active: is_active ?? null,
    });
    return xlsxDownload(reply, 'partnerek.xlsx', file);
  });
  addEndpoint(app, database, e.get, 'partners.read', ({ params }, ctx) =>
    partners.getPartner(ctx, params.partnerId),
  );
  addEndpoint(app, database, e.create, 'partners.write', ({ body }, ctx) =>
    partners.createPartner(ctx, body),
  );
  addEndpoint(app, database, e.update, 'partners.write', ({ params, body }, ctx) =>
    partners.updatePartner(ctx, params.partnerId, body),
  );
  addEndpoint(app, database, e.remove, 'partners.write', ({ params, query }, ctx) =>
    partners.deletePartner(ctx, params.partnerId, query.version),
  );

  addEndpoint(app, database, e.contacts, 'partners.read', ({ params }, ctx) =>
    contacts.listContacts(ctx, params.partnerId),
  );
  addEndpoint(app, database, e.createContact, 'partners.write', ({ params, body }, ctx) =>
    contacts.createContact(ctx, params.partnerId, body),
  );
  addEndpoint(app, database, e.updateContact, 'partners.write', ({ params, body }, ctx) =>
    contacts.updateContact(ctx, params.partnerId, params.contactId, body),
  );
  addEndpoint(app, database, e.removeContact, 'partners.write', ({ params }, ctx) =>
    contacts.deleteContact(ctx, params.partnerId, params.contactId),
  );

  addEndpoint(app, database, e.bankAccounts, 'partners.read', ({ params }, ctx) =>
    bankAccounts.listBankAccounts(ctx, params.partnerId),
  );
  addEndpoint(app, database, e.createBankAccount, 'partners.write', ({ params, body }, ctx) =>
    bankAccounts.createBankAccount(ctx, params.partnerId, body),
  );
  addEndpoint(app, database, e.updateBankAccount, 'partners.write', ({ params, body }, ctx) =>
    bankAccounts.updateBankAccount(ctx, params.partnerId, params.bankAccountId, body),
  );
  addEndpoint(app, database, e.removeBankAccount, 'partners.write', ({ params }, ctx) =>
    bankAccounts.deleteBankAccount(ctx, params.partnerId, params.bankAccountId),
  );

  addEndpoint(app, database, e.links, 'partners.read', ({ params }, ctx) =>
    links.listLinks(ctx, params.partnerId),
  );
  addEndpoint(app, database, e.createLink, 'partners.write', ({ params, body }, ctx) =>
    links.createLink(ctx, params.partnerId, body),
  );
  addEndpoint(app, database, e.removeLink, 'partners.write', ({ params }, ctx) =>
    links.deleteLink(ctx, params.partnerId, params.linkId),
  );

  const l = partnerLookupEndpoints;
  addEndpoint(app, database, l.customers, 'partners.read', ({ query }, ctx) =>
    lookups.lookupCustomers(ctx, query),
  );
  addEndpoint(app, database, l.priceTypes, 'partners.read', ({ query }, ctx) =>
    lookups.lookupPriceTypes(ctx, dictionary, query),
  );
  addEndpoint(app, database, l.lastOrders, 'partners.read', ({ params, body }, ctx) =>
    lookups.listLastOrders(ctx, params.customerId, body),
  );
  addEndpoint(app, database, l.linkedPartners, 'partners.read', ({ query }, ctx) =>
    lookups.lookupLinkedPartners(ctx, query),
  );
  addEndpoint(app, database, l.suppliers, 'partners.read', ({ query }, ctx) =>
    lookups.lookupByRole(ctx, 'SUPPLIER', query),
  );
  addEndpoint(app, database, l.insurers, 'partners.read', ({ query }, ctx) =>
    lookups.lookupByRole(ctx, 'INSURER', query),
  );
  addEndpoint(app, database, l.orderSuppliers, 'partners.read', ({ query }, ctx) =>
    lookups.lookupByRole(ctx, 'SUPPLIER', query),
  );
  addEndpoint(app, database, l.orderManufacturers, 'partners.read', ({ query }, ctx) =>
    lookups.lookupByRole(ctx, 'MANUFACTURER', query),
  );
  addEndpoint(app, database, l.orderSubcontractors, 'partners.read', ({ query }, ctx) =>
    lookups.lookupByRole(ctx, 'SUBCONTRACTOR', query),
  );
  addEndpoint(app, database, l.contactEmails, 'partners.read', ({ query }, ctx) =>
    lookups.lookupContactEmails(ctx, null, query),
  );
  addEndpoint(app, database, l.partnerEmployeeEmails, 'partners.read', ({ params, query }, ctx) =>
    lookups.lookupContactEmails(ctx, params.partnerId, query),
  );
}
