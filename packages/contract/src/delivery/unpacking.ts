import { z } from 'zod';
import { ZDecimal, ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPdfFile } from '../products/labels.ts';
import { ZDeliveryVersion, ZDeliveryVersionBody, ZFeeAmount } from './common.ts';

/**
 * Size classes of a parcel by its longest side (README 'Unpacking fees'):
 * S ≤ 60 cm, M ≤ 120 cm, L ≤ 200 cm, XL longer.
 */
export const SIZE_CLASSES = ['S', 'M', 'L', 'XL'] as const;
export const ZSizeClass = z.enum(SIZE_CLASSES);
export const SIZE_CLASS_MAX_CM = { S: 60, M: 120, L: 200, XL: null } as const;

export const ZUnpackingFeeBody = z.object({
  /** Null: products of any other group. */
  productGroupId: ZId.nullable().default(null),
  sizeClass: ZSizeClass,
  /** Net HUF per piece of the order's products of the group. */
  amount: ZFeeAmount,
  serviceProductId: ZId.nullable().default(null),
  isActive: z.boolean().default(true),
});
export type TUnpackingFeeBody = z.input<typeof ZUnpackingFeeBody>;
export const ZUpdateUnpackingFeeBody = ZUnpackingFeeBody.extend({ version: ZDeliveryVersion });

export const ZUnpackingFee = z
  .object({
    id: z.int(),
    productGroupId: z.int().nullable(),
    productGroupName: z.string().nullable(),
    sizeClass: ZSizeClass,
    amount: ZDecimal,
    serviceProductId: z.int().nullable(),
    serviceProductCode: z.string().nullable(),
    isActive: z.boolean(),
    version: z.int(),
  })
  .meta({ id: 'UnpackingFee' });
export type TUnpackingFee = z.infer<typeof ZUnpackingFee>;

/** The UnpackingLabelPrinter popup: labels that mark an order's parcels to be unpacked. */
export const ZUnpackingLabelBody = z.object({
  orderId: ZId,
  /** The product label printer's sizes (mm). */
  widthMm: z.int().min(30).max(300).default(100),
  heightMm: z.int().min(20).max(300).default(60),
  /** Omitted: one per parcel (at least one). */
  copies: z.int().min(1).max(500).optional(),
});
export type TUnpackingLabelBody = z.input<typeof ZUnpackingLabelBody>;

const tag = 'delivery';
const ZFeeParams = z.object({ unpackingFeeId: ZId });

export const unpackingFeeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/services/unpacking-fees/',
    tag,
    summary: 'Unpacking fees by product group and size class',
    response: z.array(ZUnpackingFee),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/services/unpacking-fees/',
    tag,
    summary: 'Add an unpacking fee (one per group and size: 409 CONFLICT on the code)',
    body: ZUnpackingFeeBody,
    response: ZUnpackingFee,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/services/unpacking-fees/:unpackingFeeId',
    tag,
    summary: 'Change an unpacking fee (stale version: 409 STALE_VERSION)',
    params: ZFeeParams,
    body: ZUpdateUnpackingFeeBody,
    response: ZUnpackingFee,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/services/unpacking-fees/:unpackingFeeId',
    tag,
    summary: 'Delete an unpacking fee',
    params: ZFeeParams,
    query: ZDeliveryVersionBody,
    response: null,
  }),
  labels: defineEndpoint({
    method: 'POST',
    path: '/orders/unpacking-label-data',
    tag,
    summary: "Unpacking labels of an order's parcels as a PDF (the UnpackingLabelPrinter popup)",
    body: ZUnpackingLabelBody,
    response: ZPdfFile,
  }),
} as const;
