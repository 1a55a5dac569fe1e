import {
  EMAIL_GROUPS,
  EMAIL_LANGUAGES,
  type TDocumentRef,
  type TEmailGroup,
  type TEmailLanguage,
  type TEmailTemplate,
  type TEmailType,
  type TPersonalizedEmail,
  type ZSaveEmailTemplateBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import { valuesOf } from './document-values.ts';
import * as repo from './emails.repository.ts';
import { checkTemplate, renderTemplate } from './template-engine.ts';

/** Document kinds an action of the app sends today; a type of another kind is 'not used'. */
export const SENT_KINDS: readonly string[] = [
  'INVOICE',
  'QUOTE',
  'ORDER_CONFIRMATION',
  'SUPPLIER_ORDER',
  'TENDER_ORDER',
  'DESIGN_PROOF',
];

const groupById = new Map<number, TEmailGroup>(
  EMAIL_GROUPS.map((g) => [g.id, { id: g.id, code: g.code, variables: [...g.variables] }]),
);

export function listGroups(): TEmailGroup[] {
  return [...groupById.values()];
}

export function groupOf(groupId: number): TEmailGroup {
  const group = groupById.get(groupId);
  if (!group) throw new AppError('NOT_FOUND', 'No such template group');
  return group;
}

export const listLanguages = (): TEmailLanguage[] => [...EMAIL_LANGUAGES];

function typeAnswer(row: repo.TypeRow): TEmailType {
  return {
    id: row.id,
    name: row.name,
    groupId: row.group_id,
    documentKind: row.document_kind,
    isUsed: row.document_kind !== null && SENT_KINDS.includes(row.document_kind),
    languages: row.languages as TEmailLanguage[],
    variables: groupOf(row.group_id).variables,
  };
}

function templateAnswer(row: repo.TemplateRow): TEmailTemplate {
  return {
    id: row.id,
    typeId: row.type_id,
    typeName: row.type_name,
    language: row.language,
    subject: row.subject,
    body: row.body,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listTypes(ctx: Ctx): Promise<TEmailType[]> {
  return (await repo.listTypes(ctx.db, ctx.auth.firmId)).map(typeAnswer);
}

export async function listUnusedTypes(ctx: Ctx): Promise<TEmailType[]> {
  return (await listTypes(ctx)).filter((t) => !t.isUsed);
}

async function requireType(ctx: Ctx, typeId: number, forUpdate = false) {
  const row = await repo.findType(ctx.db, ctx.auth.firmId, typeId, forUpdate);
  if (!row) throw new AppError('NOT_FOUND', 'No such template type');
  return row;
}

export async function getType(ctx: Ctx, typeId: number): Promise<TEmailType> {
  return typeAnswer(await requireType(ctx, typeId));
}

export async function typeLanguages(ctx: Ctx, typeId: number): Promise<TEmailLanguage[]> {
  return (await getType(ctx, typeId)).languages;
}

export async function listTemplates(ctx: Ctx): Promise<TEmailTemplate[]> {
  return (await repo.listTemplates(ctx.db, ctx.auth.firmId)).map(templateAnswer);
}

export async function getTypeContent(
  ctx: Ctx,
  typeId: number,
  language: TEmailLanguage,
): Promise<TEmailTemplate> {
  await requireType(ctx, typeId);
  const row = await repo.findTemplateOf(ctx.db, ctx.auth.firmId, typeId, language);
  if (!row) throw new AppError('NOT_FOUND', `No ${language} template of this type`);
  return templateAnswer(row);
}

/**
 * Saves one language of a type (a new type first, when no typeId is given). Both texts are parsed
 * and their variables checked against the group before anything is written.
 */
export function saveTemplate(
  ctx: Ctx,
  body: z.output<typeof ZSaveEmailTemplateBody>,
): Promise<TEmailTemplate> {
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const typeRow = body.typeId ? await requireType({ ...ctx, db: tx }, body.typeId, true) : null;
    const groupId = typeRow?.group_id ?? body.groupId!;
    if (!groupById.has(groupId)) throw fieldError('groupId', 'No such template group');
    const { variables } = groupOf(groupId);
    checkTemplate('subject', body.subject, variables);
    checkTemplate('body', body.body, variables);
    const typeId =
      typeRow?.id ??
      (await repo.insertType(tx, firmId, { name: body.name!, groupId, documentKind: null }));
    const before = await repo.findTemplateOf(tx, firmId, typeId, body.language);
    const id = await repo.saveTemplate(tx, firmId, { ...body, typeId });
    if (id === null) throw staleVersion('template');
    const saved = await repo.findTemplate(tx, firmId, id);
    const after = templateAnswer(saved!);
    return {
      result: after,
      audit: { entity: 'email_templates', entityId: id, action: 'save', before, after },
    };
  });
}

/** Deletes a type and its templates; the type a document kind is sent with stays. */
export function deleteType(ctx: Ctx, typeId: number): Promise<void> {
  return runAction(ctx, async (tx) => {
    const row = await requireType({ ...ctx, db: tx }, typeId, true);
    if (row.document_kind !== null && SENT_KINDS.includes(row.document_kind))
      throw new AppError('INVALID_STATE', 'Documents are sent with this type', {
        errors: [{ path: 'typeId', message: row.document_kind, code: 'invalid_state' }],
      });
    await repo.deleteType(tx, ctx.auth.firmId, typeId);
    return {
      result: undefined,
      audit: { entity: 'email_template_types', entityId: typeId, action: 'delete', before: row },
    };
  });
}

/** The template filled in for one document, addressed to `recipient` (else the first contact). */
export async function personalize(
  ctx: Ctx,
  templateId: number,
  ref: TDocumentRef & { recipient?: string | undefined },
): Promise<TPersonalizedEmail> {
  const row = await repo.findTemplate(ctx.db, ctx.auth.firmId, templateId);
  if (!row) throw new AppError('NOT_FOUND', 'No such template');
  const values = await valuesOf(ctx, ref, row.language, ref.recipient);
  return {
    language: row.language,
    subject: renderTemplate('subject', row.subject, values),
    body: renderTemplate('body', row.body, values),
  };
}
