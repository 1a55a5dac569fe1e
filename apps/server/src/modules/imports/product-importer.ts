import {
  PRICE_TYPES,
  type TImportType,
  VAT_CODES,
  ZPriceType,
  ZProductBody,
  ZProductPriceBody,
  ZVatCode,
} from '@kontor/contract';
import { todayInHungary } from '../../platform/business-day.ts';
import { optionMatcher } from './cells.ts';
import { type ColumnDef, errorAt, readCells } from './columns.ts';
import type { CheckedRow, Importer, ImportScope } from './importer.ts';
import * as repo from './product-import.repository.ts';

const ALL = ['CREATE', 'UPDATE', 'UPSERT'] as const;
const NEW = ['CREATE', 'UPSERT'] as const;
const shape = ZProductBody.shape;
const priceShape = ZProductPriceBody.shape;

/** The product columns and the values a row of them holds. */
export interface ProductValues {
  code: string;
  /** Mapped product columns by database column, for an update (only these change). */
  changes: Record<string, unknown>;
  /** The whole new product with the form's defaults (CREATE, UPSERT). */
  create: repo.NewProduct | null;
  price: repo.NewPrice | null;
  /** Display values for the preview, by column type. */
  shown: Record<string, string>;
}

function productColumns(labelOf: (key: string) => string): ColumnDef[] {
  const priceTypes = optionMatcher(
    PRICE_TYPES.map((c) => [c, labelOf(`PARTNERS.PRICE_TYPE.${c}`)]),
  );
  const vat = optionMatcher(VAT_CODES.map((c) => [c, `${c}%`]));
  const upper = (t: string) => t.toUpperCase();
  return [
    {
      id: 'code',
      kind: 'TEXT',
      schema: shape.code,
      invalidKey: 'IMPORTS.ERROR.PRODUCT_CODE',
      aliases: ['kod', 'cikkszam', 'termekkod', 'sku'],
      requiredIn: ALL,
    },
    {
      id: 'name',
      kind: 'TEXT',
      schema: shape.name,
      invalidKey: 'IMPORTS.ERROR.FORMAT',
      aliases: ['nev', 'megnevezes', 'termeknev'],
      requiredIn: NEW,
    },
    {
      id: 'description',
      kind: 'TEXT',
      schema: shape.description,
      invalidKey: 'IMPORTS.ERROR.FORMAT',
      aliases: ['leiras'],
      requiredIn: [],
    },
    {
      id: 'groupCode',
      kind: 'CODE',
      invalidKey: 'IMPORTS.ERROR.UNKNOWN_GROUP',
      aliases: ['csoport', 'termekcsoport', 'csoportkod'],
      requiredIn: [],
    },
    {
      id: 'catalogueCode',
      kind: 'CODE',
      invalidKey: 'IMPORTS.ERROR.UNKNOWN_CATALOGUE',
      aliases: ['katalogus'],
      requiredIn: [],
    },
    {
      id: 'measureUnitCode',
      kind: 'CODE',
      schema: shape.measureUnitCode,
      invalidKey: 'IMPORTS.ERROR.UNKNOWN_UNIT',
      aliases: ['me', 'mennyisegi egyseg', 'egyseg'],
      requiredIn: [],
    },
    {
      id: 'vatCode',
      kind: 'CODE',
      schema: ZVatCode,
      invalidKey: 'IMPORTS.ERROR.UNKNOWN_VALUE',
      aliases: ['afa', 'afakulcs', 'afakod'],
      requiredIn: [],
      options: vat,
    },
    {
      id: 'isActive',
      kind: 'BOOLEAN',
      schema: shape.isActive,
      invalidKey: 'IMPORTS.ERROR.NOT_A_BOOLEAN',
      aliases: ['aktiv'],
      requiredIn: [],
    },
    {
      id: 'priceType',
      kind: 'CODE',
      schema: ZPriceType,
      invalidKey: 'IMPORTS.ERROR.UNKNOWN_VALUE',
      aliases: ['artipus'],
      requiredIn: [],
      options: priceTypes,
    },
    {
      id: 'currency',
      kind: 'CODE',
      schema: priceShape.currency,
      invalidKey: 'IMPORTS.ERROR.UNKNOWN_CURRENCY',
      aliases: ['deviza', 'penznem'],
      requiredIn: [],
      options: upper,
    },
    {
      id: 'unitPrice',
      kind: 'DECIMAL',
      schema: priceShape.unitPrice,
      invalidKey: 'IMPORTS.ERROR.NEGATIVE',
      aliases: ['ar', 'egysegar', 'netto ar', 'listaar'],
      requiredIn: [],
    },
    {
      id: 'validFrom',
      kind: 'DATE',
      schema: priceShape.validFrom,
      invalidKey: 'IMPORTS.ERROR.NOT_A_DATE',
      aliases: ['ervenyes ettol', 'ettol'],
      requiredIn: [],
    },
    {
      id: 'validTo',
      kind: 'DATE',
      schema: priceShape.validTo,
      invalidKey: 'IMPORTS.ERROR.NOT_A_DATE',
      aliases: ['ervenyes eddig', 'eddig'],
      requiredIn: [],
    },
  ];
}

/** Product column type → products column, for the update of mapped columns only. */
const PRODUCT_DB_COLUMNS: Record<string, string> = {
  name: 'name',
  description: 'description',
  groupCode: 'group_id',
  catalogueCode: 'catalogue_id',
  measureUnitCode: 'measure_unit_code',
  vatCode: 'vat_code',
  isActive: 'is_active',
};

