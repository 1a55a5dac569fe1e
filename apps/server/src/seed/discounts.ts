import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';

/**
 * Demo discount lists of the first two firms, one in each shown state: a DRAFT proposed by the
 * sales user, an active campaign for everybody approved by the office, an approved list for the
 * first customer with product prices and quantity breaks, an approved campaign that starts later
 * (APPROVED, not yet active), an EXPIRED and a CANCELLED one.
 */
export async function seedDiscounts(tx: Db, firmIds: number[]): Promise<void> {
  for (const firmId of firmIds.slice(0, 2)) {
    await tx.execute(sql`
      with u as (select (select id from users where username = 'ertekesito') as sales,
                        (select id from users where username = 'irodai') as office),
           c as (select min(id) as id from partners where firm_id = ${firmId} and 'CUSTOMER' = any(roles)),
           d as (
             insert into discounts (firm_id, name, scope, customer_ids, currency_code, valid_from, valid_to,
               priority, note, state, owner_user_id, changed_by_user_id, approved_by_user_id, approved_at)
             select ${firmId}::int, v.name, v.scope, case when v.scope = 'CUSTOMER' then array[c.id] else '{}' end,
               'HUF', v.valid_from::date, v.valid_to::date, v.priority, v.note, v.state, u.sales, u.sales,
               case when v.state = 'APPROVED' then u.office end,
               case when v.state = 'APPROVED' then now() end
             from u, c, (values
               ('Ősz 2026 kampány', 'EVERYBODY', '2026-09-01', '2026-11-30', 0, 'Festékek és lazúrok −12 %', 'APPROVED'),
               ('Törzsvevői árak', 'CUSTOMER', '2026-01-01', null, 10, 'Éves keretszerződés', 'APPROVED'),
               ('Téli akció 2027', 'EVERYBODY', '2027-01-01', '2027-02-28', 0, 'Jóváhagyásra vár', 'DRAFT'),
               ('Tavaszi akció 2025', 'EVERYBODY', '2025-03-01', '2025-05-31', 0, 'Lejárt kampány', 'APPROVED'),
               ('Tavaszi akció 2027', 'EVERYBODY', '2027-03-01', '2027-05-31', 5, 'Jóváhagyva, márciustól él', 'APPROVED'),
               ('Visszavont ajánlat', 'EVERYBODY', '2026-01-01', null, 0, 'Hibás feltételek', 'CANCELLED')
             ) v(name, scope, valid_from, valid_to, priority, note, state)
             returning id, name)
      insert into discount_items (firm_id, discount_id, target, product_id, group_id, min_quantity,
        discount_percent, fixed_price)
      select ${firmId}::int, d.id, 'GROUP', null::int, g.id, 0, 12, null::numeric
        from d join product_groups g on g.firm_id = ${firmId} and g.code = 'FES'
        where d.name in ('Ősz 2026 kampány', 'Tavaszi akció 2025', 'Tavaszi akció 2027', 'Visszavont ajánlat')
      union all
      select ${firmId}::int, d.id, 'GROUP', null::int, g.id, 0, 8, null::numeric
        from d join product_groups g on g.firm_id = ${firmId} and g.code = 'VIL' where d.name = 'Téli akció 2027'
      union all
      select ${firmId}::int, d.id, 'PRODUCT', p.id, null::int, q.min, q.pct, null::numeric
        from d, (select id from products where firm_id = ${firmId} and not is_service order by id limit 3) p,
          (values (0, 5), (10, 8), (50, 10)) q(min, pct)
        where d.name = 'Törzsvevői árak'`);
  }
}
