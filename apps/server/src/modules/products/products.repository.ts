import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  languages,
  measureUnits,
  productAliases,
  productCatalogues,
  productGroups,
  products,
  productTranslations,
} from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';

export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'firmId' | 'imagePath' | 'version' | 'createdAt' | 'updatedAt'
>;

export function findProduct(db: Db, firmId: number, id: number) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.firmId, firmId), eq(products.id, id)))
    .then((rows) => rows[0] ?? null);
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** Another product of the firm with the code (case-free), if any. */
export function findProductIdByCode(db: Db, firmId: number, code: string, exceptId = 0) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.firmId, firmId),
        sql`lower(${products.code}) collate "C" = lower(${code})`,
        ne(products.id, exceptId),
      ),
    )
    .then((rows) => rows[0]?.id ?? null);
}

export function insertProduct(db: Db, firmId: number, values: ProductValues) {
  return db
    .insert(products)
    .values({ ...values, firmId })
    .returning()
    .then((rows) => rows[0]!);
}

/** Applies the change only when `version` is still the stored one; answers null otherwise. */
export function updateProduct(
  db: Db,
  firmId: number,
  id: number,
  version: number,
  values: Partial<ProductValues>,
) {
  return db
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(and(eq(products.firmId, firmId), eq(products.id, id), eq(products.version, version)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

export function deleteProduct(db: Db, firmId: number, id: number, version: number) {
  return db
    .delete(products)
    .where(and(eq(products.firmId, firmId), eq(products.id, id), eq(products.version, version)))
    .returning({ id: products.id })
    .then((rows) => rows[0] ?? null);
}

/**
 * What still refers to the product and blocks its deletion: stock movements (the ledger is never
 * rewritten), being another product's substitute, component or container, and supplier
 * conditions kept for purchasing.
 */
export function countReferences(db: Db, firmId: number, id: number) {
  return queryRows<{
    stock: number;
    substitute_of: number;
    component_of: number;
    container_of: number;
    suppliers: number;
  }>(
    db,
    sql`select
      (select count(*)::int from stock_movements where firm_id = ${firmId} and product_id = ${id}) as stock,
      (select count(*)::int from product_substitutes where firm_id = ${firmId} and substitute_id = ${id}) as substitute_of,
      (select count(*)::int from product_components where firm_id = ${firmId} and component_id = ${id}) as component_of,
      (select count(*)::int from product_containers where firm_id = ${firmId} and container_id = ${id}) as container_of,
      (select count(*)::int from product_suppliers where firm_id = ${firmId} and product_id = ${id}) as suppliers`,
  ).then((rows) => rows[0]!);
}

export function findGroup(db: Db, firmId: number, id: number) {
  return db
    .select()
    .from(productGroups)
    .where(and(eq(productGroups.firmId, firmId), eq(productGroups.id, id)))
    .then((rows) => rows[0] ?? null);
}

export function findCatalogue(db: Db, firmId: number, id: number) {
  return db
    .select()
    .from(productCatalogues)
    .where(and(eq(productCatalogues.firmId, firmId), eq(productCatalogues.id, id)))
    .then((rows) => rows[0] ?? null);
}

export function hasMeasureUnit(db: Db, code: string) {
  return db
    .select({ id: measureUnits.id })
    .from(measureUnits)
    .where(eq(measureUnits.code, code))
    .then((rows) => rows.length > 0);
}

export function listAliases(db: Db, productId: number) {
  return db
    .select({ alias: productAliases.alias })
    .from(productAliases)
    .where(eq(productAliases.productId, productId))
    .orderBy(asc(productAliases.id))
    .then((rows) => rows.map((r) => r.alias));
}

export async function replaceAliases(
  db: Db,
  firmId: number,
  productId: number,
  aliases: string[],
): Promise<void> {
  await db.delete(productAliases).where(eq(productAliases.productId, productId));
  const unique = [...new Set(aliases)];
  if (unique.length)
    await db.insert(productAliases).values(unique.map((alias) => ({ firmId, productId, alias })));
}

export function listTranslations(db: Db, productId: number) {
  return db
    .select({
      language: productTranslations.language,
      name: productTranslations.name,
      description: productTranslations.description,
    })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId))
    .orderBy(asc(productTranslations.language));
}

export async function replaceTranslations(
  db: Db,
  firmId: number,
  productId: number,
  translations: { language: string; name: string; description: string }[],
): Promise<void> {
  await db.delete(productTranslations).where(eq(productTranslations.productId, productId));
  if (translations.length)
    await db
      .insert(productTranslations)
      .values(translations.map((t) => ({ ...t, firmId, productId })));
}

/** The language codes among the given ones that the languages list does not know. */
export async function findUnknownLanguages(db: Db, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const known = await db
    .select({ code: languages.code })
    .from(languages)
    .where(inArray(languages.code, codes));
  const knownCodes = new Set(known.map((r) => r.code));
  return codes.filter((c) => !knownCodes.has(c));
}
