import { z } from 'zod';
import { pageOf, ZId, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZEmail } from '../partners/partner.ts';
import {
  ZDocumentRef,
  ZEmailDocumentKind,
  ZEmailGroup,
  ZEmailLanguage,
  ZEmailMessage,
  ZEmailMessageListItem,
  ZEmailState,
  ZEmailTemplate,
  ZEmailType,
  ZPersonalizedEmail,
  ZSaveEmailTemplateBody,
  ZSendEmailBody,
  ZSenderStart,
} from './emails.ts';

const tag = 'emails';
const typeParams = z.object({ typeId: ZId });

export const ZEmailMessageFilters = ZPaging.extend({
  documentKind: ZEmailDocumentKind.optional(),
  documentId: ZId.optional(),
  state: ZEmailState.optional(),
});

/** E-mail templates and sending (spec 001 §7 E-mail; modules/emails/README.md). */
export const emailEndpoints = {
  templates: defineEndpoint({
    method: 'GET',
    path: '/emails/templates',
    summary: 'Every template of the firm (each type in each written language)',
    tag,
    response: z.array(ZEmailTemplate),
  }),
  saveTemplate: defineEndpoint({
    method: 'POST',
    path: '/emails/templates',
    summary:
      'Saves one language of a type (a new type without typeId); an unknown variable or a broken template answers 400 with its line and column',
    tag,
    body: ZSaveEmailTemplateBody,
    response: ZEmailTemplate,
  }),
  typeList: defineEndpoint({
    method: 'GET',
    path: '/emails/templates/list',
    summary: 'The template types of the firm with their groups and written languages',
    tag,
    response: z.array(ZEmailType),
  }),
  personalized: defineEndpoint({
    method: 'GET',
    path: '/emails/templates/:templateId/personalized',
    summary: 'The template filled in with the data of one document',
    tag,
    params: z.object({ templateId: ZId }),
    query: ZDocumentRef.extend({
      recipient: ZEmail.optional().meta({
        description: 'The contact addressed (default: the first)',
      }),
    }),
    response: ZPersonalizedEmail,
  }),
  typeLanguages: defineEndpoint({
    method: 'GET',
    path: '/emails/templates/types/:id/languages',
    summary: 'The languages a type has a template in',
    tag,
    params: z.object({ id: ZId }),
    response: z.array(ZEmailLanguage),
  }),
  notUsed: defineEndpoint({
    method: 'GET',
    path: '/emails/templates/not-used',
    summary: 'The template types no action of the app sends yet',
    tag,
    response: z.array(ZEmailType),
  }),
  deleteType: defineEndpoint({
    method: 'DELETE',
    path: '/emails/templates/types/:typeId',
    summary:
      'Deletes a template type with its templates (a type an action sends cannot be deleted)',
    tag,
    params: typeParams,
    response: null,
  }),
  languages: defineEndpoint({
    method: 'GET',
    path: '/emails/available-languages',
    summary: 'The languages templates can be written in',
    tag,
    response: z.array(ZEmailLanguage),
  }),
  groups: defineEndpoint({
    method: 'GET',
    path: '/emails/groups',
    summary: 'Template groups with their declared variables',
    tag,
    response: z.array(ZEmailGroup),
  }),
  groupVariables: defineEndpoint({
    method: 'GET',
    path: '/emails/groups/:groupId/variables',
    summary: "The variables a group's templates may use",
    tag,
    params: z.object({ groupId: ZId }),
    response: z.array(z.string()),
  }),
  type: defineEndpoint({
    method: 'GET',
    path: '/emails/types/:typeId',
    summary: 'One template type',
    tag,
    params: typeParams,
    response: ZEmailType,
  }),
  typeContent: defineEndpoint({
    method: 'GET',
    path: '/emails/types/:typeId/content',
    summary: "One language's template of a type (404 when not written)",
    tag,
    params: typeParams,
    query: z.object({ language: ZEmailLanguage }),
    response: ZEmailTemplate,
  }),
  senderStart: defineEndpoint({
    method: 'GET',
    path: '/emails/assemble-sender-url-json',
    summary:
      "The sender's address for a document, with the proposed recipients (the partner's contacts) and language",
    tag,
    query: ZDocumentRef,
    response: ZSenderStart,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/emails/send-email',
    summary:
      'Queues one message with the document attached (once per requestKey); a worker sends it over SMTP',
    tag,
    body: ZSendEmailBody,
    response: ZEmailMessage,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/emails/messages',
    summary: "The firm's messages, newest first: a document's history, or the outbox",
    tag,
    query: ZEmailMessageFilters,
    response: pageOf(ZEmailMessageListItem),
  }),
  message: defineEndpoint({
    method: 'GET',
    path: '/emails/:emailId',
    summary: 'One message with its body and state',
    tag,
    params: z.object({ emailId: ZId }),
    response: ZEmailMessage,
  }),
};
