import { Button, Group, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  type ColumnDef,
  columnSizingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  useVirtualizer,
} from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import classes from './editable-grid.module.css';
import { type CellPosition, gridKeyAction, moveAfterCommit } from './grid-keys';
import { ACTIONS_WIDTH, cellKey, GridRow, SELECT_WIDTH, SelectBoxCell } from './grid-rows';
import { REPLAY, splitHeldKeys, useHeldKeys } from './held-keys';
import type { EditableGridProps, GridColumn } from './types';

/** Row and header heights (px): fixed, so the virtualizer needs no measuring. */
export const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 36;
const FOOTER_HEIGHT = 36;
const DEFAULT_HEIGHT = 420;
/** Rows rendered beyond the visible ones, for smooth scrolling. */
const OVERSCAN = 6;

const features = tableFeatures({ columnSizingFeature });
type TableRow = Record<string, unknown>;

interface Editing {
  rowId: string;
  col: number;
  initialText?: string;
  /** Replayed keys ended with Enter or Tab: the editor submits its text at once */
  submitAtOnce?: boolean;
  session: number;
}

type CommitMove = 'down' | 'right' | 'left' | null;

/**
 * The shared editable grid (ARCHITECTURE.md, "Editable grid"): a spreadsheet-like ARIA grid over
 * `rows`, virtualized, edited in place by each column's editor and driven by the keyboard alone.
 * The grid owns only the active cell and the editing state; the rows belong to the caller.
 */
