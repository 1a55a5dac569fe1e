import {
  PARTNER_KINDS,
  PARTNER_ROLES,
  PAYMENT_METHODS,
  PRICE_TYPES,
  ZAddressBody,
  ZContactBody,
  ZPartnerBody,
  ZPartnerKind,
} from '@kontor/contract';
import type { z } from 'zod';
import { insertPartnerIn, patchPartnerIn } from '../partners/partners.service.ts';
import { ERR, optionMatcher } from './cells.ts';
import { type CellError, type ColumnDef, errorAt, readCells } from './columns.ts';
import type { CheckedRow, Importer, ImportScope } from './importer.ts';
import * as repo from './partner-import.repository.ts';
import { insertAudits } from './product-import.repository.ts';

const NEW = ['CREATE', 'UPSERT'] as const;
const KEYED = ['UPDATE', 'UPSERT'] as const;
const p = ZPartnerBody.shape;
const a = ZAddressBody.shape;
const c = ZContactBody.shape;

export interface PartnerValues {
  code: string | null;
  taxNumber: string | null;
  /** The whole partner with the form's defaults, for a new one. */
  create: z.output<typeof ZPartnerBody> | null;
  contact: { name: string; email: string | null; phone: string | null } | null;
  /** Mapped columns only, for an update. */
  changes: Record<string, unknown>;
  billing: Record<string, unknown>;
  shown: Record<string, string>;
}

const ADDRESS_COLUMNS = ['countryCode', 'postalCode', 'city', 'street'] as const;
const CONTACT_COLUMNS = ['contactName', 'contactEmail', 'contactPhone'] as const;
/** Form path of an issue → the column type that holds it. */
const COLUMN_OF_PATH: Record<string, string> = {
  'billingAddress.countryCode': 'countryCode',
  'billingAddress.postalCode': 'postalCode',
  'billingAddress.city': 'city',
  'billingAddress.street': 'street',
};
const ISSUE_KEY_OF_COLUMN: Record<string, string> = {
  euVatNumber: 'EU_VAT_NUMBER',
  postalCode: 'POSTAL_CODE',
  roles: 'DUPLICATE_ROLE',
};

function partnerColumns(labelOf: (key: string) => string): ColumnDef[] {
  const matcher = (prefix: string, codes: readonly string[]) =>
    optionMatcher(codes.map((code) => [code, labelOf(`${prefix}.${code}`)]));
  const col = (
    id: ColumnDef['id'],
    kind: ColumnDef['kind'],
    schema: z.ZodType,
    invalid: string,
    aliases: string[],
    requiredIn: ColumnDef['requiredIn'] = [],
    options?: ColumnDef['options'],
  ): ColumnDef => ({
    id,
    kind,
    schema,
    invalidKey: ERR(invalid),
    aliases,
    requiredIn,
    ...(options && { options }),
  });
  return [
    col('code', 'TEXT', p.code, 'PARTNER_CODE', ['kod', 'partnerkod', 'azonosito'], KEYED),
    col('name', 'TEXT', p.name, 'FORMAT', ['nev', 'partner neve', 'cegnev'], NEW),
    col(
      'kind',
      'CODE',
      ZPartnerKind,
      'UNKNOWN_VALUE',
      ['tipus'],
      [],
      matcher('PARTNERS.KIND', PARTNER_KINDS),
    ),
    col('shortName', 'TEXT', p.shortName, 'FORMAT', ['rovid nev']),
    col(
      'roles',
      'LIST',
      p.roles,
      'UNKNOWN_VALUE',
      ['szerepkor', 'szerepkorok'],
      [],
      matcher('PARTNERS.ROLE', PARTNER_ROLES),
    ),
    col('taxNumber', 'TEXT', p.taxNumber, 'TAX_NUMBER', ['adoszam']),
    col('euVatNumber', 'TEXT', p.euVatNumber, 'EU_VAT_NUMBER', ['kozossegi adoszam', 'eu adoszam']),
    col('groupTaxNumber', 'TEXT', p.groupTaxNumber, 'TAX_NUMBER', ['csoportazonosito']),
    col('registrationNumber', 'TEXT', p.registrationNumber, 'REGISTRATION_NUMBER', [
      'cegjegyzekszam',
    ]),
    col('countryCode', 'CODE', a.countryCode, 'COUNTRY', ['orszag', 'orszagkod']),
    col('postalCode', 'TEXT', a.postalCode, 'POSTAL_CODE', ['irsz', 'iranyitoszam'], NEW),
    col('city', 'TEXT', a.city, 'FORMAT', ['varos', 'telepules'], NEW),
    col('street', 'TEXT', a.street, 'FORMAT', ['utca', 'cim', 'utca, hazszam'], NEW),
    col(
      'priceType',
      'CODE',
      p.priceType,
      'UNKNOWN_VALUE',
      ['artipus'],
      [],
      matcher('PARTNERS.PRICE_TYPE', PRICE_TYPES),
    ),
    col(
      'paymentMethod',
      'CODE',
      p.paymentMethod,
      'UNKNOWN_VALUE',
      ['fizetesi mod'],
      [],
      matcher('PARTNERS.PAYMENT_METHOD', PAYMENT_METHODS),
    ),
    col('paymentTermsDays', 'INTEGER', p.paymentTermsDays, 'OUT_OF_RANGE', ['fizetesi hatarido']),
    col('creditLimit', 'DECIMAL', p.creditLimit, 'CREDIT_LIMIT', ['hitelkeret']),
    col('notes', 'TEXT', p.notes, 'TOO_LONG', ['megjegyzes']),
    col('isActive', 'BOOLEAN', p.isActive, 'NOT_A_BOOLEAN', ['aktiv', 'allapot']),
    col('contactName', 'TEXT', c.name, 'FORMAT', ['kapcsolattarto']),
    col('contactEmail', 'TEXT', c.email, 'EMAIL', ['email', 'e-mail', 'e-mail cim']),
    col('contactPhone', 'TEXT', c.phone, 'PHONE', ['telefon', 'telefonszam']),
  ];
}

