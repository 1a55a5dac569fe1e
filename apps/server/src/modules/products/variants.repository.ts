import { and, eq, sql } from 'drizzle-orm';
import { products, productVariantValues, productVariationGroups } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';

export function findGroup(db: Db, firmId: number, id: number) {
  return db
    .select({
      id: productVariationGroups.id,
      code: productVariationGroups.code,
      name: productVariationGroups.name,
    })
    .from(productVariationGroups)
    .where(and(eq(productVariationGroups.firmId, firmId), eq(productVariationGroups.id, id)))
    .then((rows) => rows[0] ?? null);
}

export function findGroupIdByCode(db: Db, firmId: number, code: string) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from product_variation_groups
      where firm_id = ${firmId} and lower(code) collate "C" = lower(${code})`,
  ).then((rows) => rows[0]?.id ?? null);
}

export function insertGroup(db: Db, firmId: number, values: { code: string; name: string }) {
  return db
    .insert(productVariationGroups)
    .values({ ...values, firmId })
    .returning({
      id: productVariationGroups.id,
      code: productVariationGroups.code,
      name: productVariationGroups.name,
    })
    .then((rows) => rows[0]!);
}

export function lookupGroups(db: Db, firmId: number, term: string, limit: number) {
  const pattern = escapeLike(term);
  return queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from product_variation_groups
      where firm_id = ${firmId} and (lower(code) collate "C" like lower(${pattern}) || '%'
        or f_search_key(name) like '%' || f_search_key(${pattern}) || '%')
      order by lower(code) collate "C", id limit ${limit}`,
  );
}

export interface MemberRow {
  id: number;
  code: string;
  name: string;
  values: { attribute: string; value: string }[];
}

/** The products of the group with their attribute values, in code order. */
export function listMembers(db: Db, firmId: number, groupId: number) {
  return queryRows<MemberRow>(
    db,
    sql`select p.id, p.code, p.name,
        coalesce((select json_agg(json_build_object('attribute', v.attribute, 'value', v.value)
          order by v.attribute collate "C") from product_variant_values v where v.product_id = p.id), '[]') as values
      from products p
      where p.firm_id = ${firmId} and p.variation_group_id = ${groupId}
      order by lower(p.code) collate "C"`,
  );
}

export function listValues(db: Db, productId: number) {
  return db
    .select({ attribute: productVariantValues.attribute, value: productVariantValues.value })
    .from(productVariantValues)
    .where(eq(productVariantValues.productId, productId))
    .orderBy(sql`${productVariantValues.attribute} collate "C"`);
}

export async function saveVariants(
  db: Db,
  firmId: number,
  productId: number,
  groupId: number | null,
  values: { attribute: string; value: string }[],
): Promise<void> {
  await db
    .update(products)
    .set({ variationGroupId: groupId })
    .where(and(eq(products.firmId, firmId), eq(products.id, productId)));
  await db.delete(productVariantValues).where(eq(productVariantValues.productId, productId));
  if (values.length)
    await db.insert(productVariantValues).values(values.map((v) => ({ ...v, firmId, productId })));
}
