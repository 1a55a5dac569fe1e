import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { partnerContacts } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

export type ContactValues = {
  name: string;
  phone: string | null;
  email: string | null;
  position: string | null;
  isPrimary: boolean;
  language: 'hu' | 'en' | 'de' | null;
};

const contactColumns = {
  id: partnerContacts.id,
  partnerId: partnerContacts.partnerId,
  name: partnerContacts.name,
  phone: partnerContacts.phone,
  email: partnerContacts.email,
  position: partnerContacts.position,
  isPrimary: partnerContacts.isPrimary,
  language: partnerContacts.language,
  version: partnerContacts.version,
};

const ofPartner = (firmId: number, partnerId: number) =>
  and(eq(partnerContacts.firmId, firmId), eq(partnerContacts.partnerId, partnerId));

export function listContacts(db: Db, firmId: number, partnerId: number) {
  return db
    .select(contactColumns)
    .from(partnerContacts)
    .where(ofPartner(firmId, partnerId))
    .orderBy(desc(partnerContacts.isPrimary), asc(partnerContacts.name), asc(partnerContacts.id));
}
export type ContactRow = Awaited<ReturnType<typeof listContacts>>[number];

export function findContact(db: Db, firmId: number, partnerId: number, id: number) {
  return db
    .select(contactColumns)
    .from(partnerContacts)
    .where(and(ofPartner(firmId, partnerId), eq(partnerContacts.id, id)))
    .then((rows) => rows[0] ?? null);
}

/** A partner has one primary contact: a new one takes the flag from the others. */
export function clearPrimary(db: Db, firmId: number, partnerId: number, exceptId = 0) {
  return db
    .update(partnerContacts)
    .set({ isPrimary: false })
    .where(
      and(
        ofPartner(firmId, partnerId),
        eq(partnerContacts.isPrimary, true),
        ne(partnerContacts.id, exceptId),
      ),
    );
}

export function insertContact(db: Db, firmId: number, partnerId: number, values: ContactValues) {
  return db
    .insert(partnerContacts)
    .values({ ...values, firmId, partnerId })
    .returning(contactColumns)
    .then((rows) => rows[0]!);
}

export function updateContact(
  db: Db,
  firmId: number,
  partnerId: number,
  id: number,
  version: number,
  values: ContactValues,
) {
  return db
    .update(partnerContacts)
    .set({ ...values, version: sql`${partnerContacts.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        ofPartner(firmId, partnerId),
        eq(partnerContacts.id, id),
        eq(partnerContacts.version, version),
      ),
    )
    .returning(contactColumns)
    .then((rows) => rows[0] ?? null);
}

export function deleteContact(db: Db, firmId: number, partnerId: number, id: number) {
  return db
    .delete(partnerContacts)
    .where(and(ofPartner(firmId, partnerId), eq(partnerContacts.id, id)))
    .returning(contactColumns)
    .then((rows) => rows[0] ?? null);
}
