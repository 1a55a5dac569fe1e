import {
  contactLabel,
  languageOfCountry,
  PRICE_TYPES,
  type TCodeEntry,
  type TContactOption,
  type TPartnerRole,
  type TPartnerSelection,
} from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import { listLastOrdersOf } from '../customer-orders/orders.service.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { lookupEmployeesRanked } from '../employees/employees.service.ts';
import { getProfile } from '../users/users.service.ts';
import * as links from './links.repository.ts';
import { linkTypeSeenFrom } from './links.service.ts';
import * as repo from './lookups.repository.ts';
import { requirePartner } from './partners.service.ts';

interface LookupQuery {
  term: string;
  limit: number;
}

/** Accent- and case-free form of a text, as `f_search_key` in the database. */
const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export async function lookupByRole(
  ctx: Ctx,
  role: TPartnerRole,
  query: LookupQuery,
): Promise<TCodeEntry[]> {
  const rows = await repo.lookupPartners(ctx.db, ctx.auth.firmId, role, query.term, query.limit);
  return rows.map(({ id, code, name }) => ({ id, code, name }));
}

/**
 * Customers with their contacts as sub-items; with employees, the firm's employees matching the
 * term join them (flagged), merged by match quality: prefix matches of either before fragments.
 */
export async function lookupCustomers(
  ctx: Ctx,
  query: LookupQuery & { should_include_employees: boolean },
): Promise<TPartnerSelection[]> {
  const { firmId } = ctx.auth;
  const [partners, employees] = await Promise.all([
    repo.lookupPartners(ctx.db, firmId, 'CUSTOMER', query.term, query.limit),
    query.should_include_employees ? lookupEmployeesRanked(ctx, query) : Promise.resolve([]),
  ]);
  const contacts = await repo.listContactsOf(
    ctx.db,
    firmId,
    partners.map((p) => p.id),
  );
  const ranked = [
    ...partners.map((p) => ({
      rank: p.rank,
      item: {
        id: p.id,
        code: p.code,
        name: p.name,
        isEmployee: false,
        taxNumber: p.tax_number,
        city: p.city,
        contacts: contacts
          .filter((c) => c.partner_id === p.id)
          .map((c) => ({ id: c.id, label: contactLabel(c) })),
      },
    })),
    // Employees have no codes: their name prefix ranks with partners' name prefix.
    ...employees.map(({ employee, rank }) => ({
      rank: rank + 1,
      item: {
        id: employee.id,
        code: null,
        name: employee.name,
        isEmployee: true,
        taxNumber: null,
        city: null,
        contacts: [],
      },
    })),
  ];
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, query.limit)
    .map((r) => r.item);
}

export async function lookupPriceTypes(
  ctx: Ctx,
  dictionary: Dictionary,
  query: LookupQuery,
): Promise<TCodeEntry[]> {
  const { language } = await getProfile(ctx);
  const term = searchKey(query.term);
  return PRICE_TYPES.map((code, i) => ({
    id: i + 1,
    code,
    name: dictionary.translate(language, `PARTNERS.PRICE_TYPE.${code}`),
  }))
    .filter((p) => p.code.toLowerCase().startsWith(term) || searchKey(p.name).includes(term))
    .slice(0, query.limit);
}

/**
 * The customer's latest orders. Orders do not exist yet: the page is empty, but the customer must
 * be a partner of the firm.
 */
export async function listLastOrders(
  ctx: Ctx,
  customerId: number,
  paging: { page_number: number; page_size: number },
) {
  await requirePartner(ctx.db, ctx.auth.firmId, customerId);
  return listLastOrdersOf(ctx, customerId, paging);
}

/** With a partner: its linked partners; without: any active partner (the candidates to link). */
export async function lookupLinkedPartners(
  ctx: Ctx,
  query: LookupQuery & { partner_id?: number | undefined },
) {
  const { firmId } = ctx.auth;
  if (!query.partner_id) {
    const rows = await repo.lookupPartners(ctx.db, firmId, null, query.term, query.limit);
    return rows.map(({ id, code, name }) => ({ id, code, name, linkType: null }));
  }
  const rows = await links.listLinks(ctx.db, firmId, query.partner_id, {
    term: query.term,
    activeOnly: true,
    limit: query.limit,
  });
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, linkType: linkTypeSeenFrom(r) }));
}

export async function lookupContactEmails(
  ctx: Ctx,
  partnerId: number | null,
  query: LookupQuery,
): Promise<TContactOption[]> {
  if (partnerId) await requirePartner(ctx.db, ctx.auth.firmId, partnerId);
  const rows = await repo.lookupContactEmails(
    ctx.db,
    ctx.auth.firmId,
    partnerId,
    query.term,
    query.limit,
  );
  return rows.map((r) => ({
    id: r.id,
    partnerId: r.partner_id,
    partnerName: r.partner_name,
    name: r.name,
    email: r.email,
    phone: r.phone,
    language: r.language ?? languageOfCountry(r.country_code),
    label: contactLabel(r),
  }));
}
