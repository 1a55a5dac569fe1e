import type { TColumnMapping, TImportMode, TImportType } from '@kontor/contract';
import type { Db } from '../../platform/db/database.ts';
import type { CellError, ColumnDef } from './columns.ts';

/** A data row after checking: its values when every mapped cell passed, and the wrong cells. */
export interface CheckedRow<V> {
  row: number;
  cells: string[];
  values: V | null;
  errors: CellError[];
}

/** What a file import needs to know; one run of validation or import has one `Session`. */
export interface ImportScope {
  db: Db;
  firmId: number;
  mode: TImportMode;
  mapping: TColumnMapping;
  /**
   * Set by the runner of a validated import: the file (stored, never changed) was checked against
   * the database by the validation, whose wrong rows the runner skips, so the checker converts
   * cells but need not look codes up again (the write's conflict handling covers the meantime).
   */
  isValidated?: boolean;
}

export interface WrittenRow {
  row: number;
  entityId: number | null;
}

/**
 * An import type (partners, products, services): its column types, the checks of a batch of rows
 * (the form's rules per cell, then the database: unknown codes, codes taken, duplicates in the
 * file) and the write of a batch of valid rows inside the caller's transaction.
 */
export interface Importer<V> {
  type: TImportType;
  defs: readonly ColumnDef[];
  /** Column groups whose first member must be mapped when any member is. */
  together?: readonly (readonly string[])[];
  /** A checker for one pass over a file: it remembers the keys seen, to find duplicates. */
  checker(
    scope: ImportScope,
  ): Promise<(batch: { row: number; cells: string[] }[]) => Promise<CheckedRow<V>[]>>;
  write(tx: Db, scope: ImportScope, rows: CheckedRow<V>[], audit: AuditInfo): Promise<WrittenRow[]>;
  /** The values of a row as they will be stored, per mapped column type, for the preview. */
  show(values: V, columnType: string): string;
}

export interface AuditInfo {
  userId: number | null;
  requestId: string;
}
