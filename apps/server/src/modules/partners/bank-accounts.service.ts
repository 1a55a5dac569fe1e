import { normalizeBankAccount, type TBankAccount, type ZBankAccountBody } from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import * as repo from './bank-accounts.repository.ts';
import { conflict, requirePartner } from './partners.service.ts';

type BankAccountBody = z.output<typeof ZBankAccountBody>;

export function listBankAccountsOf(db: Db, firmId: number, partnerId: number) {
  return repo.listBankAccounts(db, firmId, partnerId);
}

export async function listBankAccounts(ctx: Ctx, partnerId: number): Promise<TBankAccount[]> {
  await requirePartner(ctx.db, ctx.auth.firmId, partnerId);
  return listBankAccountsOf(ctx.db, ctx.auth.firmId, partnerId);
}

/** Checks the number (Hungarian check digits or IBAN mod 97) and that the partner lacks it. */
async function valuesOf(
  ctx: Ctx,
  partnerId: number,
  body: BankAccountBody,
  exceptId = 0,
): Promise<repo.BankAccountValues> {
  const normalized = normalizeBankAccount(body.accountNumber);
  if (!normalized)
    throw fieldError(
      'accountNumber',
      'Invalid account number: 2×8 or 3×8 digits with valid check digits, or a valid IBAN',
    );
  const taken = await repo.findBankAccountIdByNumber(
    ctx.db,
    ctx.auth.firmId,
    partnerId,
    normalized.accountNumber,
    exceptId,
  );
  if (taken) throw conflict('accountNumber', 'The partner already has this account number');
  return {
    ...normalized,
    bankName: body.bankName,
    currencyCode: body.currencyCode,
    isDefault: body.isDefault,
  };
}

export async function createBankAccount(
  ctx: Ctx,
  partnerId: number,
  body: BankAccountBody,
): Promise<TBankAccount> {
  const { firmId } = ctx.auth;
  await requirePartner(ctx.db, firmId, partnerId);
  const values = await valuesOf(ctx, partnerId, body);
  return runAction(ctx, async (tx) => {
    // The first account of a partner is its default one.
    const isDefault =
      values.isDefault || (await repo.countBankAccounts(tx, firmId, partnerId)) === 0;
    if (isDefault) await repo.clearDefault(tx, firmId, partnerId);
    const account = await repo.insertBankAccount(tx, firmId, partnerId, { ...values, isDefault });
    return {
      result: account,
      audit: {
        entity: 'partner-bank-account',
        entityId: account.id,
        action: 'create',
        after: account,
      },
    };
  });
}

export async function updateBankAccount(
  ctx: Ctx,
  partnerId: number,
  id: number,
  body: BankAccountBody & { version: number },
): Promise<TBankAccount> {
  const { firmId } = ctx.auth;
  const current = await repo.findBankAccount(ctx.db, firmId, partnerId, id);
  if (!current) throw new AppError('NOT_FOUND', 'No such bank account');
  if (current.version !== body.version) throw staleVersion('bank account');
  const values = await valuesOf(ctx, partnerId, body, id);
  return runAction(ctx, async (tx) => {
    if (values.isDefault) await repo.clearDefault(tx, firmId, partnerId, id);
    const after = await repo.updateBankAccount(tx, firmId, partnerId, id, body.version, values);
    if (!after) throw staleVersion('bank account');
    return {
      result: after,
      audit: {
        entity: 'partner-bank-account',
        entityId: id,
        action: 'update',
        before: current,
        after,
      },
    };
  });
}

export async function deleteBankAccount(ctx: Ctx, partnerId: number, id: number): Promise<void> {
  await runAction(ctx, async (tx) => {
    const removed = await repo.deleteBankAccount(tx, ctx.auth.firmId, partnerId, id);
    if (!removed) throw new AppError('NOT_FOUND', 'No such bank account');
    return {
      result: undefined,
      audit: { entity: 'partner-bank-account', entityId: id, action: 'delete', before: removed },
    };
  });
}
