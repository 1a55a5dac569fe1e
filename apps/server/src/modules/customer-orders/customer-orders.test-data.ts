import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

/** A firm-1 customer of the given kind with a billing address; answers its id. */
export async function createCustomer(db: Db, name: string, kind: 'COMPANY' | 'PERSON' = 'COMPANY') {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with p as (insert into partners (firm_id, code, kind, name, roles, price_type)
                   values (1, ${`T-${name.slice(0, 12)}-${kind}`}, ${kind}, ${name}, array['CUSTOMER'], 'RETAIL') returning id),
             a as (insert into partner_addresses (firm_id, partner_id, kind, postal_code, city, street)
                   select 1, id, 'BILLING', '1111', 'Budapest', 'Fő utca 1.' from p)
        select id from p`,
  );
  return row!.id;
}

/**
 * A new firm-1 product with a RETAIL HUF list price, VAT 27 %, a default storage in `branchId`'s
 * first bin and `stock` units on hand there; answers ids and the price.
 */
export async function createStockedProduct(
  db: Db,
  code: string,
  opts: { price?: string; stock?: number; vatCode?: string } = {},
) {
  const [row] = await queryRows<{ id: number; storage_id: number; branch_id: number }>(
    db,
    sql`with p as (insert into products (firm_id, code, name, vat_code)
                   values (1, ${code}, ${`Teszt ${code}`}, ${opts.vatCode ?? '27'}) returning id),
             s as (select id, branch_id from storages where firm_id = 1 and type = 'BIN' order by id limit 1),
             pr as (insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
                    select 1, p.id, 'RETAIL', 'HUF', ${opts.price ?? '1000'}, date '2020-01-01' from p),
             d as (insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
                   select 1, p.id, s.id, s.branch_id, 'DEFAULT' from p, s),
             m as (insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
                   select 1, p.id, s.id, ${opts.stock ?? 10}, 'OPENING', 'teszt' from p, s where ${opts.stock ?? 10} > 0)
        select p.id, s.id as storage_id, s.branch_id from p, s`,
  );
  return row!;
}

/** An approved firm-1 discount for everybody (approved by the user `irodai`) on one product. */
export async function createApprovedDiscount(
  db: Db,
  name: string,
  productId: number,
  percent: number,
) {
  await db.execute(sql`
    with u as (select id from users where username = 'irodai'),
         d as (insert into discounts (firm_id, name, scope, valid_from, state, owner_user_id,
                 changed_by_user_id, approved_by_user_id, approved_at)
               select 1, ${name}, 'EVERYBODY', '2020-01-01', 'APPROVED', u.id, u.id, u.id, now()
               from u returning id)
    insert into discount_items (firm_id, discount_id, target, product_id, discount_percent)
    select 1, d.id, 'PRODUCT', ${productId}, ${percent} from d`);
}
