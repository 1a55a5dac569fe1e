import type { TColumnMapping, TColumnType, TImportMode } from '@kontor/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { type CellKind, convertCell, ERR, foldText, issueKey } from './cells.ts';

/** One column type: how its cell is read and which form field's schema checks it. */
export interface ColumnDef {
  id: TColumnType['id'];
  kind: CellKind;
  /** The form's schema of the field (`ZProductBody.shape.code`), so the import checks what the form checks. */
  schema?: z.ZodType;
  /** Message key when the schema refuses a present value for a reason of its own. */
  invalidKey: string;
  /** Header names recognised at upload, besides the label. */
  aliases: string[];
  requiredIn: readonly TImportMode[];
  /** Codes by code or Hungarian label (accent- and case-free). */
  options?: (text: string) => string | null;
}

export interface CellError {
  row: number;
  column: number;
  columnType: string;
  messageKey: string;
  value: string;
}

export const columnLabelKey = (id: string) =>
  `IMPORTS.COLUMN.${id.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;

export function describeColumns(defs: readonly ColumnDef[], mode: TImportMode): TColumnType[] {
  return defs.map((d) => ({
    id: d.id,
    labelKey: columnLabelKey(d.id),
    kind: d.kind,
    isRequired: d.requiredIn.includes(mode),
    aliases: d.aliases,
  }));
}

/** The mapping must use this type's column types and map every column the mode needs. */
export function checkMapping(
  defs: readonly ColumnDef[],
  mode: TImportMode,
  mapping: TColumnMapping,
  columnCount: number,
  together: readonly (readonly string[])[] = [],
): void {
  const errors = mapping.flatMap((m, i) =>
    !defs.some((d) => d.id === m.columnType)
      ? [
          {
            path: `mapping.${i}.columnType`,
            message: 'Not a column type of this import',
            code: 'invalid',
          },
        ]
      : m.column >= columnCount
        ? [{ path: `mapping.${i}.column`, message: 'The file has no such column', code: 'invalid' }]
        : [],
  );
  const mapped = new Set(mapping.map((m) => m.columnType as string));
  // The message of a missing column is its label's dictionary key, so the page can name it.
  const unmapped = (id: string) => ({
    path: 'mapping',
    message: columnLabelKey(id),
    code: 'required',
  });
  for (const d of defs)
    if (d.requiredIn.includes(mode) && !mapped.has(d.id)) errors.push(unmapped(d.id));
  for (const group of together)
    if (group.some((id) => mapped.has(id)) && !mapped.has(group[0]!))
      errors.push(unmapped(group[0]!));
  const missing = errors.filter((e) => e.code === 'required').map((e) => e.message);
  if (errors.length)
    throw new AppError(
      'VALIDATION_FAILED',
      missing.length
        ? `Required column not mapped: ${missing.join(', ')}`
        : 'Invalid column mapping',
      { errors },
    );
}

/** The column for a header text: by the column type's id, label or one of its aliases. */
export function guessColumnType(
  defs: readonly ColumnDef[],
  header: string,
  labelOf: (key: string) => string,
): string | null {
  const h = foldText(header);
  const hit = defs.find(
    (d) =>
      foldText(d.id) === h ||
      foldText(labelOf(columnLabelKey(d.id))) === h ||
      d.aliases.some((a) => foldText(a) === h),
  );
  return hit?.id ?? null;
}

/** A mapped cell read by its column type: the value the form would hold, or an error. */
export interface ReadCell {
  def: ColumnDef;
  column: number;
  text: string;
}

/**
 * Reads the mapped cells of one row: converts each by its kind and checks it with the form's
 * schema (a required column's empty cell is REQUIRED). Answers the values by column type id and the wrong cells.
 */
export function readCells(
  defs: ReadonlyMap<string, ColumnDef>,
  mapping: TColumnMapping,
  mode: TImportMode,
  row: number,
  cells: readonly string[],
): { values: Record<string, unknown>; errors: CellError[]; at: Map<string, ReadCell> } {
  const values: Record<string, unknown> = {};
  const errors: CellError[] = [];
  const at = new Map<string, ReadCell>();
  for (const m of mapping) {
    const def = defs.get(m.columnType);
    if (!def) continue;
    const text = cells[m.column] ?? '';
    at.set(def.id, { def, column: m.column, text });
    const fail = (messageKey: string) =>
      errors.push({ row, column: m.column, columnType: def.id, messageKey, value: text });
    const converted = convertCell(def.kind, text, def.options);
    if (!converted.ok) {
      fail(converted.key);
      continue;
    }
    // An empty optional cell gives nothing: a new row gets the form's default, an update keeps the value.
    if (converted.value === undefined && !def.requiredIn.includes(mode)) continue;
    if (!def.schema) {
      values[def.id] = converted.value;
      continue;
    }
    const parsed = def.schema.safeParse(converted.value);
    if (parsed.success) values[def.id] = parsed.data;
    else fail(issueKey(parsed.error, converted.value, def.invalidKey));
  }
  return { values, errors, at };
}

/** Puts an error on the cell of a column type (or on the row's first mapped column). */
export function errorAt(
  at: ReadonlyMap<string, ReadCell>,
  row: number,
  columnType: string,
  name: string,
): CellError {
  const cell = at.get(columnType) ?? [...at.values()][0];
  return {
    row,
    column: cell?.column ?? 0,
    columnType: cell?.def.id ?? columnType,
    messageKey: ERR(name),
    value: cell?.text ?? '',
  };
}