const show = (v: unknown) =>
  v === undefined || v === null ? '' : Array.isArray(v) ? v.join(', ') : String(v);

export function partnerImporter(labelOf: (key: string) => string): Importer<PartnerValues> {
  const defs = partnerColumns(labelOf);
  const byId = new Map(defs.map((d) => [d.id as string, d]));
  return {
    type: 'PARTNER',
    defs,
    together: [['contactName', 'contactEmail', 'contactPhone']],
    show: (values, columnType) => values.shown[columnType] ?? '',
    async checker(scope) {
      const seen = { codes: new Set<string>(), taxNumbers: new Set<string>() };
      return async (batch) => {
        const checked = batch.map(({ row, cells }) => checkRow(scope, row, cells));
        await checkKeys(scope, checked, seen);
        return checked;
      };
    },
    async write(tx, scope, rows, audit) {
      const existing = await repo.findPartnerIds(
        tx,
        scope.firmId,
        rows.flatMap((r) => (r.values!.code ? [r.values!.code] : [])),
      );
      const written = [];
      const audits = [];
      for (const r of rows) {
        const v = r.values!;
        const id = v.code ? existing.get(v.code.toLowerCase()) : undefined;
        if (id === undefined && v.create && scope.mode !== 'UPDATE') {
          const newId = await insertPartnerIn(tx, scope.firmId, v.create, v.contact);
          written.push({ row: r.row, entityId: newId });
          audits.push({ id: String(newId), action: 'create', after: v.create });
        } else if (id !== undefined && scope.mode !== 'CREATE') {
          await patchPartnerIn(tx, scope.firmId, id, v.changes, v.billing);
          written.push({ row: r.row, entityId: id });
          audits.push({ id: String(id), action: 'update', after: { ...v.changes, ...v.billing } });
        } else written.push({ row: r.row, entityId: null });
      }
      await insertAudits(tx, scope.firmId, 'partner', audits, audit);
      return written;
    },
  };

  function checkRow(scope: ImportScope, row: number, cells: string[]): CheckedRow<PartnerValues> {
    const { values, errors, at } = readCells(byId, scope.mapping, scope.mode, row, cells);
    if (values.postalCode !== undefined) {
      // The postal code's format depends on the country (the address form's rule).
      const address = ZAddressBody.safeParse({
        countryCode: values.countryCode ?? 'HU',
        postalCode: values.postalCode,
        city: 'x',
        street: 'x',
      });
      if (!address.success && !errors.some((e) => e.columnType === 'postalCode'))
        errors.push(errorAt(at, row, 'postalCode', 'POSTAL_CODE'));
    }
    let create: PartnerValues['create'] = null;
    if (!errors.length && scope.mode !== 'UPDATE') {
      const parsed = ZPartnerBody.safeParse({
        code: values.code,
        kind: values.kind ?? 'COMPANY',
        name: values.name,
        shortName: values.shortName,
        roles: values.roles ?? ['CUSTOMER'],
        taxNumber: values.taxNumber,
        euVatNumber: values.euVatNumber,
        groupTaxNumber: values.groupTaxNumber,
        registrationNumber: values.registrationNumber,
        billingAddress: {
          countryCode: values.countryCode,
          postalCode: values.postalCode,
          city: values.city,
          street: values.street,
        },
        priceType: values.priceType,
        paymentMethod: values.paymentMethod,
        paymentTermsDays: values.paymentTermsDays,
        creditLimit: values.creditLimit,
        notes: values.notes,
        isActive: values.isActive,
      });
      if (parsed.success) create = parsed.data;
      else
        for (const issue of parsed.error.issues) {
          const path = issue.path.join('.');
          const columnType = COLUMN_OF_PATH[path] ?? String(issue.path[0]);
          errors.push(errorAt(at, row, columnType, ISSUE_KEY_OF_COLUMN[columnType] ?? 'FORMAT'));
        }
    }
    if (errors.length) return { row, cells, values: null, errors };
    const changes: Record<string, unknown> = {};
    const billing: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) {
      if (k === 'code' || (CONTACT_COLUMNS as readonly string[]).includes(k)) continue;
      if ((ADDRESS_COLUMNS as readonly string[]).includes(k)) billing[k] = v;
      else changes[k] = v;
    }
    const contactName = values.contactName as string | undefined;
    const contact = contactName
      ? {
          name: contactName,
          email: (values.contactEmail as string | null | undefined) ?? null,
          phone: (values.contactPhone as string | null | undefined) ?? null,
        }
      : null;
    const shown: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) shown[k] = show(v);
    return {
      row,
      cells,
      values: {
        code: (values.code as string | undefined) ?? null,
        taxNumber: (values.taxNumber as string | null | undefined) ?? null,
        create,
        contact,
        changes,
        billing,
        shown,
      },
      errors,
    };
  }
}

