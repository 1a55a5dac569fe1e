import { contactLabel, type TContact, type ZContactBody } from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, staleVersion } from '../../platform/errors.ts';
import * as repo from './contacts.repository.ts';
import { requirePartner } from './partners.service.ts';

type ContactBody = z.output<typeof ZContactBody>;

const toContact = (row: repo.ContactRow): TContact => ({ ...row, label: contactLabel(row) });

export async function listContactsOf(db: Db, firmId: number, partnerId: number) {
  return (await repo.listContacts(db, firmId, partnerId)).map(toContact);
}

export async function listContacts(ctx: Ctx, partnerId: number): Promise<TContact[]> {
  await requirePartner(ctx.db, ctx.auth.firmId, partnerId);
  return listContactsOf(ctx.db, ctx.auth.firmId, partnerId);
}

export async function createContact(
  ctx: Ctx,
  partnerId: number,
  body: ContactBody,
): Promise<TContact> {
  const { firmId } = ctx.auth;
  await requirePartner(ctx.db, firmId, partnerId);
  return runAction(ctx, async (tx) => {
    if (body.isPrimary) await repo.clearPrimary(tx, firmId, partnerId);
    const contact = toContact(await repo.insertContact(tx, firmId, partnerId, body));
    return {
      result: contact,
      audit: { entity: 'partner-contact', entityId: contact.id, action: 'create', after: contact },
    };
  });
}

export async function updateContact(
  ctx: Ctx,
  partnerId: number,
  id: number,
  body: ContactBody & { version: number },
): Promise<TContact> {
  const { firmId } = ctx.auth;
  const current = await repo.findContact(ctx.db, firmId, partnerId, id);
  if (!current) throw new AppError('NOT_FOUND', 'No such contact person');
  if (current.version !== body.version) throw staleVersion('contact person');
  const { version, ...values } = body;
  return runAction(ctx, async (tx) => {
    if (values.isPrimary) await repo.clearPrimary(tx, firmId, partnerId, id);
    const row = await repo.updateContact(tx, firmId, partnerId, id, version, values);
    if (!row) throw staleVersion('contact person');
    const after = toContact(row);
    return {
      result: after,
      audit: {
        entity: 'partner-contact',
        entityId: id,
        action: 'update',
        before: toContact(current),
        after,
      },
    };
  });
}

export async function deleteContact(ctx: Ctx, partnerId: number, id: number): Promise<void> {
  await runAction(ctx, async (tx) => {
    const removed = await repo.deleteContact(tx, ctx.auth.firmId, partnerId, id);
    if (!removed) throw new AppError('NOT_FOUND', 'No such contact person');
    return {
      result: undefined,
      audit: { entity: 'partner-contact', entityId: id, action: 'delete', before: removed },
    };
  });
}
