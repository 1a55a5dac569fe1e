import type { ReactNode } from 'react';

export interface GridColumn<Row> {
  id: string;
  /** Translated header text */
  header: string;
  /** Width in px */
  width: number;
  align?: 'left' | 'right';
  /** Read-only display (formatted) */
  value: (row: Row) => ReactNode;
  /** Editable when present (and `editable(row)` is not false). */
  editor?: GridEditor<Row>;
  editable?: (row: Row) => boolean;
  /** Optional: the column's cell in the totals row (aligned with the column) */
  footer?: ReactNode;
}

export interface GridEditorProps<Row> {
  row: Row;
  /** The key typed to start editing, if any: the editor starts from it instead of the value. */
  initialText?: string;
  /** Replayed keys ended with Enter or Tab: submit `initialText` at once, as that key would. */
  submitAtOnce: boolean;
  /**
   * Waiting for an answer after Enter or Tab: keys typed from now on are held (not typed into
   * the field) and replayed into the next cell once the edit is committed.
   */
  holdKeys: () => void;
  /** Not committing after all: stops holding and returns the keys held ('\n' Enter, '\t' Tab). */
  releaseKeys: () => string;
  /** Stores `next` and finishes editing; the grid then moves as the finishing key says. */
  commit: (next: Row) => void;
  /** Discards the edit; the grid focuses the cell again. */
  cancel: () => void;
  /** The column's header: the editor's accessible name */
  label?: string;
}

/**
 * Renders the in-cell editor. Call commit(nextRow) to store and finish, cancel() to discard.
 * An editor of its own focuses its field on mount and calls commit on Enter and on Tab (the grid
 * notes which key it was and moves down, right or left after the commit); an Esc the editor does
 * not handle (preventDefault) cancels. The ready-made editors do all this.
 */
export type GridEditor<Row> = (p: GridEditorProps<Row>) => ReactNode;

export interface EditableGridProps<Row> {
  ariaLabel: string;
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  columns: readonly GridColumn<Row>[];
  onRowChange?: (index: number, next: Row) => void;
  /** Insert key / "add row" button / ArrowDown on the last row; appends: the focus goes to the new last row */
  onAddRow?: () => void;
  /** Ctrl+Delete, with the row's delete button */
  onDeleteRow?: (index: number) => void;
  readOnly?: boolean;
  /** Shown on the row, which is then aria-invalid */
  rowError?: (row: Row) => string | undefined;
  selectable?: boolean;
  selected?: ReadonlySet<string>;
  onSelectedChange?: (ids: Set<string>) => void;
  /** Viewport height in px (the most the rows take before they scroll); rows are virtualized */
  height?: number;
  /** Totals row */
  footer?: ReactNode;
  /** Optional: the text of the add-row button (default 'Sor hozzáadása') */
  addRowLabel?: string;
}
