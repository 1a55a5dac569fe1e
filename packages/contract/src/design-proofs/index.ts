import { z } from 'zod';
import { ZId, ZNonEmpty } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Design proofs (látványterv, modules/design-proofs/README.md): a proof per customer-order line
 * of a product that needs one; the workshop uploads versions, the customer answers through an
 * expiring link (or the office on their behalf).
 */
export const DESIGN_PROOF_STATES = [
  'TO_DESIGN',
  'SENT',
  'ACCEPTED',
  'REJECTED',
  'EXPIRED',
] as const;
export const ZDesignProofState = z.enum(DESIGN_PROOF_STATES);
export type TDesignProofState = z.infer<typeof ZDesignProofState>;

/** How long a proof's link works after it was sent. */
export const DESIGN_PROOF_LINK_DAYS = 14;
/** The largest proof file taken (an image or a PDF; checked while the upload streams). */
export const DESIGN_PROOF_MAX_BYTES = 20 * 1024 * 1024;

/** A fraction of the product image's width or height (0 = left/top edge, 1 = right/bottom). */
const ZFraction = z.string().regex(/^(0(\.\d{1,5})?|1(\.0{1,5})?)$/, 'A fraction from 0 to 1');

export const ZDesignLocation = z
  .object({ x: ZFraction, y: ZFraction, size: ZFraction.nullable() })
  .meta({ id: 'DesignLocation' });
export type TDesignLocation = z.infer<typeof ZDesignLocation>;

/** One card of the board: a proof (or a line still to design) with its current version. */
export const ZDesignProofCard = z
  .object({
    id: z.int(),
    orderId: z.int(),
    orderNumber: z.string(),
    orderLineId: z.int(),
    customerName: z.string(),
    productCode: z.string(),
    productName: z.string(),
    state: ZDesignProofState,
    /** The number of the current proof version (0 before the first upload). */
    proofNumber: z.int(),
    expiresAt: z.string().nullable(),
    version: z.int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'DesignProofCard' });
export type TDesignProofCard = z.infer<typeof ZDesignProofCard>;

export const ZDesignProofVersion = z
  .object({
    number: z.int(),
    filename: z.string(),
    contentType: z.string(),
    sizeBytes: z.int(),
    uploadedAt: z.string(),
    uploadedBy: z.string().nullable(),
    expiresAt: z.string(),
    answer: z.enum(['ACCEPTED', 'REJECTED']).nullable(),
    answeredAt: z.string().nullable(),
    stampName: z.string().nullable(),
    comment: z.string().nullable(),
    /** The office user who answered on the customer's behalf (null: the customer did). */
    onBehalfBy: z.string().nullable(),
  })
  .meta({ id: 'DesignProofVersion' });
export type TDesignProofVersion = z.infer<typeof ZDesignProofVersion>;

export const ZDesignProofDetail = ZDesignProofCard.extend({
  location: ZDesignLocation.nullable(),
  versions: z.array(ZDesignProofVersion),
}).meta({ id: 'DesignProofDetail' });
export type TDesignProofDetail = z.infer<typeof ZDesignProofDetail>;

/** What an upload answers: the card, the customer's link (shown once: only its hash is kept). */
export const ZDesignProofSent = z
  .object({
    proof: ZDesignProofCard,
    link: z.string(),
    /** Where the link was e-mailed (the order's contact), null when nobody has an address. */
    emailedTo: z.string().nullable(),
  })
  .meta({ id: 'DesignProofSent' });
export type TDesignProofSent = z.infer<typeof ZDesignProofSent>;

/** What the customer's page shows: only this proof, the order number and the product's name. */
export const ZPublicDesignProof = z
  .object({
    orderNumber: z.string(),
    productName: z.string(),
    proofNumber: z.int(),
    contentType: z.string(),
    location: ZDesignLocation.nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'PublicDesignProof' });
export type TPublicDesignProof = z.infer<typeof ZPublicDesignProof>;

