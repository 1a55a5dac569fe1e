import type { TWebshopFilters, TWebshopText } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface InfoRow {
  product_id: number;
  code: string;
  name: string;
  published: boolean;
  main_media_id: number | null;
  version: number;
}
export interface TextRow {
  product_id: number;
  language: string;
  short_description: string;
  long_description: string;
  slug: string | null;
}
export interface ImageRow {
  id: number;
  product_id: number;
  original_name: string;
}

/** A product without a webshop row is at version 1; its first save makes the row at 2. */
const NO_ROW_VERSION = 1;
const INFO = sql`p.id as product_id, p.code, p.name, coalesce(w.published, false) as published,
  w.main_media_id, coalesce(w.version, ${NO_ROW_VERSION}) as version`;
const FROM = sql`products p left join product_webshop w on w.product_id = p.id`;

export async function listInfo(db: Db, firmId: number, f: TWebshopFilters) {
  const term = `%${f.term.replace(/[\\%_]/g, '\\$&')}%`;
  const where = sql`p.firm_id = ${firmId}
    ${f.term ? sql`and (p.code ilike ${term} or f_search_key(p.name) like f_search_key(${term}))` : sql``}
    ${f.published ? sql`and coalesce(w.published, false) = ${f.published === 'true'}` : sql``}`;
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${FROM} where ${where}`,
  );
  const rows = await queryRows<InfoRow>(
    db,
    sql`select ${INFO} from ${FROM} where ${where} order by p.code
        limit ${f.page_size} offset ${f.page_number * f.page_size}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export function findInfo(db: Db, firmId: number, productId: number, forUpdate = false) {
  return queryRows<InfoRow>(
    db,
    sql`select ${INFO} from ${FROM} where p.firm_id = ${firmId} and p.id = ${productId}
        ${forUpdate ? sql`for update of p` : sql``}`,
  ).then((r) => r[0]);
}

export function textsOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryRows<TextRow>(
    db,
    sql`select product_id, language, short_description, long_description, slug
        from product_webshop_texts where product_id = any(${`{${productIds.join(',')}}`}::int[])
        order by product_id, language <> 'HU', language`,
  );
}

export function imagesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryRows<ImageRow>(
    db,
    sql`select id, product_id, original_name from product_media
        where product_id = any(${`{${productIds.join(',')}}`}::int[]) order by product_id, is_main desc, id`,
  );
}

export async function saveInfo(
  tx: Db,
  firmId: number,
  productId: number,
  published: boolean,
  mainMediaId: number | null,
) {
  await tx.execute(sql`insert into product_webshop (firm_id, product_id, published, main_media_id, version)
    values (${firmId}, ${productId}, ${published}, ${mainMediaId}, ${NO_ROW_VERSION + 1})
    on conflict (product_id) do update set published = excluded.published,
      main_media_id = excluded.main_media_id, version = product_webshop.version + 1,
      updated_at = now()`);
}

/** The languages among `languages` that exist, and the slugs of them another product holds. */
export async function slugClashes(
  tx: Db,
  firmId: number,
  productId: number,
  texts: TWebshopText[],
) {
  const withSlug = texts.filter((t) => t.slug !== null);
  if (withSlug.length === 0) return [];
  return queryRows<{ language: string }>(
    tx,
    sql`select language from product_webshop_texts
        where firm_id = ${firmId} and product_id <> ${productId}
          and (language, slug) in (${sql.join(
            withSlug.map((t) => sql`(${t.language}, ${t.slug})`),
            sql`, `,
          )})`,
  );
}

export async function replaceTexts(
  tx: Db,
  firmId: number,
  productId: number,
  texts: TWebshopText[],
) {
  await tx.execute(sql`delete from product_webshop_texts where product_id = ${productId}`);
  if (texts.length === 0) return;
  await tx.execute(sql`insert into product_webshop_texts
    (firm_id, product_id, language, short_description, long_description, slug)
    values ${sql.join(
      texts.map(
        (t) =>
          sql`(${firmId}, ${productId}, ${t.language}, ${t.shortDescription}, ${t.longDescription}, ${t.slug})`,
      ),
      sql`, `,
    )}`);
}

/** Sets `published` on the firm's products among `ids`; answers how many changed. */
export async function setPublished(tx: Db, firmId: number, ids: number[], published: boolean) {
  const rows = await queryRows<{ product_id: number }>(
    tx,
    sql`insert into product_webshop (firm_id, product_id, published, version)
        select firm_id, id, ${published}, ${NO_ROW_VERSION + 1} from products
        where firm_id = ${firmId} and id = any(${`{${ids.join(',')}}`}::int[])
          and coalesce((select w.published from product_webshop w where w.product_id = products.id), false)
            <> ${published}
        on conflict (product_id) do update set published = excluded.published,
          version = product_webshop.version + 1, updated_at = now()
        where product_webshop.published <> excluded.published
        returning product_id`,
  );
  return rows.length;
}

/** The firm's products among `ids` with their webshop data, locked for a bulk change. */
export function lockInfos(tx: Db, firmId: number, ids: number[]) {
  return queryRows<InfoRow>(
    tx,
    sql`select ${INFO} from ${FROM} where p.firm_id = ${firmId}
          and p.id = any(${`{${ids.join(',')}}`}::int[])
        order by p.id for update of p`,
  );
}

/** The slugs of a language that products other than `exceptIds` hold, among `slugs`. */
export async function takenSlugs(
  tx: Db,
  firmId: number,
  language: string,
  slugs: string[],
  exceptIds: number[],
): Promise<Set<string>> {
  if (!slugs.length) return new Set();
  const rows = await queryRows<{ slug: string }>(
    tx,
    sql`select slug from product_webshop_texts
        where firm_id = ${firmId} and language = ${language}
          and slug = any(${sql.param(slugs)}::text[])
          and product_id <> all(${`{${exceptIds.join(',')}}`}::int[])`,
  );
  return new Set(rows.map((r) => r.slug));
}

/** One language's text of a product: the given fields set, the others kept (or empty when new). */
export async function upsertText(
  tx: Db,
  firmId: number,
  productId: number,
  language: string,
  text: { shortDescription?: string; longDescription?: string; slug?: string },
) {
  await tx.execute(sql`insert into product_webshop_texts
      (firm_id, product_id, language, short_description, long_description, slug)
    values (${firmId}, ${productId}, ${language}, ${text.shortDescription ?? ''},
      ${text.longDescription ?? ''}, ${text.slug ?? null})
    on conflict (product_id, language) do update set
      short_description = ${text.shortDescription === undefined ? sql`product_webshop_texts.short_description` : sql`excluded.short_description`},
      long_description = ${text.longDescription === undefined ? sql`product_webshop_texts.long_description` : sql`excluded.long_description`},
      slug = ${text.slug === undefined ? sql`product_webshop_texts.slug` : sql`excluded.slug`}`);
}

/** Bumps a product's webshop version (making its row), setting `published` when given. */
export async function touchInfo(
  tx: Db,
  firmId: number,
  productId: number,
  published: boolean | undefined,
) {
  await tx.execute(sql`insert into product_webshop (firm_id, product_id, published, version)
    values (${firmId}, ${productId}, ${published ?? false}, ${NO_ROW_VERSION + 1})
    on conflict (product_id) do update set
      published = ${published === undefined ? sql`product_webshop.published` : sql`excluded.published`},
      version = product_webshop.version + 1, updated_at = now()`);
}
