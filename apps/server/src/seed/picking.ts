import { sql } from 'drizzle-orm';
import * as orders from '../modules/customer-orders/orders.service.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/**
 * Picking demo data (modules/picking/README.md). Every firm packs into each branch's outbound
 * buffer (`…PUFFER-KI`, setting `warehouse.packingStoragePerBranch`). The first firm also keeps
 * four products in zone A (shelf A-03: their default bins there, with opening stock) and has three CONFIRMED
 * orders of them, reserved in zone A: a cycle can be made and walked on a fresh start.
 */
export async function seedPicking(
  db: Db,
  firmIds: readonly number[],
  userId: number,
): Promise<void> {
  for (const firmId of firmIds)
    await db.execute(sql`
      insert into settings (firm_id, setting_id, value)
      select ${firmId}, 'warehouse.packingStoragePerBranch',
             jsonb_object_agg(branch_id::text, id)
      from storages where firm_id = ${firmId} and type = 'BUFFER' and code like '%PUFFER-KI'
      having count(*) > 0`);
  const [firmId] = firmIds;
  if (firmId === undefined) return;
  const goods = await queryRows<{ id: number; branch_id: number }>(
    db,
    sql`with bins as (
          select id, branch_id, row_number() over (order by code) as n from storages
          where firm_id = ${firmId} and type = 'BIN' and code like 'A-03-%'),
        ranked as (
          select p.id from products p
          where p.firm_id = ${firmId} and not p.is_service and p.is_active
            and exists (select 1 from product_storages s where s.product_id = p.id and s.kind = 'DEFAULT')
            and (select count(distinct r.price_type) from product_prices r where r.product_id = p.id
                   and r.price_type in ('RETAIL', 'WHOLESALE') and r.currency_code = 'HUF') = 2
          order by p.id offset 6 limit 4),
        chosen as (select id, row_number() over (order by id) as n from ranked),
        moved as (
          update product_storages ps set storage_id = bins.id, branch_id = bins.branch_id
          from chosen join bins on bins.n = chosen.n
          where ps.product_id = chosen.id and ps.kind = 'DEFAULT'
          returning ps.product_id as id, bins.id as storage_id, bins.branch_id),
        opened as (
          insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
          select ${firmId}, id, storage_id, 40, 'OPENING', 'Nyitókészlet 2026' from moved)
        select id, branch_id from moved order by id`,
  );
  const customers = await queryRows<{ id: number }>(
    db,
    sql`select p.id from partners p where p.firm_id = ${firmId} and p.is_active
          and 'CUSTOMER' = any(p.roles) and coalesce(p.price_type, 'RETAIL') in ('RETAIL', 'WHOLESALE')
          and exists (select 1 from partner_addresses a where a.partner_id = p.id and a.kind = 'BILLING')
        order by p.id limit 3`,
  );
  if (goods.length < 4 || customers.length < 3) return;
  const ctx = seedContext(db, firmId, userId);
  const plans: [number, string, [number, string][]][] = [
    [
      0,
      '2026-12-01',
      [
        [0, '4'],
        [1, '2'],
      ],
    ],
    [
      1,
      '2026-12-02',
      [
        [1, '3'],
        [2, '5'],
        [3, '1'],
      ],
    ],
    [
      2,
      '2026-12-04',
      [
        [0, '2'],
        [3, '2'],
      ],
    ],
  ];
  for (const [customer, wanted, lines] of plans) {
    const order = await orders.createOrder(ctx, {
      customerId: customers[customer]!.id,
      contactId: null,
      currencyCode: 'HUF',
      salesRepEmployeeId: null,
      branchId: goods[0]!.branch_id,
      orderDate: '2026-11-25',
      wantedDeliveryDate: wanted,
      deliveryAddressId: null,
      internalNote: '',
      customerNote: '',
      lines: lines.map(([good, quantity]) => ({
        productId: goods[good]!.id,
        quantity,
        discountPercent: '0',
        description: '',
        fulfilment: 'STOCK' as const,
        fulfilmentPartnerId: null,
      })),
    });
    await orders.changeOrderState(ctx, order.id, { state: 'CONFIRMED', version: order.version });
  }
}