/** A link token: 43 base64url characters (256 random bits). */
export const ZProofToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a proof link');
const ZTokenQuery = z.object({ token: ZProofToken });
const ZOrderParams = z.object({ orderId: ZId });

export const ZAcceptOnBehalfBody = z.object({
  proofId: ZId,
  version: z.int().min(1),
  /** The customer's name who said yes (phone, e-mail): the stamp. */
  stampName: ZNonEmpty.max(200),
});
export const ZRejectOnBehalfBody = z.object({
  proofId: ZId,
  version: z.int().min(1),
  comment: ZNonEmpty.max(2000),
});
export const ZDesignLocationBody = z.object({
  proofId: ZId,
  version: z.int().min(1),
  location: ZDesignLocation,
});

const tag = 'design-proofs';
const ZFile = z
  .custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)
  .meta({ description: 'The proof file' });

export const designProofEndpoints = {
  board: defineEndpoint({
    method: 'GET',
    path: '/kanban/visual-design',
    tag,
    summary: 'Every proof of the firm by state (the visual design board)',
    response: z.array(ZDesignProofCard),
  }),
  orderItems: defineEndpoint({
    method: 'GET',
    path: '/kanban/:orderId/items',
    tag,
    summary: "An order's proofs with every version and answer",
    params: ZOrderParams,
    response: z.array(ZDesignProofDetail),
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/design-proofs/:proofId/versions',
    tag,
    summary:
      'Uploads a new proof version (multipart field `file`: an image or a PDF) and sends its link to the customer',
    params: z.object({ proofId: ZId }),
    response: ZDesignProofSent,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/design-proofs/:proofId/file',
    tag,
    summary: 'The current proof version as uploaded',
    params: z.object({ proofId: ZId }),
    response: ZFile,
  }),
  acceptOnBehalf: defineEndpoint({
    method: 'PUT',
    path: '/kanban/accept-design',
    tag,
    summary: "Accepts the current proof on the customer's behalf (recorded with who)",
    body: ZAcceptOnBehalfBody,
    response: ZDesignProofCard,
  }),
  rejectOnBehalf: defineEndpoint({
    method: 'PUT',
    path: '/kanban/reject-design',
    tag,
    summary: "Rejects the current proof on the customer's behalf, with the customer's comment",
    body: ZRejectOnBehalfBody,
    response: ZDesignProofCard,
  }),
  designLocation: defineEndpoint({
    method: 'POST',
    path: '/orders/design-location',
    tag,
    summary: 'Where the design sits on the product image (fractions), shown on the proof',
    body: ZDesignLocationBody,
    response: ZDesignProofCard,
  }),
} as const;

/** The customer's calls: no login, the link's token is the only key (rate limited). */
export const publicDesignProofEndpoints = {
  checkExpiration: defineEndpoint({
    method: 'GET',
    path: '/orders/:orderId/visual-design/check-expiration',
    tag,
    summary: 'Whether the link still works (false for any wrong, expired or answered link)',
    params: ZOrderParams,
    query: ZTokenQuery,
    response: z.object({ isValid: z.boolean(), expiresAt: z.string().nullable() }),
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/orders/:orderId/visual-design',
    tag,
    summary: 'The proof the link shows: order number, product name, location (404 otherwise)',
    params: ZOrderParams,
    query: ZTokenQuery,
    response: ZPublicDesignProof,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/orders/:orderId/visual-design/file',
    tag,
    summary: 'The proof file the link shows',
    params: ZOrderParams,
    query: ZTokenQuery,
    response: ZFile,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/orders/:orderId/visual-design/accept',
    tag,
    summary: "Accepts the proof with the customer's name as the stamp",
    params: ZOrderParams,
    body: z.object({ token: ZProofToken, stampName: ZNonEmpty.max(200) }),
    response: null,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/orders/:orderId/visual-design/reject',
    tag,
    summary: "Rejects the proof with the customer's comment",
    params: ZOrderParams,
    body: z.object({ token: ZProofToken, comment: ZNonEmpty.max(2000) }),
    response: null,
  }),
} as const;
