import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { partnerBankAccounts } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

export type BankAccountValues = {
  accountNumber: string;
  format: 'HU' | 'IBAN';
  bankName: string | null;
  currencyCode: string;
  isDefault: boolean;
};

const accountColumns = {
  id: partnerBankAccounts.id,
  partnerId: partnerBankAccounts.partnerId,
  accountNumber: partnerBankAccounts.accountNumber,
  format: partnerBankAccounts.format,
  bankName: partnerBankAccounts.bankName,
  currencyCode: partnerBankAccounts.currencyCode,
  isDefault: partnerBankAccounts.isDefault,
  version: partnerBankAccounts.version,
};

const ofPartner = (firmId: number, partnerId: number) =>
  and(eq(partnerBankAccounts.firmId, firmId), eq(partnerBankAccounts.partnerId, partnerId));

export function listBankAccounts(db: Db, firmId: number, partnerId: number) {
  return db
    .select(accountColumns)
    .from(partnerBankAccounts)
    .where(ofPartner(firmId, partnerId))
    .orderBy(desc(partnerBankAccounts.isDefault), asc(partnerBankAccounts.id));
}

export function findBankAccount(db: Db, firmId: number, partnerId: number, id: number) {
  return db
    .select(accountColumns)
    .from(partnerBankAccounts)
    .where(and(ofPartner(firmId, partnerId), eq(partnerBankAccounts.id, id)))
    .then((rows) => rows[0] ?? null);
}

/** Another account of the partner with the same (normalised) number, if any. */
export function findBankAccountIdByNumber(
  db: Db,
  firmId: number,
  partnerId: number,
  accountNumber: string,
  exceptId = 0,
) {
  return db
    .select({ id: partnerBankAccounts.id })
    .from(partnerBankAccounts)
    .where(
      and(
        ofPartner(firmId, partnerId),
        eq(partnerBankAccounts.accountNumber, accountNumber),
        ne(partnerBankAccounts.id, exceptId),
      ),
    )
    .then((rows) => rows[0]?.id ?? null);
}

export function countBankAccounts(db: Db, firmId: number, partnerId: number) {
  return db.$count(partnerBankAccounts, ofPartner(firmId, partnerId)).then(Number);
}

/** A partner has one default account: a new default takes the flag from the others. */
export function clearDefault(db: Db, firmId: number, partnerId: number, exceptId = 0) {
  return db
    .update(partnerBankAccounts)
    .set({ isDefault: false })
    .where(
      and(
        ofPartner(firmId, partnerId),
        eq(partnerBankAccounts.isDefault, true),
        ne(partnerBankAccounts.id, exceptId),
      ),
    );
}

export function insertBankAccount(
  db: Db,
  firmId: number,
  partnerId: number,
  values: BankAccountValues,
) {
  return db
    .insert(partnerBankAccounts)
    .values({ ...values, firmId, partnerId })
    .returning(accountColumns)
    .then((rows) => rows[0]!);
}

export function updateBankAccount(
  db: Db,
  firmId: number,
  partnerId: number,
  id: number,
  version: number,
  values: BankAccountValues,
) {
  return db
    .update(partnerBankAccounts)
    .set({ ...values, version: sql`${partnerBankAccounts.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        ofPartner(firmId, partnerId),
        eq(partnerBankAccounts.id, id),
        eq(partnerBankAccounts.version, version),
      ),
    )
    .returning(accountColumns)
    .then((rows) => rows[0] ?? null);
}

export function deleteBankAccount(db: Db, firmId: number, partnerId: number, id: number) {
  return db
    .delete(partnerBankAccounts)
    .where(and(ofPartner(firmId, partnerId), eq(partnerBankAccounts.id, id)))
    .returning(accountColumns)
    .then((rows) => rows[0] ?? null);
}
