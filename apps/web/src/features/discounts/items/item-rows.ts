import type { TDiscountItem, TDiscountItemBody, TDiscountTarget } from '@kontor/contract';

/** A percent off the list price, or a fixed net unit price. */
export type ItemMode = 'PERCENT' | 'FIXED';

/** One grid row: a stored item as the user edits it, or a new row not saved yet. */
export interface ItemRow {
  /** The item's id, or `new-N` for a row not saved yet */
  key: string;
  item: TDiscountItem | null;
  target: TDiscountTarget;
  targetId: number | null;
  targetCode: string;
  targetName: string;
  mode: ItemMode;
  amount: string | null;
  minQuantity: string | null;
}

export function rowOf(item: TDiscountItem): ItemRow {
  return {
    key: String(item.id),
    item,
    target: item.target,
    targetId: item.targetId,
    targetCode: item.targetCode,
    targetName: item.targetName,
    mode: item.fixedPrice !== null ? 'FIXED' : 'PERCENT',
    amount: trimZeros(item.fixedPrice ?? item.discountPercent),
    minQuantity: trimZeros(item.minQuantity),
  };
}

export function newRow(n: number): ItemRow {
  return {
    key: `new-${n}`,
    item: null,
    target: 'PRODUCT',
    targetId: null,
    targetCode: '',
    targetName: '',
    mode: 'PERCENT',
    amount: null,
    minQuantity: '0',
  };
}

/** The row aimed at another kind of target: the chosen one no longer fits, so it is cleared. */
export function withTarget(row: ItemRow, target: TDiscountTarget): ItemRow {
  if (row.target === target) return row;
  return { ...row, target, targetId: null, targetCode: '', targetName: '' };
}

/** Text typed into the target cell that names no target: kept in `targetCode`, the row marked. */
export function isTargetUnpicked(row: ItemRow): boolean {
  return row.targetId === null && row.targetCode.trim() !== '';
}

export const unpickedTarget = {
  get: (row: ItemRow) => (isTargetUnpicked(row) ? row.targetCode : ''),
  set: (row: ItemRow, text: string): ItemRow => ({
    ...row,
    targetId: null,
    targetCode: text,
    targetName: '',
  }),
};

/** `12.5000` → `12.5`, so what the grid shows and edits is what the user typed. */
export function trimZeros(value: string | null): string | null {
  if (value === null || !value.includes('.')) return value;
  return value.replace(/\.?0+$/, '');
}

/** The save call's body once the row has a target and an amount; null while it is incomplete. */
export function itemBodyOf(row: ItemRow): TDiscountItemBody | null {
  if (row.targetId === null || row.amount === null) return null;
  return {
    target: row.target,
    targetId: row.targetId,
    minQuantity: row.minQuantity ?? '0',
    discountPercent: row.mode === 'PERCENT' ? row.amount : null,
    fixedPrice: row.mode === 'FIXED' ? row.amount : null,
  };
}

/** Whether the row differs from its stored item (a new row always does once complete). */
export function isChanged(row: ItemRow): boolean {
  const body = itemBodyOf(row);
  if (body === null) return false;
  if (row.item === null) return true;
  const stored = itemBodyOf(rowOf(row.item));
  return JSON.stringify(body) !== JSON.stringify(stored);
}
