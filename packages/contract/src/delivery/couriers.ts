import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPdfFile } from '../products/labels.ts';

/** Label sheet formats as MyGLS names them: four labels on an A4 page, or one per thermo label. */
export const GLS_LABEL_FORMATS = ['A4_2x2', 'Thermo'] as const;
export const ZGlsLabelFormat = z.enum(GLS_LABEL_FORMATS);

export const ZGlsPrintLabelsBody = z.object({
  /** Courier (GLS) orders with parcels; labels already printed are reprinted from Kontor's copy. */
  orderIds: z
    .array(ZId)
    .min(1)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'Each order once'),
  format: ZGlsLabelFormat.default('A4_2x2'),
  /** Pickup date (default today). */
  pickupDate: z.iso.date().optional(),
});
export type TGlsPrintLabelsBody = z.input<typeof ZGlsPrintLabelsBody>;

/** The courier parcels of an order: one per parcel, with the courier's parcel number. */
export const ZCourierParcel = z
  .object({
    orderParcelId: z.int(),
    courier: z.string(),
    parcelNumber: z.string(),
    format: ZGlsLabelFormat,
    printedAt: z.string(),
  })
  .meta({ id: 'CourierParcel' });
export type TCourierParcel = z.infer<typeof ZCourierParcel>;

const tag = 'delivery';

export const courierEndpoints = {
  glsPrintLabels: defineEndpoint({
    method: 'POST',
    path: '/couriers/gls/print-labels',
    tag,
    summary:
      "GLS labels of the orders' parcels as one PDF: new parcels registered with MyGLS once (MyGLS refusal: 400 with its errors in Hungarian; no answer: 503 UNAVAILABLE, a later print never makes a second parcel), printed ones from the stored copy",
    body: ZGlsPrintLabelsBody,
    response: ZPdfFile,
  }),
  courierParcels: defineEndpoint({
    method: 'GET',
    path: '/orders/:orderId/courier-parcels',
    tag,
    summary: "The order's courier parcel numbers",
    params: z.object({ orderId: ZId }),
    response: z.array(ZCourierParcel),
  }),
} as const;
