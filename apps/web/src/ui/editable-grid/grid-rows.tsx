import { ActionIcon, Checkbox, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './editable-grid.module.css';
import type { GridColumn } from './types';

/** Width of the selection column and of the row actions column (px). */
export const SELECT_WIDTH = 40;
export const ACTIONS_WIDTH = 48;

/** A click on a row's box or button leaves the focus on the active cell, where the keys work. */
const keepCellFocus = (event: MouseEvent) => event.preventDefault();

export const cellKey = (row: number, col: number) => `${row}:${col}`;

export interface GridRowProps<Row> {
  row: Row;
  index: number;
  columns: readonly GridColumn<Row>[];
  widths: readonly number[];
  style: CSSProperties;
  /** The active data column when this row holds the active cell */
  activeCol: number | null;
  /** The data column being edited in this row, and its editor */
  editingCol: number | null;
  editor: ReactNode;
  isEditable: (col: number) => boolean;
  error: string | undefined;
  errorId: string;
  selectable: boolean;
  isSelected: boolean;
  onToggleSelected: () => void;
  onDelete: (() => void) | undefined;
  onCellMouseDown: (col: number) => void;
  /** A cell took the focus (the grid's own move, or a form showing a marked row) */
  onCellFocus: (col: number) => void;
  onCellDoubleClick: (col: number) => void;
}

/** One body row: the selection box, the cells (one of them possibly editing), the row's actions. */
export function GridRow<Row>(p: GridRowProps<Row>) {
  const { t } = useTranslation();
  const rowNumber = p.index + 1;
  const offset = p.selectable ? 2 : 1;
  return (
    <div
      role="row"
      aria-rowindex={p.index + 2}
      aria-selected={p.selectable ? p.isSelected : undefined}
      aria-invalid={p.error ? true : undefined}
      aria-describedby={p.error ? p.errorId : undefined}
      data-editing={p.editingCol !== null || undefined}
      className={classes.row}
      style={p.style}
    >
      {p.selectable && (
        <SelectBoxCell
          role="gridcell"
          checked={p.isSelected}
          label={t('UI.GRID_SELECT_ROW', { row: rowNumber })}
          onToggle={p.onToggleSelected}
        />
      )}
      {p.columns.map((column, col) => {
        const isActive = p.activeCol === col;
        const isEditing = p.editingCol === col;
        return (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={col + offset}
            aria-readonly={p.isEditable(col) ? undefined : true}
            tabIndex={isActive && !isEditing ? 0 : -1}
            data-cell={cellKey(p.index, col)}
            data-column={column.id}
            data-active={isActive || undefined}
            data-editing={isEditing || undefined}
            data-align={column.align}
            className={classes.cell}
            style={{ width: p.widths[col] }}
            onMouseDown={() => p.onCellMouseDown(col)}
            onFocus={(event) => {
              if (event.target === event.currentTarget) p.onCellFocus(col);
            }}
            onDoubleClick={() => p.onCellDoubleClick(col)}
          >
            {isEditing ? p.editor : column.value(p.row)}
          </div>
        );
      })}
      <div
        role="gridcell"
        aria-colindex={p.columns.length + offset}
        className={`${classes.cell} ${classes.actions}`}
        style={{ width: ACTIONS_WIDTH }}
      >
        {p.error && (
          <Tooltip label={p.error}>
            <span id={p.errorId} className={classes.rowError}>
              <IconAlertTriangle size={16} aria-label={p.error} role="img" />
            </span>
          </Tooltip>
        )}
        {p.onDelete && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            tabIndex={-1}
            onMouseDown={keepCellFocus}
            aria-label={t('UI.GRID_DELETE_ROW', { row: rowNumber })}
            onClick={p.onDelete}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </div>
    </div>
  );
}

/** The selection box of a row (or, in the header, of every row), first in the row. */
export function SelectBoxCell(p: {
  role: 'gridcell' | 'columnheader';
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onToggle: () => void;
}) {
  const box = (
    <Checkbox
      size="xs"
      tabIndex={-1}
      onMouseDown={keepCellFocus}
      checked={p.checked}
      indeterminate={p.indeterminate}
      aria-label={p.label}
      onChange={p.onToggle}
    />
  );
  const style = { width: SELECT_WIDTH };
  return p.role === 'gridcell' ? (
    <div role="gridcell" aria-colindex={1} className={classes.cell} style={style}>
      {box}
    </div>
  ) : (
    <div role="columnheader" aria-colindex={1} className={classes.cell} style={style}>
      {box}
    </div>
  );
}
