import { and, eq, sql } from 'drizzle-orm';
import { currencies, productPrices, productSuppliers } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface PriceRow {
  id: number;
  price_type: string;
  currency_code: string;
  unit_price: string;
  valid_from: string;
  valid_to: string | null;
}

const priceColumns = sql`id, price_type, currency_code, unit_price::text as unit_price,
  to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to`;

export function listPrices(db: Db, firmId: number, productId: number) {
  return queryRows<PriceRow>(
    db,
    sql`select ${priceColumns} from product_prices
      where firm_id = ${firmId} and product_id = ${productId}
      order by price_type, currency_code, valid_from desc`,
  );
}

/** The price valid on the day: of the periods covering it, the one starting latest. */
export function findValidPrice(
  db: Db,
  firmId: number,
  productId: number,
  priceType: string,
  currency: string,
  day: string,
) {
  return queryRows<PriceRow>(
    db,
    sql`select ${priceColumns} from product_prices
      where firm_id = ${firmId} and product_id = ${productId} and price_type = ${priceType}
        and currency_code = ${currency} and valid_from <= ${day}::date
        and (valid_to is null or valid_to >= ${day}::date)
      order by valid_from desc limit 1`,
  ).then((rows) => rows[0] ?? null);
}

export function insertPrice(
  db: Db,
  values: Omit<typeof productPrices.$inferInsert, 'id' | 'createdAt'>,
) {
  return db
    .insert(productPrices)
    .values(values)
    .returning({ id: productPrices.id })
    .then((rows) => rows[0]!.id);
}

export function findPrice(db: Db, firmId: number, productId: number, id: number) {
  return queryRows<PriceRow>(
    db,
    sql`select ${priceColumns} from product_prices
      where firm_id = ${firmId} and product_id = ${productId} and id = ${id}`,
  ).then((rows) => rows[0] ?? null);
}

export function deletePrice(db: Db, firmId: number, productId: number, id: number) {
  return db
    .delete(productPrices)
    .where(
      and(
        eq(productPrices.firmId, firmId),
        eq(productPrices.productId, productId),
        eq(productPrices.id, id),
      ),
    );
}

export function hasCurrency(db: Db, code: string) {
  return db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, code))
    .then((rows) => rows.length > 0);
}

export interface SupplierInfoRow {
  id: number;
  supplier_id: number;
  supplier_name: string;
  supplier_product_code: string | null;
  currency_code: string;
  unit_price: string;
  min_quantity: string;
  lead_time_days: number;
  is_preferred: boolean;
}

const supplierSelect = sql`select s.id, s.supplier_id, p.name as supplier_name,
    s.supplier_product_code, s.currency_code, s.unit_price::text as unit_price,
    s.min_quantity::text as min_quantity, s.lead_time_days, s.is_preferred
  from product_suppliers s join partners p on p.id = s.supplier_id`;

export function listSupplierInfos(db: Db, firmId: number, productId: number, id?: number) {
  return queryRows<SupplierInfoRow>(
    db,
    sql`${supplierSelect}
      where s.firm_id = ${firmId} and s.product_id = ${productId}
        ${id ? sql`and s.id = ${id}` : sql``}
      order by s.is_preferred desc, p.name, s.currency_code, s.min_quantity`,
  );
}

/** The supplier's condition for the quantity: the largest minimum quantity not above it. */
export function findApplicableSupplierInfo(
  db: Db,
  firmId: number,
  productId: number,
  supplierId: number,
  currency: string,
  quantity: string,
) {
  return queryRows<SupplierInfoRow>(
    db,
    sql`${supplierSelect}
      where s.firm_id = ${firmId} and s.product_id = ${productId} and s.supplier_id = ${supplierId}
        and s.currency_code = ${currency} and s.min_quantity <= ${quantity}::numeric
      order by s.min_quantity desc limit 1`,
  ).then((rows) => rows[0] ?? null);
}

/** The product's condition of the supplier in the currency from exactly this quantity, if any. */
export function findSupplierInfoId(
  db: Db,
  firmId: number,
  productId: number,
  key: { supplierId: number; currency: string; minQuantity: string },
) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from product_suppliers
      where firm_id = ${firmId} and product_id = ${productId} and supplier_id = ${key.supplierId}
        and currency_code = ${key.currency} and min_quantity = ${key.minQuantity}::numeric`,
  ).then((rows) => rows[0]?.id ?? null);
}

export function insertSupplierInfo(
  db: Db,
  values: Omit<typeof productSuppliers.$inferInsert, 'id'>,
) {
  return db
    .insert(productSuppliers)
    .values(values)
    .returning({ id: productSuppliers.id })
    .then((rows) => rows[0]!.id);
}

export function deleteSupplierInfo(db: Db, firmId: number, productId: number, id: number) {
  return db
    .delete(productSuppliers)
    .where(
      and(
        eq(productSuppliers.firmId, firmId),
        eq(productSuppliers.productId, productId),
        eq(productSuppliers.id, id),
      ),
    );
}
