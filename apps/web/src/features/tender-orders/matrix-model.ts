import {
  lineMargin,
  type TTenderLineInput,
  type TTenderMargin,
  type TTenderOrder,
  totalMargin,
} from '@kontor/contract';

/** One supplier's offer in a row: its price (null: no offer) and lead time in days. */
export interface MatrixCell {
  unitPrice: string | null;
  leadTimeDays: string | null;
}

/** A row of the quote matrix: the line and its offers by supplier id, the chosen supplier. */
export interface MatrixRow {
  key: string;
  productId: number | null;
  productCode: string;
  productName: string;
  quantity: string | null;
  salePrice: string | null;
  cells: Record<number, MatrixCell>;
  chosen: number | null;
}

export interface MatrixSupplier {
  id: number;
  name: string;
}

let keys = 0;
const newKey = () => {
  keys += 1;
  return `new-${keys}`;
};

export const emptyRow = (): MatrixRow => ({
  key: newKey(),
  productId: null,
  productCode: '',
  productName: '',
  quantity: null,
  salePrice: null,
  cells: {},
  chosen: null,
});

export function rowsOf(tender: TTenderOrder): MatrixRow[] {
  return tender.lines.map((line) => ({
    key: String(line.id),
    productId: line.productId,
    productCode: line.productCode,
    productName: line.productName,
    quantity: line.quantity,
    salePrice: line.salePrice,
    cells: Object.fromEntries(
      line.offers.map((o) => [
        o.supplierId,
        { unitPrice: o.unitPrice, leadTimeDays: String(o.leadTimeDays) },
      ]),
    ),
    chosen: line.offers.find((o) => o.isChosen)?.supplierId ?? null,
  }));
}

/** A cell's price when it is an offer (a price typed in). */
export const offerPrice = (row: MatrixRow, supplierId: number) =>
  row.cells[supplierId]?.unitPrice ?? null;

/**
 * The row with one cell changed; clearing the chosen supplier's price also clears the choice,
 * so a line is never chosen from a supplier without an offer.
 */
export function withCell(row: MatrixRow, supplierId: number, cell: Partial<MatrixCell>): MatrixRow {
  const next = { unitPrice: null, leadTimeDays: null, ...row.cells[supplierId], ...cell };
  const lost = next.unitPrice === null && row.chosen === supplierId;
  return { ...row, cells: { ...row.cells, [supplierId]: next }, chosen: lost ? null : row.chosen };
}

/** The body's lines: rows without a product are left out; an offer is a cell with a price. */
export function linesOf(rows: readonly MatrixRow[]): TTenderLineInput[] {
  return rows
    .filter((row) => row.productId !== null)
    .map((row) => ({
      productId: row.productId!,
      quantity: row.quantity ?? '',
      salePrice: row.salePrice ?? '',
      offers: Object.entries(row.cells)
        .filter(([, cell]) => cell.unitPrice !== null)
        .map(([supplierId, cell]) => ({
          supplierId: Number(supplierId),
          unitPrice: cell.unitPrice!,
          leadTimeDays: cell.leadTimeDays === null ? 0 : Number(cell.leadTimeDays),
          isChosen: row.chosen === Number(supplierId),
        })),
    }));
}

const marginInput = (row: MatrixRow) =>
  row.quantity === null || row.salePrice === null
    ? null
    : {
        quantity: row.quantity,
        salePrice: row.salePrice,
        cost: row.chosen === null ? null : offerPrice(row, row.chosen),
      };

/** The row's margin as the server words it (contract margin.ts); null until it has numbers. */
export function rowMargin(row: MatrixRow): TTenderMargin | null {
  const input = marginInput(row);
  return input && lineMargin(input);
}

export function matrixTotals(rows: readonly MatrixRow[]): TTenderMargin {
  return totalMargin(rows.flatMap((row) => marginInput(row) ?? []));
}