const show = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function productImporter(
  type: Extract<TImportType, 'PRODUCT' | 'SERVICE'>,
  labelOf: (key: string) => string,
): Importer<ProductValues> {
  const defs = productColumns(labelOf);
  const byId = new Map(defs.map((d) => [d.id as string, d]));
  return {
    type,
    defs,
    together: [['unitPrice', 'priceType', 'currency', 'validFrom', 'validTo']],
    show: (values, columnType) => values.shown[columnType] ?? '',
    async checker(scope) {
      const lookups = await repo.loadLookups(
        scope.db,
        scope.firmId,
        type === 'SERVICE' ? 'SERVICE' : 'PRODUCT',
      );
      const today = todayInHungary();
      const seen = new Set<string>();
      return async (batch) => {
        const checked = batch.map(({ row, cells }) => checkRow(scope, lookups, today, row, cells));
        await checkCodes(scope, checked, seen);
        return checked;
      };
    },
    write: (tx, scope, rows, audit) =>
      repo.writeProducts(tx, scope, type === 'SERVICE', rows, audit, PRODUCT_DB_COLUMNS),
  };

  function checkRow(
    scope: ImportScope,
    lookups: repo.Lookups,
    today: string,
    row: number,
    cells: string[],
  ): CheckedRow<ProductValues> {
    const { values, errors, at } = readCells(byId, scope.mapping, scope.mode, row, cells);
    const resolve = (columnType: string, found: (v: string) => unknown, error: string) => {
      const v = values[columnType];
      if (v === undefined) return undefined;
      const hit = found(String(v));
      if (hit === undefined) errors.push(errorAt(at, row, columnType, error));
      return hit;
    };
    const groupId = resolve(
      'groupCode',
      (v) => lookups.groups.get(v.toLowerCase()),
      'UNKNOWN_GROUP',
    );
    const catalogueId = resolve(
      'catalogueCode',
      (v) => lookups.catalogues.get(v.toLowerCase()),
      'UNKNOWN_CATALOGUE',
    );
    resolve('measureUnitCode', (v) => (lookups.units.has(v) ? v : undefined), 'UNKNOWN_UNIT');
    resolve('currency', (v) => (lookups.currencies.has(v) ? v : undefined), 'UNKNOWN_CURRENCY');
    let price: repo.NewPrice | null = null;
    if (values.unitPrice !== undefined) {
      const parsed = ZProductPriceBody.safeParse({
        priceType: values.priceType ?? 'RETAIL',
        currency: values.currency ?? 'HUF',
        unitPrice: values.unitPrice,
        validFrom: values.validFrom ?? today,
        validTo: values.validTo ?? null,
      });
      if (parsed.success) price = parsed.data;
      else if (!errors.length) errors.push(errorAt(at, row, 'validTo', 'DATE_ORDER'));
    }
    if (errors.length) return { row, cells, values: null, errors };
    const changes: Record<string, unknown> = {};
    for (const [columnType, column] of Object.entries(PRODUCT_DB_COLUMNS)) {
      if (values[columnType] === undefined) continue;
      changes[column] =
        columnType === 'groupCode'
          ? groupId
          : columnType === 'catalogueCode'
            ? catalogueId
            : values[columnType];
    }
    let create: repo.NewProduct | null = null;
    if (scope.mode !== 'UPDATE') {
      const body = ZProductBody.parse({
        code: values.code,
        name: values.name,
        description: values.description,
        isService: type === 'SERVICE',
        groupId: groupId ?? null,
        catalogueId: catalogueId ?? null,
        measureUnitCode: values.measureUnitCode,
        vatCode: values.vatCode,
        isActive: values.isActive,
      });
      create = {
        name: body.name,
        description: body.description,
        group_id: body.groupId,
        catalogue_id: body.catalogueId,
        measure_unit_code: body.measureUnitCode,
        vat_code: body.vatCode,
        is_active: body.isActive,
      };
    }
    const shown: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) shown[k] = show(v);
    if (price)
      Object.assign(shown, {
        priceType: price.priceType,
        currency: price.currency,
        validFrom: price.validFrom,
      });
    return {
      row,
      cells,
      values: { code: String(values.code), changes, create, price, shown },
      errors,
    };
  }
}

/** Codes taken (CREATE), unknown (UPDATE) or repeated in the file become errors on the code cell. */
async function checkCodes(
  scope: ImportScope,
  rows: CheckedRow<ProductValues>[],
  seen: Set<string>,
): Promise<void> {
  const valid = rows.filter((r) => r.values);
  if (scope.isValidated) return;
  const existing = await repo.findProductIds(
    scope.db,
    scope.firmId,
    valid.map((r) => r.values!.code),
  );
  const codeColumn = scope.mapping.find((m) => m.columnType === 'code')!.column;
  for (const r of valid) {
    const key = r.values!.code.toLowerCase();
    const fail = (name: string) => {
      r.errors.push({
        row: r.row,
        column: codeColumn,
        columnType: 'code',
        messageKey: `IMPORTS.ERROR.${name}`,
        value: r.values!.code,
      });
      r.values = null;
    };
    if (seen.has(key)) fail('DUPLICATE_IN_FILE');
    else if (scope.mode === 'CREATE' && existing.has(key)) fail('CODE_EXISTS');
    else if (scope.mode === 'UPDATE' && !existing.has(key)) fail('CODE_NOT_FOUND');
    seen.add(key);
  }
}
