import type { TDocumentKind } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface FirmLetterhead {
  name: string;
  address: string;
  taxNumber: string;
  logo: Buffer | null;
}

/** The firm as every document's header and footer show it; the logo when stored inline. */
export async function findLetterhead(db: Db, firmId: number): Promise<FirmLetterhead> {
  const [row] = await queryRows<{
    name: string;
    address: string;
    tax_number: string;
    logo_url: string | null;
  }>(db, sql`select name, address, tax_number, logo_url from firms where id = ${firmId}`);
  const logo = /^data:image\/(?:png|jpeg);base64,(.+)$/.exec(row?.logo_url ?? '');
  return {
    name: row!.name,
    address: row!.address,
    taxNumber: row!.tax_number,
    logo: logo ? Buffer.from(logo[1]!, 'base64') : null,
  };
}

export interface PartnerLetter {
  language: string | null;
  taxNumber: string | null;
  address: string | null;
}

/** The customer's language, tax number and billing address (null when the firm has no such partner). */
export async function findPartnerLetter(
  db: Db,
  firmId: number,
  partnerId: number,
): Promise<PartnerLetter | null> {
  const [row] = await queryRows<PartnerLetter>(
    db,
    sql`select p.language, p.tax_number as "taxNumber",
               case when a.id is null then null
                    else a.postal_code || ' ' || a.city || ', ' || a.street ||
                         case when a.country_code = 'HU' then '' else ', ' || a.country_code end
               end as address
        from partners p
        left join lateral (select * from partner_addresses a
                           where a.partner_id = p.id and a.kind = 'BILLING'
                           order by a.is_default desc, a.id limit 1) a on true
        where p.firm_id = ${firmId} and p.id = ${partnerId}`,
  );
  return row ?? null;
}

export interface DocumentRow {
  id: number;
  kind: TDocumentKind;
  sourceId: number;
  number: string;
  language: 'hu' | 'en' | 'de';
  sizeBytes: number;
  madeAt: string;
  madeBy: number | null;
  madeByName: string | null;
}

export async function insertDocument(
  db: Db,
  firmId: number,
  values: Pick<DocumentRow, 'kind' | 'sourceId' | 'number' | 'language' | 'sizeBytes' | 'madeBy'>,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into documents (firm_id, kind, source_id, number, language, size_bytes, made_by)
        values (${firmId}, ${values.kind}, ${values.sourceId}, ${values.number}, ${values.language},
                ${values.sizeBytes}, ${values.madeBy})
        returning id`,
  );
  return row!.id;
}

export async function findDocument(
  db: Db,
  firmId: number,
  id: number,
): Promise<DocumentRow | null> {
  const [row] = await queryRows<DocumentRow>(
    db,
    sql`select d.id, d.kind, d.source_id as "sourceId", d.number, d.language,
               d.size_bytes as "sizeBytes", d.made_at as "madeAt", d.made_by as "madeBy",
               u.full_name as "madeByName"
        from documents d left join users u on u.id = d.made_by
        where d.firm_id = ${firmId} and d.id = ${id}`,
  );
  return row ?? null;
}
