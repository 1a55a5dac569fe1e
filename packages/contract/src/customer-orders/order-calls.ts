import { z } from 'zod';
import { ZCodeEntry, ZId, ZLookupQuery } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPdfFile } from '../products/labels.ts';
import {
  ZDispatch,
  ZDispatchBody,
  ZDispatchValidation,
  ZDispatchValidationQuery,
  ZParcelBody,
  ZParcels,
  ZParcelsBody,
  ZReprintLabelBody,
} from './dispatch.ts';
import {
  ZChangeProductBody,
  ZConvertedPrice,
  ZConvertPriceQuery,
  ZOrder,
  ZOrderEmployeeBody,
  ZOrderItems,
  ZOrderLinesChanged,
  ZUpdateOrderLinesBody,
} from './orders.ts';

const tag = 'customer-orders';
const ZOrderParams = z.object({ orderId: ZId });
const ZParcelParams = z.object({ orderId: ZId, parcelId: ZId });

/** Dispatch: validation, stock out (delivery note), parcels and the order label. */
export const dispatchEndpoints = {
  validate: defineEndpoint({
    method: 'GET',
    path: '/orders/validate-before-dispatch',
    tag,
    summary: 'Every reason why the order cannot leave yet, each with its Hungarian message',
    query: ZDispatchValidationQuery,
    response: ZDispatchValidation,
  }),
  dispatch: defineEndpoint({
    method: 'POST',
    path: '/orders/dispatch/:orderId',
    tag,
    summary:
      'Stock out of the reserved storages with a delivery note (SZL); some lines or quantities, or all (then DISPATCHED)',
    params: ZOrderParams,
    body: ZDispatchBody,
    response: ZDispatch,
  }),
  parcels: defineEndpoint({
    method: 'GET',
    path: '/orders/:orderId/parcels',
    tag,
    summary: 'The parcels of the order: count, weight and size',
    params: ZOrderParams,
    response: ZParcels,
  }),
  saveParcels: defineEndpoint({
    method: 'POST',
    path: '/orders/:orderId/parcels',
    tag,
    summary: 'Replace the parcels of the order',
    params: ZOrderParams,
    body: ZParcelsBody,
    response: ZParcels,
  }),
  updateParcel: defineEndpoint({
    method: 'PUT',
    path: '/orders/:orderId/parcels/:parcelId',
    tag,
    summary: 'Change one parcel (not on a CLOSED or CANCELLED order: 409); answers all parcels',
    params: ZParcelParams,
    body: ZParcelBody,
    response: ZParcels,
  }),
  deleteParcel: defineEndpoint({
    method: 'DELETE',
    path: '/orders/:orderId/parcels/:parcelId',
    tag,
    summary: 'Remove one parcel (not on a CLOSED or CANCELLED order: 409); answers the rest',
    params: ZParcelParams,
    response: ZParcels,
  }),
  reprintLabel: defineEndpoint({
    method: 'POST',
    path: '/orders/:orderId/reprint-order-label',
    tag,
    summary: 'The order label as a PDF: order number as a barcode, customer and delivery address',
    params: ZOrderParams,
    body: ZReprintLabelBody,
    response: ZPdfFile,
  }),
};

/** The other order calls of the catalogue (spec 001 §7 Customer orders, Orders). */
export const orderCallEndpoints = {
  updateOrder: defineEndpoint({
    method: 'POST',
    path: '/customer-order/:orderId/update-order',
    tag,
    summary:
      'Change, add or delete single lines of a DRAFT or CONFIRMED order; answers the header and the changed lines only',
    params: ZOrderParams,
    body: ZUpdateOrderLinesBody,
    response: ZOrderLinesChanged,
  }),
  createdBy: defineEndpoint({
    method: 'PUT',
    path: '/customer-order/created-by',
    tag,
    summary: 'Set the employee who took the order',
    body: ZOrderEmployeeBody,
    response: ZOrder,
  }),
  modifiedBy: defineEndpoint({
    method: 'PUT',
    path: '/customer-order/modified-by',
    tag,
    summary: 'Set the employee who last changed the order',
    body: ZOrderEmployeeBody,
    response: ZOrder,
  }),
  items: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:orderId/items',
    tag,
    summary: 'The lines of the order with reserved, missing and dispatched quantities',
    params: ZOrderParams,
    response: ZOrderItems,
  }),
  changeProduct: defineEndpoint({
    method: 'POST',
    path: '/order-items/:subItemId/change-product',
    tag,
    summary: 'Substitute the line’s product: quantity kept, re-priced (DRAFT or CONFIRMED)',
    params: z.object({ subItemId: ZId }),
    body: ZChangeProductBody,
    response: ZOrder,
  }),
  customers: defineEndpoint({
    method: 'GET',
    path: '/orders/customer/mac',
    tag,
    summary: 'Customers by code or name fragment (the order filter and form)',
    query: ZLookupQuery,
    response: z.array(ZCodeEntry),
  }),
  convertPrice: defineEndpoint({
    method: 'GET',
    path: '/orders/convert-price-to-order-currency-and-set-scale',
    tag,
    summary:
      'A price converted to the order’s currency at the order’s MNB rate, rounded to that currency’s scale',
    query: ZConvertPriceQuery,
    response: ZConvertedPrice,
  }),
};
