import type { TContactLanguage, TPartnerRole } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike, rankedSearchSql } from '../../platform/db/search.ts';
import { partnerCountrySql, taxNumberPrefix } from './partners.repository.ts';

export interface PartnerMatchRow {
  /** 0: code or tax number prefix, 1: name prefix, 2: every word anywhere. */
  rank: number;
  id: number;
  code: string;
  name: string;
  tax_number: string | null;
  city: string | null;
}

/** Shorter terms are prefixes only: a trigram index cannot find fragments of 1–2 letters. */
const FRAGMENT_MIN_LENGTH = 3;

/**
 * Runs a top-N lookup with sequential scans off for its transaction. A fragment part
 * (`like '%term%' … limit n`) otherwise tempts the planner into a sequential scan that it expects
 * to stop after n matches, and that reads the whole table when the term matches few rows; the
 * trigram index answers rare and common fragments alike in milliseconds. No parallel workers
 * either: starting one costs more than the few index pages a top-N part reads.
 */
export function withIndexScans<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return run(tx);
  });
}

/**
 * Active partners (of a role, or any) matching every word of a typed term, best first
 * (`rankedSearchSql`); a tax number typed from its start ranks with the codes. An empty term
 * answers the first partners by code.
 */
export function lookupPartners(
  db: Db,
  firmId: number,
  role: TPartnerRole | null,
  term: string,
  limit: number,
) {
  const tax = taxNumberPrefix(term.trim());
  return withIndexScans(db, (tx) =>
    queryRows<PartnerMatchRow>(
      tx,
      rankedSearchSql({
        table: sql`partners p`,
        firmId,
        filter: role ? sql`p.is_active and p.roles @> array[${role}]::text[]` : sql`p.is_active`,
        columns: sql`p.id, p.code, p.name, p.tax_number, (select a.city from partner_addresses a
          where a.partner_id = p.id and a.kind = 'BILLING') as city`,
        alsoCodeMatch: tax ? sql`p.tax_number collate "C" like ${tax} || '%'` : undefined,
        isTrigramOnly: true,
        term,
        limit,
      }),
    ),
  );
}

export interface ContactMatchRow {
  id: number;
  partner_id: number;
  partner_name: string;
  name: string;
  email: string;
  phone: string | null;
  language: TContactLanguage | null;
  country_code: string;
}

/**
 * Contacts with an e-mail address of active partners, best first: e-mail prefix, contact name
 * fragment, then partner name fragment (fragments from 3 letters); each part stops at `limit`.
 */
export function lookupContactEmails(
  db: Db,
  firmId: number,
  partnerId: number | null,
  term: string,
  limit: number,
) {
  const pattern = escapeLike(term);
  const fragment = sql`'%' || f_search_key(${pattern}) || '%'`;
  const scope = sql`c.firm_id = ${firmId} and c.email is not null and p.is_active
    ${partnerId ? sql`and c.partner_id = ${partnerId}` : sql``}`;
  // As in lookupPartners: the fragment parts reach their rows through the trigram indexes only.
  const fragmentScope = sql`c.firm_id + 0 = ${firmId} and c.email is not null and p.is_active
    ${partnerId ? sql`and c.partner_id = ${partnerId}` : sql``}`;
  const emailPrefix = sql`lower(c.email) collate "C" like lower(${pattern}) || '%'`;
  const nameMatch = sql`f_search_key(c.name) like ${fragment}`;
  const from = sql`partner_contacts c join partners p on p.id = c.partner_id`;
  const columns = sql`c.id, c.partner_id, p.name as partner_name, c.name, c.email, c.phone,
    c.language, ${partnerCountrySql('p')} as country_code`;
  const parts = [
    sql`(select 0 as rank, ${columns} from ${from} where ${scope} and ${emailPrefix}
      order by lower(c.email) collate "C" limit ${limit})`,
  ];
  if (term.length >= FRAGMENT_MIN_LENGTH)
    parts.push(
      sql`(select 1, ${columns} from ${from} where ${fragmentScope} and ${nameMatch}
        and not ${emailPrefix} limit ${limit})`,
      sql`(select 2, ${columns} from ${from} where ${fragmentScope} and f_search_key(p.name) like ${fragment}
        and not ${nameMatch} and not ${emailPrefix} limit ${limit})`,
    );
  return withIndexScans(db, (tx) =>
    queryRows<ContactMatchRow & { rank: number }>(
      tx,
      sql`select * from (${sql.join(parts, sql` union all `)}) m
        order by rank, f_search_key(name) collate "C", id limit ${limit}`,
    ),
  );
}

/** The contacts of the given partners, the primary one first, for selections' sub-items. */
export function listContactsOf(db: Db, firmId: number, partnerIds: number[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return queryRows<{
    id: number;
    partner_id: number;
    name: string;
    email: string | null;
    phone: string | null;
  }>(
    db,
    sql`select id, partner_id, name, email, phone from partner_contacts
      where firm_id = ${firmId} and partner_id in ${sql`(${sql.join(
        partnerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`}
      order by partner_id, is_primary desc, name, id`,
  );
}
