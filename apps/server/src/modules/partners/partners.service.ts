import {
  contactLabel,
  type TAddress,
  type TFieldError,
  type TPartner,
  type TPartnerFilters,
  type TPartnerListItem,
  type ZPartnerBody,
  type ZUpdatePartnerBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import { findActiveEmployee } from '../employees/employees.service.ts';
import { listBankAccountsOf } from './bank-accounts.service.ts';
import { insertContact } from './contacts.repository.ts';
import { listContactsOf } from './contacts.service.ts';
import { listLinksOf } from './links.service.ts';
import * as repo from './partners.repository.ts';

type PartnerBody = z.output<typeof ZPartnerBody>;
type UpdatePartnerBody = z.output<typeof ZUpdatePartnerBody>;

export function conflict(path: string, message: string): AppError {
  return new AppError('CONFLICT', message, { errors: [{ path, message, code: 'duplicate' }] });
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

export function fullAddress(a: {
  countryCode: string;
  postalCode: string;
  city: string;
  street: string;
}): string {
  const line = `${a.postalCode} ${a.city}, ${a.street}`;
  return a.countryCode === 'HU' ? line : `${line}, ${a.countryCode}`;
}

const toAddress = (row: repo.AddressRow): TAddress => ({
  id: row.id,
  name: row.name,
  countryCode: row.countryCode,
  postalCode: row.postalCode,
  city: row.city,
  street: row.street,
  isDefault: row.isDefault,
  fullAddress: fullAddress(row),
});

/** The partner of the caller's firm, or 404: every partner call starts here. */
export async function requirePartner(db: Db, firmId: number, id: number): Promise<repo.PartnerRow> {
  const partner = await repo.findPartner(db, firmId, id);
  if (!partner) throw new AppError('NOT_FOUND', 'No such partner');
  return partner;
}

async function loadPartner(db: Db, firmId: number, row: repo.PartnerRow): Promise<TPartner> {
  const [addresses, contacts, bankAccounts, links] = await Promise.all([
    repo.listAddresses(db, row.id),
    listContactsOf(db, firmId, row.id),
    listBankAccountsOf(db, firmId, row.id),
    listLinksOf(db, firmId, row.id),
  ]);
  const billing = addresses.find((a) => a.kind === 'BILLING');
  if (!billing) throw new Error(`Partner ${row.id} has no billing address`);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    shortName: row.shortName,
    roles: row.roles as TPartner['roles'],
    taxNumber: row.taxNumber,
    euVatNumber: row.euVatNumber,
    groupTaxNumber: row.groupTaxNumber,
    registrationNumber: row.registrationNumber,
    billingAddress: toAddress(billing),
    shippingAddresses: addresses.filter((a) => a.kind === 'SHIPPING').map(toAddress),
    priceType: row.priceType as TPartner['priceType'],
    paymentMethod: row.paymentMethod as TPartner['paymentMethod'],
    paymentTermsDays: row.paymentTermsDays,
    creditLimit: row.creditLimit,
    salesRepEmployeeId: row.salesRepEmployeeId,
    notes: row.notes,
    isActive: row.isActive,
    contacts,
    bankAccounts,
    links,
    version: row.version,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

export async function getPartner(ctx: Ctx, id: number): Promise<TPartner> {
  return loadPartner(ctx.db, ctx.auth.firmId, await requirePartner(ctx.db, ctx.auth.firmId, id));
}

/** The checks that need the database: sales rep, unique tax number and code, own address ids. */
async function checkPartnerBody(ctx: Ctx, body: PartnerBody, exceptId = 0): Promise<void> {
  const { firmId } = ctx.auth;
  if (body.salesRepEmployeeId && !(await findActiveEmployee(ctx, body.salesRepEmployeeId)))
    throw fieldError('salesRepEmployeeId', 'Not an active employee of the firm');
  if (
    body.taxNumber &&
    (await repo.findPartnerIdByTaxNumber(ctx.db, firmId, body.taxNumber, exceptId))
  )
    throw conflict('taxNumber', 'Another partner of the firm has this tax number');
  if (body.code && (await repo.findPartnerIdByCode(ctx.db, firmId, body.code, exceptId)))
    throw conflict('code', 'Another partner of the firm has this code');
  const ids = body.shippingAddresses.flatMap((a) => (a.id ? [a.id] : []));
  if (ids.length === 0) return;
  const own = new Set(exceptId ? await repo.findShippingAddressIds(ctx.db, exceptId, ids) : []);
  const errors: TFieldError[] = body.shippingAddresses.flatMap((a, i) =>
    a.id && !own.has(a.id)
      ? [
          {
            path: `shippingAddresses.${i}.id`,
            message: 'Not an address of this partner',
            code: 'invalid',
          },
        ]
      : [],
  );
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'Unknown address', { errors });
}

function valuesOf(body: PartnerBody): repo.PartnerValues {
  return {
    kind: body.kind,
    name: body.name,
    shortName: body.shortName,
    roles: body.roles,
    taxNumber: body.taxNumber,
    euVatNumber: body.euVatNumber,
    groupTaxNumber: body.groupTaxNumber,
    registrationNumber: body.registrationNumber,
    priceType: body.priceType,
    paymentMethod: body.paymentMethod,
    paymentTermsDays: body.paymentTermsDays,
    creditLimit: body.creditLimit,
    salesRepEmployeeId: body.salesRepEmployeeId,
    notes: body.notes,
    isActive: body.isActive,
  };
}

function saveAddressesOf(tx: Db, firmId: number, partnerId: number, body: PartnerBody) {
  const { id: _ignored, isDefault: _always, ...billing } = body.billingAddress;
  return repo.saveAddresses(tx, firmId, partnerId, billing, body.shippingAddresses);
}

export async function createPartner(ctx: Ctx, body: PartnerBody): Promise<TPartner> {
  await checkPartnerBody(ctx, body);
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const row = await repo.insertPartner(tx, firmId, body.code, valuesOf(body));
    await saveAddressesOf(tx, firmId, row.id, body);
    const partner = await loadPartner(tx, firmId, row);
    return {
      result: partner,
      audit: { entity: 'partner', entityId: row.id, action: 'create', after: partner },
    };
  });
}

