import { ZWindshieldImportRow } from '@kontor/contract';
import { type ColumnDef, errorAt, readCells } from './columns.ts';
import type { CheckedRow, Importer, ImportScope } from './importer.ts';
import { findProductIds } from './product-import.repository.ts';
import { findWindshieldIds, writeWindshields } from './vehicle-import.repository.ts';

const ALL = ['CREATE', 'UPDATE', 'UPSERT'] as const;
const NEW = ['CREATE', 'UPSERT'] as const;
const shape = ZWindshieldImportRow.shape;

/** A windshield row: its catalogue fields (only the mapped ones for an update) and the firm's product. */
export interface VehicleValues {
  fields: { glassCode: string } & Record<string, unknown>;
  productId: number | null;
  shown: Record<string, string>;
}

const col = (
  id: ColumnDef['id'],
  kind: ColumnDef['kind'],
  schema: ColumnDef['schema'],
  invalid: string,
  aliases: string[],
  requiredIn: ColumnDef['requiredIn'] = [],
): ColumnDef => ({ id, kind, schema, invalidKey: `IMPORTS.ERROR.${invalid}`, aliases, requiredIn });

const VEHICLE_COLUMNS: ColumnDef[] = [
  col('maker', 'TEXT', shape.maker, 'FORMAT', ['gyarto', 'marka'], NEW),
  col('model', 'TEXT', shape.model, 'FORMAT', ['modell', 'tipus'], NEW),
  col('yearFrom', 'INTEGER', shape.yearFrom, 'OUT_OF_RANGE', ['evtol', 'gyartas kezdete'], NEW),
  col('yearTo', 'INTEGER', shape.yearTo, 'OUT_OF_RANGE', ['evig', 'gyartas vege']),
  col('glassCode', 'TEXT', shape.glassCode, 'GLASS_CODE', ['uvegkod', 'eurocode'], ALL),
  col(
    'internationalSku',
    'TEXT',
    shape.internationalSku,
    'FORMAT',
    ['sku', 'nemzetkozi cikkszam'],
    NEW,
  ),
  col('hasRainSensor', 'BOOLEAN', shape.hasRainSensor, 'NOT_A_BOOLEAN', ['esoszenzor']),
  col('hasHeating', 'BOOLEAN', shape.hasHeating, 'NOT_A_BOOLEAN', ['futott', 'futes']),
  col('hasCameraBracket', 'BOOLEAN', shape.hasCameraBracket, 'NOT_A_BOOLEAN', ['kameratarto']),
  col('widthMm', 'INTEGER', shape.widthMm, 'OUT_OF_RANGE', ['szelesseg'], NEW),
  col('heightMm', 'INTEGER', shape.heightMm, 'OUT_OF_RANGE', ['magassag'], NEW),
  col('productCode', 'TEXT', undefined, 'UNKNOWN_PRODUCT', ['cikkszam', 'termek cikkszama']),
];

/**
 * Windshields (the vehicle catalogue, shared by every firm) with makers and models by name, keyed
 * by glass code; the optional product code links the glass to one of the caller firm's products.
 */
export function vehicleImporter(): Importer<VehicleValues> {
  const byId = new Map(VEHICLE_COLUMNS.map((d) => [d.id as string, d]));
  return {
    type: 'VEHICLE',
    defs: VEHICLE_COLUMNS,
    together: [
      ['yearFrom', 'maker', 'model', 'yearTo'],
      ['maker', 'model'],
      ['model', 'maker'],
    ],
    show: (values, columnType) => values.shown[columnType] ?? '',
    async checker(scope) {
      const seen = new Set<string>();
      return async (batch) => {
        const checked = batch.map(({ row, cells }) => checkRow(scope, row, cells));
        await checkKeys(scope, checked, seen);
        return checked;
      };
    },
    write: writeWindshields,
  };

  function checkRow(scope: ImportScope, row: number, cells: string[]): CheckedRow<VehicleValues> {
    const { values, errors, at } = readCells(byId, scope.mapping, scope.mode, row, cells);
    const { productCode, ...fields } = values;
    if (scope.mode !== 'UPDATE' && !errors.length) {
      const parsed = ZWindshieldImportRow.safeParse(fields);
      if (parsed.success) Object.assign(fields, parsed.data);
      else errors.push(errorAt(at, row, 'yearTo', 'YEAR_ORDER'));
    } else if (
      typeof fields.yearTo === 'number' &&
      typeof fields.yearFrom === 'number' &&
      fields.yearTo < fields.yearFrom
    )
      errors.push(errorAt(at, row, 'yearTo', 'YEAR_ORDER'));
    if (errors.length) return { row, cells, values: null, errors };
    const shown: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) shown[k] = v === null ? '' : String(v);
    return {
      row,
      cells,
      values: {
        fields: fields as VehicleValues['fields'],
        productId: productCode === undefined ? null : -1,
        shown: { ...shown, productCode: productCode === undefined ? '' : String(productCode) },
      },
      errors,
    };
  }
}

/**
 * Per batch: the firm's product of each product code (unknown → error), glass codes taken
 * (CREATE) or unknown (UPDATE) — not looked up again by the runner of a validated import —
 * and glass codes repeated in the file.
 */
async function checkKeys(
  scope: ImportScope,
  rows: CheckedRow<VehicleValues>[],
  seen: Set<string>,
): Promise<void> {
  const valid = rows.filter((r) => r.values);
  const products = await findProductIds(
    scope.db,
    scope.firmId,
    valid.flatMap((r) => (r.values!.productId ? [r.values!.shown.productCode!] : [])),
  );
  const glasses = scope.isValidated
    ? null
    : await findWindshieldIds(
        scope.db,
        valid.map((r) => r.values!.fields.glassCode),
      );
  const column = (type: string) => scope.mapping.find((m) => m.columnType === type)!.column;
  for (const r of valid) {
    const v = r.values!;
    const fail = (columnType: string, name: string, value: string) => {
      r.errors.push({
        row: r.row,
        column: column(columnType),
        columnType,
        messageKey: `IMPORTS.ERROR.${name}`,
        value,
      });
      r.values = null;
    };
    const code = v.fields.glassCode;
    if (seen.has(code)) fail('glassCode', 'DUPLICATE_IN_FILE', code);
    else if (scope.mode === 'CREATE' && glasses?.has(code)) fail('glassCode', 'CODE_EXISTS', code);
    else if (scope.mode === 'UPDATE' && glasses && !glasses.has(code))
      fail('glassCode', 'CODE_NOT_FOUND', code);
    seen.add(code);
    if (v.productId && r.values) {
      const id = products.get(v.shown.productCode!.toLowerCase());
      if (id === undefined) fail('productCode', 'UNKNOWN_PRODUCT', v.shown.productCode!);
      else v.productId = id;
    }
  }
}