/** Codes and tax numbers: taken in the firm, unknown (UPDATE) or repeated in the file. */
async function checkKeys(
  scope: ImportScope,
  rows: CheckedRow<PartnerValues>[],
  seen: { codes: Set<string>; taxNumbers: Set<string> },
): Promise<void> {
  const valid = rows.filter((r) => r.values);
  // One after the other: inside the validation's transaction they share one connection.
  const codes = await repo.findPartnerIds(
    scope.db,
    scope.firmId,
    valid.flatMap((r) => (r.values!.code ? [r.values!.code] : [])),
  );
  const taxNumbers = await repo.findTaxNumberOwners(
    scope.db,
    scope.firmId,
    valid.flatMap((r) => (r.values!.taxNumber ? [r.values!.taxNumber] : [])),
  );

  const columnOf = (type: string) => scope.mapping.find((m) => m.columnType === type)?.column ?? 0;
  for (const r of valid) {
    const v = r.values!;
    const fail = (columnType: string, name: string, value: string) => {
      r.errors.push({
        row: r.row,
        column: columnOf(columnType),
        columnType,
        messageKey: ERR(name),
        value,
      } satisfies CellError);
    };
    const code = v.code?.toLowerCase();
    const ownId = code ? codes.get(code) : undefined;
    if (code) {
      if (seen.codes.has(code)) fail('code', 'DUPLICATE_IN_FILE', v.code!);
      else if (scope.mode === 'CREATE' && ownId !== undefined) fail('code', 'CODE_EXISTS', v.code!);
      seen.codes.add(code);
    }
    if (scope.mode === 'UPDATE' && code && ownId === undefined)
      fail('code', 'CODE_NOT_FOUND', v.code!);
    if (v.taxNumber) {
      const owner = taxNumbers.get(v.taxNumber);
      if (seen.taxNumbers.has(v.taxNumber)) fail('taxNumber', 'DUPLICATE_IN_FILE', v.taxNumber);
      else if (owner !== undefined && owner !== ownId)
        fail('taxNumber', 'TAX_NUMBER_EXISTS', v.taxNumber);
      seen.taxNumbers.add(v.taxNumber);
    }
    if (r.errors.length) r.values = null;
  }
}
