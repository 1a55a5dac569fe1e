import type {
  TSaveSupplierOrderBody,
  TServedDemand,
  TSupplierOrder,
  TSupplierOrderLine,
} from '@kontor/contract';
import { toDecimalString } from '../../../lib/forms/decimal-input';
import { fieldMessages } from '../../../lib/forms/field-errors';
import type { PartnerRef } from '../../partners/components/partner-lookup';
import type { ProductRef } from '../../products/components/product-lookup';

export interface HeaderValues {
  supplier: PartnerRef | null;
  currencyCode: string;
  orderDate: string | null;
  wantedDate: string | null;
  note: string;
}

/** A line as the form edits it; `stored` is the saved line (received, cancelled, demand). */
export interface LineValues {
  key: string;
  product: ProductRef | null;
  quantity: string;
  /** '' leaves the price to the server: the supplier's price for the quantity, else 0 */
  unitPrice: string;
  demands: readonly TServedDemand[];
  stored: TSupplierOrderLine | null;
}

/**
 * A stored decimal as a Hungarian input value, exact (`1.1250` → `1,125`, `3.0000` → `3`): a
 * quantity or price read back unchanged saves unchanged.
 */
export function decimalInput(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '').replace('.', ',') : decimal;
}

let nextKey = 0;
export const newLine = (): LineValues => ({
  key: `new-${++nextKey}`,
  product: null,
  quantity: '1',
  unitPrice: '',
  demands: [],
  stored: null,
});

export const emptyHeader = (): HeaderValues => ({
  supplier: null,
  currencyCode: 'HUF',
  orderDate: null,
  wantedDate: null,
  note: '',
});

export function headerOf(order: TSupplierOrder): HeaderValues {
  return {
    supplier: { id: order.supplierId, name: order.supplierName, code: order.supplierCode },
    currencyCode: order.currencyCode,
    orderDate: order.orderDate,
    wantedDate: order.wantedDate,
    note: order.note,
  };
}

export function linesOf(order: TSupplierOrder): LineValues[] {
  return order.lines.map((line) => ({
    key: `line-${line.id}`,
    product: { id: line.productId, code: line.productCode, name: line.productName },
    quantity: decimalInput(line.quantity),
    unitPrice: decimalInput(line.unitPrice),
    demands: line.demands,
    stored: line,
  }));
}

/**
 * The save call's body: the picked lines in their order, each keeping the customer-order lines it
 * serves (an update replaces the lines; the server covers their demand again).
 */
export function bodyOf(header: HeaderValues, lines: readonly LineValues[]): TSaveSupplierOrderBody {
  return {
    supplierId: header.supplier?.id ?? 0,
    currencyCode: header.currencyCode,
    ...(header.orderDate && { orderDate: header.orderDate }),
    wantedDate: header.wantedDate,
    note: header.note,
    lines: lines
      .filter((line) => line.product !== null)
      .map((line) => ({
        productId: line.product?.id ?? 0,
        quantity: toDecimalString(line.quantity) ?? '',
        ...(line.unitPrice.trim() !== '' && { unitPrice: toDecimalString(line.unitPrice) ?? '' }),
        customerOrderLineIds: line.demands.map((d) => d.customerOrderLineId),
      })),
  };
}

/** The supplier order form's field messages (the server's texts are English). */
export const { problemFieldErrors: purchasingProblemErrors } = fieldMessages(
  [
    { path: /^version$/, key: 'PURCHASING.ERROR.STALE' },
    { path: /^supplierId$/, key: 'PURCHASING.ERROR.SUPPLIER' },
    { path: /^currencyCode$/, key: 'PURCHASING.ERROR.CURRENCY' },
    { path: /^lines\.\d+\.productId$/, key: 'PURCHASING.ERROR.PRODUCT' },
    { path: /^lines\.\d+\.quantity$/, key: 'PURCHASING.ERROR.QUANTITY' },
    { path: /^lines\.\d+\.unitPrice$/, key: 'PURCHASING.ERROR.PRICE' },
    {
      path: /customerOrderLineIds/,
      code: 'already_ordered',
      key: 'PURCHASING.ERROR.ALREADY_ORDERED',
    },
    { path: /customerOrderLineIds/, key: 'PURCHASING.ERROR.DEMAND' },
    { path: /^lines$/, key: 'PURCHASING.ERROR.LINES' },
    { path: /Date$/, key: 'PURCHASING.ERROR.DATE' },
  ],
  'PURCHASING.ERROR.INVALID',
);