export function EditableGrid<Row>(p: EditableGridProps<Row>) {
  const { t } = useTranslation();
  const { rows, columns, getRowId, readOnly = false, selectable = false } = p;
  const baseId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const sessionRef = useRef(0);
  const commitMoveRef = useRef<CommitMove>(null);
  /** The active cell takes the focus after the next render (only while the grid holds it). */
  const focusPendingRef = useRef(false);
  /** A row added from outside the grid (its button): the new row takes the focus all the same. */
  const focusForcedRef = useRef(false);
  const scrollPendingRef = useRef(false);
  /** The cell clicked while another was editing: where the focus goes once that edit ends. */
  const clickedRef = useRef<CellPosition | null>(null);
  const heldRef = useHeldKeys();

  // The column model and sizes come from TanStack Table; the grid renders its own markup.
  // (TanStack's rows must be objects; the grid's API takes any row type, hence the casts.)
  const columnDefs = useMemo<ColumnDef<typeof features, TableRow>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header, size: column.width })),
    [columns],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as unknown as readonly TableRow[],
    getRowId: getRowId as unknown as (row: TableRow) => string,
  });
  const widths = table.getAllLeafColumns().map((column) => column.getSize());
  const tableRows = table.getRowModel().rows;
  const totalWidth = table.getTotalSize() + ACTIONS_WIDTH + (selectable ? SELECT_WIDTH : 0);

  const rowCount = rows.length;
  const colCount = columns.length;
  const at: CellPosition = {
    row: Math.min(active.row, Math.max(rowCount - 1, 0)),
    col: Math.min(active.col, Math.max(colCount - 1, 0)),
  };
  const viewportHeight = p.height ?? DEFAULT_HEIGHT;
  const hasColumnFooter = columns.some((column) => column.footer !== undefined);
  const hasFooter = p.footer !== undefined || hasColumnFooter;
  const canAddRow = !readOnly && p.onAddRow !== undefined;
  const canDeleteRow = !readOnly && p.onDeleteRow !== undefined;

  // The active row is always rendered, so the grid keeps its one tab stop however far it scrolls.
  const activeIndex = at.row;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < range.count && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => gridRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => getRowId(rows[index] as Row),
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    scrollPaddingEnd: hasFooter ? FOOTER_HEIGHT : 0,
    rangeExtractor,
    initialRect: { width: 0, height: viewportHeight },
    // Before layout (and in tests) the element has no height: the viewport's given height counts.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report({ width: rect.width, height: rect.height || viewportHeight }),
      ),
  });

  const isEditable = useCallback(
    (row: Row | undefined, col: number) => {
      const column = columns[col];
      return (
        !readOnly &&
        row !== undefined &&
        column?.editor !== undefined &&
        column.editable?.(row) !== false
      );
    },
    [columns, readOnly],
  );

  const goTo = (to: CellPosition) => {
    setActive(to);
    focusPendingRef.current = true;
    scrollPendingRef.current = true;
  };

  const startEdit = (position: CellPosition, initialText?: string, submitAtOnce = false) => {
    const row = rows[position.row];
    if (!row || !isEditable(row, position.col)) return false;
    sessionRef.current += 1;
    setActive(position);
    setEditing({
      rowId: getRowId(row),
      col: position.col,
      initialText,
      submitAtOnce,
      session: sessionRef.current,
    });
    scrollPendingRef.current = true;
    return true;
  };

  const finishEdit = (session: number, next: Row | null) => {
    if (!editing || editing.session !== session || sessionRef.current !== session) return;
    sessionRef.current += 1;
    const index = rows.findIndex((row) => getRowId(row) === editing.rowId);
    if (next !== null && index >= 0) p.onRowChange?.(index, next);
    const from = { row: index >= 0 ? index : at.row, col: editing.col };
    const move = next !== null ? commitMoveRef.current : null;
    // Keys typed while the editor waited go to the next cell, which may be the row the change
    // adds below (the lines grid keeps a blank last line).
    const isReplaying =
      next !== null && heldRef.current?.owner === session && heldRef.current.keys !== '';
    heldRef.current = isReplaying ? { owner: REPLAY, keys: heldRef.current?.keys ?? '' } : null;
    const size = { rowCount: rowCount + (isReplaying ? 1 : 0), colCount };
    setEditing(null);
    goTo(clickedRef.current ?? moveAfterCommit(move, from, size));
    clickedRef.current = null;
  };

  /** The next cell has the focus: the keys typed meanwhile edit it (and Enter or Tab submit). */
  const replayHeldKeys = (position: CellPosition) => {
    const held = heldRef.current;
    if (held?.owner !== REPLAY) return;
    heldRef.current = null;
    if (held.keys === '') return;
    const { text, submitKey, rest } = splitHeldKeys(held.keys);
    if (submitKey === null) {
      startEdit(position, text);
      return;
    }
    commitMoveRef.current = submitKey === 'Enter' ? 'down' : 'right';
    // Still held until the editor takes them (holdKeys) as it submits.
    heldRef.current = { owner: REPLAY, keys: rest };
    if (!startEdit(position, text, true)) heldRef.current = null;
  };

  const addRow = () => {
    if (!p.onAddRow) return;
    p.onAddRow();
    const firstEditable = columns.findIndex((column) => column.editor !== undefined);
    goTo({ row: rowCount, col: Math.max(firstEditable, 0) });
    focusForcedRef.current = true;
  };

  const toggleSelected = (id: string) => {
    const next = new Set(p.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    p.onSelectedChange?.(next);
  };

  // After the active cell moved: scroll it into view, then focus it if the grid holds the focus.
  useEffect(() => {
    if (scrollPendingRef.current && rowCount > 0) {
      scrollPendingRef.current = false;
      virtualizer.scrollToIndex(at.row, { align: 'auto' });
    }
    if (!focusPendingRef.current || editing) return;
    const grid = gridRef.current;
    const focused = document.activeElement;
    const isElsewhere = focused && focused !== document.body && !grid?.contains(focused);
    if (!grid || (isElsewhere && !focusForcedRef.current)) {
      focusPendingRef.current = false;
      heldRef.current = null;
      return;
    }
    const cell = grid.querySelector<HTMLElement>(`[data-cell="${cellKey(at.row, at.col)}"]`);
    const target = cell ?? grid.querySelector<HTMLElement>('[data-empty]');
    target?.focus({ preventScroll: true });
    if (cell) revealHorizontally(grid, cell, selectable ? SELECT_WIDTH : 0);
    revealInPage(cell ?? grid);
    // A row being added is not there yet: keep the focus pending until it is.
    if (active.row < rowCount || rowCount === 0) {
      focusPendingRef.current = false;
      focusForcedRef.current = false;
      if (cell) replayHeldKeys(at);
      else heldRef.current = null;
    }
  });

  // An editor started by replayed keys that did not take the rest (not a lookup): release them.
  useEffect(() => {
    if (editing?.submitAtOnce && heldRef.current?.owner === REPLAY) heldRef.current = null;
  });

  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    clickedRef.current = null;
    if (!editing) return;
    const isTab = event.key === 'Tab';
    commitMoveRef.current =
      event.key === 'Enter' ? 'down' : isTab ? (event.shiftKey ? 'left' : 'right') : null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (editing) {
      // The editor commits on Enter and Tab itself; the focus must not leave the grid meanwhile.
      if (event.key === 'Tab') event.preventDefault();
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        finishEdit(editing.session, null);
      }
      return;
    }
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLButtonElement) {
      return;
    }
    const pageRows = Math.max(1, Math.floor((viewportHeight - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
    const action =
      rowCount === 0
        ? event.key === 'Insert' && canAddRow
          ? ({ kind: 'add' } as const)
          : null
        : gridKeyAction(event, at, { rowCount, colCount, pageRows, canAddRow });
    if (!action) return;
    if (action.kind === 'move') goTo(action.to);
    else if (action.kind === 'edit') {
      if (!startEdit(at, action.initialText) && action.initialText === undefined) return;
    } else if (action.kind === 'add') addRow();
    else if (action.kind === 'delete') {
      if (!canDeleteRow) return;
      p.onDeleteRow?.(at.row);
      goTo({ row: Math.max(0, Math.min(at.row, rowCount - 2)), col: at.col });
    } else if (action.kind === 'toggleSelection') {
      if (!selectable) return;
      const row = rows[at.row];
      if (row) toggleSelected(getRowId(row));
    }
    event.preventDefault();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next !== null) focusPendingRef.current = false;
  }

  const allSelected = rowCount > 0 && rows.every((row) => p.selected?.has(getRowId(row)));
  const someSelected = rows.some((row) => p.selected?.has(getRowId(row)));
  const activeError = rows[at.row] ? p.rowError?.(rows[at.row] as Row) : undefined;
  const colOffset = selectable ? 2 : 1;
  const ariaRowCount = rowCount + 1 + (hasFooter ? 1 : 0);
  const helpId = `${baseId}-help`;
  const rowStyle = { width: totalWidth, height: ROW_HEIGHT };

  return (
    <div>
      <div className={classes.root}>
        <div
          ref={gridRef}
          role="grid"
          aria-label={p.ariaLabel}
          aria-rowcount={ariaRowCount}
          aria-colcount={colCount + colOffset}
          aria-readonly={readOnly || undefined}
          aria-multiselectable={selectable || undefined}
          aria-describedby={helpId}
          className={classes.viewport}
          style={{ maxHeight: viewportHeight }}
          onKeyDownCapture={onKeyDownCapture}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        >
          <div role="rowgroup" className={classes.head}>
            <div role="row" aria-rowindex={1} className={classes.row} style={rowStyle}>
              {selectable && (
                <SelectBoxCell
                  role="columnheader"
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  label={t('UI.GRID_SELECT_ALL')}
                  onToggle={() =>
                    p.onSelectedChange?.(allSelected ? new Set() : new Set(rows.map(getRowId)))
                  }
                />
              )}
              {table.getHeaderGroups()[0]?.headers.map((header, col) => (
                <div
                  key={header.id}
                  role="columnheader"
                  aria-colindex={col + colOffset}
                  data-align={columns[col]?.align}
                  className={`${classes.cell} ${classes.headerCell}`}
                  style={{ width: header.getSize() }}
                >
                  {/* A narrow column (a phone's) cuts its header with an ellipsis, whole on hover. */}
                  <span className={classes.headerText} title={columns[col]?.header}>
                    {columns[col]?.header}
                  </span>
                </div>
              ))}
              <div
                role="columnheader"
                aria-colindex={colCount + colOffset}
                className={`${classes.cell} ${classes.actions}`}
                style={{ width: ACTIONS_WIDTH }}
              >
                <VisuallyHidden>{t('UI.GRID_ROW_ACTIONS')}</VisuallyHidden>
              </div>
            </div>
          </div>
          <div
            role="rowgroup"
            className={classes.body}
            style={{
              height: rowCount === 0 ? ROW_HEIGHT : virtualizer.getTotalSize(),
              width: totalWidth,
            }}
          >
            {rowCount === 0 && (
              <div role="row" aria-rowindex={2} className={classes.row} style={rowStyle}>
                <div
                  role="gridcell"
                  aria-colindex={1}
                  aria-colspan={colCount + colOffset}
                  tabIndex={0}
                  data-empty
                  className={`${classes.cell} ${classes.empty}`}
                  style={{ width: totalWidth }}
                >
                  {t('UI.GRID_NO_ROWS')}
                </div>
              </div>
            )}
            {virtualizer.getVirtualItems().map((item) => {
              const row = tableRows[item.index]?.original as Row | undefined;
              if (row === undefined) return null;
              const id = getRowId(row);
              const isActiveRow = item.index === at.row;
              const editingCol = editing?.rowId === id ? editing.col : null;
              const column = editingCol === null ? undefined : columns[editingCol];
              const session = editing?.session ?? 0;
              return (
                <GridRow<Row>
                  key={item.key}
                  row={row}
                  index={item.index}
                  columns={columns}
                  widths={widths}
                  style={{ ...rowStyle, transform: `translateY(${item.start - HEADER_HEIGHT}px)` }}
                  activeCol={isActiveRow ? at.col : null}
                  editingCol={editingCol}
                  editor={column?.editor?.({
                    row,
                    label: column.header,
                    initialText: editing?.initialText,
                    submitAtOnce: editing?.submitAtOnce ?? false,
                    holdKeys: () => {
                      const keys = heldRef.current?.owner === REPLAY ? heldRef.current.keys : '';
                      heldRef.current = { owner: session, keys };
                    },
                    releaseKeys: () => {
                      const keys = heldRef.current?.owner === session ? heldRef.current.keys : '';
                      if (heldRef.current?.owner === session) heldRef.current = null;
                      return keys;
                    },
                    commit: (next) => finishEdit(session, next),
                    cancel: () => finishEdit(session, null),
                  })}
                  isEditable={(col) => isEditable(row, col)}
                  error={p.rowError?.(row)}
                  errorId={`${baseId}-error-${item.index}`}
                  selectable={selectable}
                  isSelected={p.selected?.has(id) ?? false}
                  onToggleSelected={() => toggleSelected(id)}
                  onDelete={canDeleteRow ? () => p.onDeleteRow?.(item.index) : undefined}
                  onCellMouseDown={(col) => {
                    if (editingCol === col) return;
                    const position = { row: item.index, col };
                    if (editing) clickedRef.current = position;
                    setActive(position);
                    focusPendingRef.current = true;
                  }}
                  onCellDoubleClick={(col) => startEdit({ row: item.index, col })}
                  onCellFocus={(col) => {
                    if (!editing && (at.row !== item.index || at.col !== col))
                      setActive({ row: item.index, col });
                  }}
                />
              );
            })}
          </div>
          {hasFooter && (
            <GridFooter
              columns={columns}
              widths={widths}
              footer={p.footer}
              selectable={selectable}
              ariaRowIndex={ariaRowCount}
              style={rowStyle}
            />
          )}
        </div>
      </div>
      <VisuallyHidden id={helpId}>{t('UI.GRID_KEYBOARD_HELP')}</VisuallyHidden>
      {activeError && (
        <div className={classes.status} aria-live="polite">
          {t('UI.GRID_ROW_ERROR', { row: at.row + 1, error: activeError })}
        </div>
      )}
      {canAddRow && (
        <Group mt="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={addRow}
          >
            {p.addRowLabel ?? t('UI.GRID_ADD_ROW')}
          </Button>
        </Group>
      )}
    </div>
  );
}

