import { z } from 'zod';
import { ZId, ZNonEmpty } from '../common.ts';
import { ZContactLanguage, ZEmail } from '../partners/partner.ts';

/** The languages e-mail templates are written in: the languages a contact reads. */
export const ZEmailLanguage = ZContactLanguage;
export const EMAIL_LANGUAGES = ZEmailLanguage.options;
export type TEmailLanguage = z.infer<typeof ZEmailLanguage>;

/** The documents a message can be sent about (the kinds the document renderer knows). */
export const EMAIL_DOCUMENT_KINDS = [
  'INVOICE',
  'QUOTE',
  'ORDER_CONFIRMATION',
  'DESIGN_PROOF',
  'SUPPLIER_ORDER',
  'TENDER_ORDER',
] as const;
export const ZEmailDocumentKind = z.enum(EMAIL_DOCUMENT_KINDS);
export type TEmailDocumentKind = z.infer<typeof ZEmailDocumentKind>;

/**
 * Template groups and the variables their templates may use (`{{ customerName }}`). Declared here,
 * so the editor offers exactly what the server fills in and refuses anything else.
 */
export const EMAIL_GROUPS = [
  {
    id: 1,
    code: 'SALES_DOCUMENT',
    variables: [
      'customerName',
      'contactName',
      'documentNumber',
      'documentDate',
      'grossTotal',
      'currency',
      'firmName',
    ],
  },
  {
    id: 2,
    code: 'INVOICE',
    variables: [
      'customerName',
      'contactName',
      'documentNumber',
      'documentDate',
      'dueDate',
      'grossTotal',
      'currency',
      'firmName',
    ],
  },
  {
    id: 3,
    code: 'DESIGN_PROOF',
    variables: ['customerName', 'contactName', 'orderNumber', 'proofLink', 'firmName'],
  },
  {
    id: 4,
    code: 'SUPPLIER_ORDER',
    variables: ['supplierName', 'contactName', 'documentNumber', 'documentDate', 'firmName'],
  },
] as const;
export type TEmailGroupCode = (typeof EMAIL_GROUPS)[number]['code'];

export const ZEmailGroup = z
  .object({ id: z.int(), code: z.string(), variables: z.array(z.string()) })
  .meta({ id: 'EmailGroup' });
export type TEmailGroup = z.infer<typeof ZEmailGroup>;

/** A template type ('invoice', 'quote', …): its group, the document it is sent with, its languages. */
export const ZEmailType = z
  .object({
    id: z.int(),
    name: z.string(),
    groupId: z.int(),
    documentKind: ZEmailDocumentKind.nullable(),
    /** True when an action of the app sends this type (the others are listed by `not-used`). */
    isUsed: z.boolean(),
    languages: z.array(ZEmailLanguage),
    variables: z.array(z.string()),
  })
  .meta({ id: 'EmailType' });
export type TEmailType = z.infer<typeof ZEmailType>;

/** One language of one type: subject and body, LiquidJS text (`{{ variable }}`). */
export const ZEmailTemplate = z
  .object({
    id: z.int(),
    typeId: z.int(),
    typeName: z.string(),
    language: ZEmailLanguage,
    subject: z.string(),
    body: z.string(),
    version: z.int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'EmailTemplate' });
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

/**
 * Saves one language of a type. Without `typeId` a new type is made (`name`, `groupId` needed).
 * `version` is the template's version read (null for a language not written yet).
 */
export const ZSaveEmailTemplateBody = z
  .object({
    typeId: ZId.nullable().default(null),
    name: ZNonEmpty.max(200).optional(),
    groupId: ZId.optional(),
    language: ZEmailLanguage,
    subject: ZNonEmpty.max(500),
    body: ZNonEmpty.max(20_000),
    version: z.int().min(1).nullable().default(null),
  })
  .superRefine((b, ctx) => {
    if (b.typeId !== null) return;
    if (!b.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'A new type needs a name' });
    if (!b.groupId)
      ctx.addIssue({ code: 'custom', path: ['groupId'], message: 'A new type needs a group' });
  });
export type TSaveEmailTemplateBody = z.input<typeof ZSaveEmailTemplateBody>;

export const ZDocumentRef = z.object({ documentKind: ZEmailDocumentKind, documentId: ZId });
export type TDocumentRef = z.infer<typeof ZDocumentRef>;

/** A template filled for one document: what the sender starts from. */
export const ZPersonalizedEmail = z
  .object({ language: ZEmailLanguage, subject: z.string(), body: z.string() })
  .meta({ id: 'PersonalizedEmail' });
export type TPersonalizedEmail = z.infer<typeof ZPersonalizedEmail>;

export const ZEmailRecipient = z.object({
  name: z.string(),
  email: z.string(),
  language: ZEmailLanguage,
});

/** What the sender of one document opens with: the address of its page and the proposals. */
export const ZSenderStart = z
  .object({
    url: z.string(),
    documentKind: ZEmailDocumentKind,
    documentId: z.int(),
    documentNumber: z.string(),
    partnerId: z.int().nullable(),
    typeId: z.int().nullable(),
    language: ZEmailLanguage,
    recipients: z.array(ZEmailRecipient),
    /** The PDF the message can carry (null: no PDF of this kind can be made yet). */
    attachmentName: z.string().nullable(),
  })
  .meta({ id: 'EmailSenderStart' });
export type TSenderStart = z.infer<typeof ZSenderStart>;

const addresses = z
  .array(ZEmail)
  .max(50)
  .transform((list) => [...new Map(list.map((a) => [a.toLowerCase(), a])).values()]);

export const ZSendEmailBody = ZDocumentRef.extend({
  typeId: ZId.nullable().default(null),
  language: ZEmailLanguage,
  to: addresses.refine((list) => list.length > 0, 'At least one recipient'),
  cc: addresses.default([]),
  subject: ZNonEmpty.max(500),
  body: ZNonEmpty.max(50_000),
  isAttachmentIncluded: z.boolean().default(true),
  /** Chosen once per sender window: the same key sends one message, however often it is posted. */
  requestKey: z.uuid(),
});
export type TSendEmailBody = z.input<typeof ZSendEmailBody>;

export const EMAIL_STATES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'OUTBOX'] as const;
export const ZEmailState = z.enum(EMAIL_STATES);
export type TEmailState = z.infer<typeof ZEmailState>;

export const ZEmailMessageListItem = z.object({
  id: z.int(),
  documentKind: ZEmailDocumentKind,
  documentId: z.int(),
  language: ZEmailLanguage,
  to: z.array(z.string()),
  subject: z.string(),
  state: ZEmailState,
  attempts: z.int(),
  /** The mail server's last answer (the reason of a failure). */
  serverAnswer: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  sentAt: z.string().nullable(),
});
export type TEmailMessageListItem = z.infer<typeof ZEmailMessageListItem>;

export const ZEmailMessage = ZEmailMessageListItem.extend({
  messageId: z.string(),
  from: z.string(),
  cc: z.array(z.string()),
  body: z.string(),
  attachmentName: z.string().nullable(),
  attachmentSize: z.int().nullable(),
}).meta({ id: 'EmailMessage' });
export type TEmailMessage = z.infer<typeof ZEmailMessage>;
