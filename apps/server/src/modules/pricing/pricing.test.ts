import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { priceLines } from './pricing.service.ts';

describeApp('pricing function', (t) => {
  it('answers each line the price list valid on the day, in request order, firm-scoped', async () => {
    const db = t().database.db;
    const [a, b] = await queryRows<{ id: number }>(
      db,
      sql`select id from products where firm_id = 1 and not is_service order by id limit 2`,
    );
    const [foreign] = await queryRows<{ id: number }>(
      db,
      sql`select id from products where firm_id = 2 order by id limit 1`,
    );
    await db.execute(sql`
      insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from, valid_to)
      values (1, ${a!.id}, 'RETAIL', 'HUF', 777, date '2026-06-01', date '2026-06-30')`);
    const ask = (date: string, lines: { productId: number; quantity: string }[]) =>
      priceLines(db, 1, { customerId: null, priceType: 'RETAIL', currency: 'HUF', date, lines });
    const lines = [
      { productId: b!.id, quantity: '2' },
      { productId: a!.id, quantity: '1' },
      { productId: foreign!.id, quantity: '1' },
    ];
    const [yearly] = await queryRows<{ unit_price: string }>(
      db,
      sql`select unit_price::text from product_prices where product_id = ${a!.id}
        and price_type = 'RETAIL' and valid_from = date '2026-01-01'`,
    );
    const june = await ask('2026-06-15', lines);
    expect(june.map((l) => [l.productId, l.source])).toEqual([
      [b!.id, 'LIST'],
      [a!.id, 'LIST'],
      [foreign!.id, 'NONE'],
    ]);
    expect(june[1]).toMatchObject({
      listPrice: '777.0000',
      unitPrice: '777.0000',
      discountPercent: '0',
    });
    expect((await ask('2026-07-01', lines))[1]!.unitPrice).toBe(yearly!.unit_price);
    expect((await ask('2025-12-31', lines)).every((l) => l.unitPrice === null)).toBe(true);
  });
});
