/** Where the active cell is: a row index and a data column index. */
export interface CellPosition {
  row: number;
  col: number;
}

/** What a key pressed on a cell (not while editing) asks the grid to do. */
export type GridKeyAction =
  | { kind: 'move'; to: CellPosition }
  | { kind: 'edit'; initialText?: string }
  | { kind: 'add' }
  | { kind: 'delete' }
  | { kind: 'toggleSelection' };

export interface GridKeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * The grid's key map outside editing (ARCHITECTURE.md, "Editable grid"). `rowCount` and
 * `colCount` are at least 1; `pageRows` is how many rows a page key jumps. Returns null for a key
 * the grid leaves to the browser (Tab at the grid's edges leaves the grid).
 */
export function gridKeyAction(
  event: GridKeyInput,
  at: CellPosition,
  size: { rowCount: number; colCount: number; pageRows: number; canAddRow: boolean },
): GridKeyAction | null {
  const lastRow = size.rowCount - 1;
  const lastCol = size.colCount - 1;
  const move = (row: number, col: number): GridKeyAction => ({
    kind: 'move',
    to: { row: Math.min(Math.max(row, 0), lastRow), col: Math.min(Math.max(col, 0), lastCol) },
  });
  const withCtrl = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowDown':
      return at.row === lastRow && size.canAddRow ? { kind: 'add' } : move(at.row + 1, at.col);
    case 'ArrowUp':
      return move(at.row - 1, at.col);
    case 'ArrowLeft':
      return move(at.row, at.col - 1);
    case 'ArrowRight':
      return move(at.row, at.col + 1);
    case 'Home':
      return withCtrl ? move(0, 0) : move(at.row, 0);
    case 'End':
      return withCtrl ? move(lastRow, lastCol) : move(at.row, lastCol);
    case 'PageDown':
      return move(at.row + size.pageRows, at.col);
    case 'PageUp':
      return move(at.row - size.pageRows, at.col);
    case 'Tab':
      if (event.shiftKey) {
        if (at.col > 0) return move(at.row, at.col - 1);
        return at.row > 0 ? move(at.row - 1, lastCol) : null;
      }
      if (at.col < lastCol) return move(at.row, at.col + 1);
      return at.row < lastRow ? move(at.row + 1, 0) : null;
    case 'Enter':
    case 'F2':
      return { kind: 'edit' };
    case 'Insert':
      return size.canAddRow ? { kind: 'add' } : null;
    case 'Delete':
      return withCtrl ? { kind: 'delete' } : null;
    case ' ':
      return { kind: 'toggleSelection' };
    default:
      // A printable character starts editing with it (as in a spreadsheet).
      return event.key.length === 1 && !withCtrl && !event.altKey
        ? { kind: 'edit', initialText: event.key }
        : null;
  }
}

/** Where the active cell goes once an edit is committed with Enter, Tab or Shift+Tab. */
export function moveAfterCommit(
  key: 'down' | 'right' | 'left' | null,
  at: CellPosition,
  size: { rowCount: number; colCount: number },
): CellPosition {
  const lastRow = size.rowCount - 1;
  const lastCol = size.colCount - 1;
  if (key === 'down') return { row: Math.min(at.row + 1, lastRow), col: at.col };
  if (key === 'right') {
    if (at.col < lastCol) return { row: at.row, col: at.col + 1 };
    return at.row < lastRow ? { row: at.row + 1, col: 0 } : at;
  }
  if (key === 'left') {
    if (at.col > 0) return { row: at.row, col: at.col - 1 };
    return at.row > 0 ? { row: at.row - 1, col: lastCol } : at;
  }
  return at;
}
