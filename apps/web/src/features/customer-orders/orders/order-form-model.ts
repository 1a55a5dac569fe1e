import type { PRICE_TYPES, TOrder } from '@kontor/contract';
import type { HeaderValues } from '../components/header-fields';
import {
  emptyLine,
  isFilled,
  type LineRow,
  lineBodyOf,
  lineRowOf,
  type Pricing,
} from '../lines/line-model';

export interface OrderValues extends HeaderValues {
  wantedDeliveryDate: string | null;
  /** One of the customer's shipping addresses; null: the billing address */
  deliveryAddressId: number | null;
  internalNote: string;
  customerNote: string;
}

const STOCK = { fulfilment: 'STOCK', fulfilmentPartnerId: null } as const;
export const newOrderLine = (): LineRow => emptyLine({ ...STOCK });

export function emptyOrder(): { values: OrderValues; rows: LineRow[]; pricing: Pricing } {
  return {
    values: {
      customer: null,
      currencyCode: 'HUF',
      salesRepEmployeeId: null,
      wantedDeliveryDate: null,
      deliveryAddressId: null,
      internalNote: '',
      customerNote: '',
    },
    rows: [newOrderLine()],
    pricing: { scale: 0, basis: 'net' },
  };
}

/** Decimals of the amounts as the server answered them ('1200.00' → 2). */
export function scaleOf(amount: string): number {
  return amount.split('.')[1]?.length ?? 0;
}

/** Stored order lines as the editor's rows, with their fulfilment. */
export function orderRowsOf(lines: TOrder['lines']) {
  return lines.map((line) =>
    lineRowOf(line, {
      fulfilment: line.fulfilment,
      fulfilmentPartnerId: line.fulfilmentPartnerId,
      fulfilmentPartnerName: line.fulfilmentPartnerName,
      reservedQuantity: line.reservedQuantity,
      missingQuantity: line.missingQuantity,
    }),
  );
}

export function orderFormOf(order: TOrder) {
  return {
    values: {
      customer: { id: order.customerId, name: order.customerName },
      currencyCode: order.currencyCode,
      salesRepEmployeeId: order.salesRepEmployeeId,
      wantedDeliveryDate: order.wantedDeliveryDate,
      deliveryAddressId: order.deliveryAddressId,
      internalNote: order.internalNote,
      customerNote: order.customerNote,
    } satisfies OrderValues,
    rows: orderRowsOf(order.lines),
    pricing: { scale: scaleOf(order.totals.net), basis: order.priceBasis },
  };
}

/** The create or update body; a stored order keeps its contact and price type. */
export function orderBodyOf(values: OrderValues, rows: readonly LineRow[], stored: TOrder | null) {
  return {
    customerId: values.customer?.id as number,
    contactId: stored?.contactId ?? null,
    currencyCode: values.currencyCode,
    ...(stored
      ? { priceType: stored.priceType as (typeof PRICE_TYPES)[number], branchId: stored.branchId }
      : {}),
    salesRepEmployeeId: values.salesRepEmployeeId,
    wantedDeliveryDate: values.wantedDeliveryDate,
    deliveryAddressId: values.deliveryAddressId,
    internalNote: values.internalNote,
    customerNote: values.customerNote,
    lines: rows.filter(isFilled).map((row) => ({
      ...lineBodyOf(row),
      fulfilment: row.fulfilment?.fulfilment ?? 'STOCK',
      fulfilmentPartnerId: row.fulfilment?.fulfilmentPartnerId ?? null,
    })),
  };
}