export async function updatePartner(
  ctx: Ctx,
  id: number,
  body: UpdatePartnerBody,
): Promise<TPartner> {
  const { firmId } = ctx.auth;
  const current = await requirePartner(ctx.db, firmId, id);
  if (current.version !== body.version) throw staleVersion('partner');
  await checkPartnerBody(ctx, body, id);
  return runAction(ctx, async (tx) => {
    const before = await loadPartner(tx, firmId, current);
    const row = await repo.updatePartner(tx, firmId, id, body.version, {
      ...valuesOf(body),
      code: body.code ?? current.code,
    });
    if (!row) throw staleVersion('partner');
    await saveAddressesOf(tx, firmId, id, body);
    const after = await loadPartner(tx, firmId, row);
    return {
      result: after,
      audit: { entity: 'partner', entityId: id, action: 'update', before, after },
    };
  });
}

/**
 * Deletes a partner nothing refers to, with its own addresses, contacts and bank accounts. A
 * partner other partners are linked to is refused with the reason; later modules' tables refer to
 * partners with restricting foreign keys, which the error handler answers as 409 too.
 */
export async function deletePartner(ctx: Ctx, id: number, version: number): Promise<void> {
  const { firmId } = ctx.auth;
  const current = await requirePartner(ctx.db, firmId, id);
  if (current.version !== version) throw staleVersion('partner');
  const links = await repo.countLinks(ctx.db, firmId, id);
  if (links > 0) {
    const message = `The partner is linked to ${links} other partner(s); remove the links or deactivate it`;
    throw new AppError('CONFLICT', message, {
      errors: [{ path: 'links', message, code: 'referenced' }],
    });
  }
  await runAction(ctx, async (tx) => {
    const before = await loadPartner(tx, firmId, current);
    if (!(await repo.deletePartner(tx, firmId, id, version))) throw staleVersion('partner');
    return {
      result: undefined,
      audit: { entity: 'partner', entityId: id, action: 'delete', before },
    };
  });
}

export function toListItem(row: repo.PartnerListRow): TPartnerListItem {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    shortName: row.short_name,
    roles: row.roles,
    taxNumber: row.tax_number,
    postalCode: row.postal_code,
    city: row.city,
    street: row.street,
    primaryContact: row.contact_name
      ? contactLabel({ name: row.contact_name, email: row.contact_email, phone: row.contact_phone })
      : null,
    paymentTermsDays: row.payment_terms_days,
    creditLimit: row.credit_limit,
    isActive: row.is_active,
    createdAt: isoOf(row.created_at),
  };
}

export async function searchPartners(ctx: Ctx, body: TPartnerFilters) {
  const { page_number, page_size } = body;
  const [rows, total] = await Promise.all([
    repo.searchPartners(ctx.db, ctx.auth.firmId, body, {
      limit: page_size,
      offset: page_number * page_size,
    }),
    repo.countPartners(ctx.db, ctx.auth.firmId, body),
  ]);
  return { items: rows.map(toListItem), page_number, page_size, total };
}

/**
 * For imports (modules/imports), in the caller's transaction: a new partner from a body the
 * partner form's schema has checked, with its billing address and, when given, a primary contact.
 */
export async function insertPartnerIn(
  tx: Db,
  firmId: number,
  body: PartnerBody,
  contact: { name: string; email: string | null; phone: string | null } | null,
): Promise<number> {
  const row = await repo.insertPartner(tx, firmId, body.code, valuesOf(body));
  await saveAddressesOf(tx, firmId, row.id, body);
  if (contact)
    await insertContact(tx, firmId, row.id, {
      ...contact,
      position: null,
      isPrimary: true,
      language: null,
    });
  return row.id;
}

/** For update imports: changes only the given columns of a partner and of its billing address. */
export async function patchPartnerIn(
  tx: Db,
  firmId: number,
  id: number,
  values: Partial<repo.PartnerValues>,
  billing: Partial<Pick<repo.AddressValues, 'countryCode' | 'postalCode' | 'city' | 'street'>>,
): Promise<void> {
  await repo.patchPartner(tx, firmId, id, values, billing);
}