/** Keeps the focused cell visible when the columns are wider than the viewport. */
function revealHorizontally(grid: HTMLElement, cell: HTMLElement, stickyLeft: number) {
  const left = cell.offsetLeft - stickyLeft;
  const right = cell.offsetLeft + cell.offsetWidth;
  if (left < grid.scrollLeft) grid.scrollLeft = left;
  else if (right > grid.scrollLeft + grid.clientWidth) grid.scrollLeft = right - grid.clientWidth;
}

/** The page scrolls to the focused cell when it lies outside the window (the grid scrolls itself). */
function revealInPage(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'nearest' });
}

function GridFooter<Row>(p: {
  columns: readonly GridColumn<Row>[];
  widths: readonly number[];
  footer: ReactNode;
  selectable: boolean;
  ariaRowIndex: number;
  style: CSSProperties;
}) {
  const offset = p.selectable ? 2 : 1;
  const hasColumnFooter = p.columns.some((column) => column.footer !== undefined);
  return (
    <div role="rowgroup" className={classes.foot}>
      <div role="row" aria-rowindex={p.ariaRowIndex} className={classes.row} style={p.style}>
        {p.selectable && (
          <div
            role="gridcell"
            aria-colindex={1}
            className={classes.cell}
            style={{ width: SELECT_WIDTH }}
          />
        )}
        {hasColumnFooter ? (
          p.columns.map((column, col) => (
            <div
              key={column.id}
              role="gridcell"
              aria-colindex={col + offset}
              data-align={column.align}
              className={classes.cell}
              style={{ width: p.widths[col] }}
            >
              {col === 0 && column.footer === undefined ? p.footer : column.footer}
            </div>
          ))
        ) : (
          <div role="gridcell" aria-colindex={offset} className={classes.cell} style={{ flex: 1 }}>
            {p.footer}
          </div>
        )}
      </div>
    </div>
  );
}
