import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { callersOf, customersOfFirm1, listBody, pricedProducts } from './discounts.test-data.ts';

describeApp('discount items', (t) => {
  const as = callersOf(t);

  it('adds, changes, lists and deletes items; a change sends an approved list back to DRAFT', async () => {
    const sales = await as('ertekesito');
    const office = await as('irodai');
    const [p] = await pricedProducts(t().database.db, 1);
    const list = (await sales('POST', '/discounts/', listBody())).json();
    const item = await sales('POST', `/discounts/${list.id}/discount-items`, {
      target: 'PRODUCT',
      targetId: p!.id,
      discountPercent: '12',
    });
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({
      target: 'PRODUCT',
      targetId: p!.id,
      discountPercent: '12.0000',
      minQuantity: '0.0000',
      isCancelled: false,
    });
    expect(item.json().listPrice).not.toBeNull();
    const both = await sales('POST', `/discounts/${list.id}/discount-items`, {
      target: 'PRODUCT',
      targetId: p!.id,
      discountPercent: '1',
      fixedPrice: '5',
    });
    expect(both.json().errors[0].path).toBe('discountPercent');
    const over = await sales('POST', `/discounts/${list.id}/discount-items`, {
      target: 'PRODUCT',
      targetId: p!.id,
      discountPercent: '100.5',
    });
    expect(over.json().errors[0].path).toBe('discountPercent');
    const missing = await sales('POST', `/discounts/${list.id}/discount-items`, {
      target: 'GROUP',
      targetId: 999999,
      discountPercent: '1',
    });
    expect(missing.json().errors[0].path).toBe('targetId');
    const approved = (await office('POST', `/discounts/${list.id}/approve`, { version: 2 })).json();
    expect(approved.state).toBe('ACTIVE');
    const changed = await sales('PUT', `/discounts/${list.id}/discount-items/${item.json().id}`, {
      target: 'PRODUCT',
      targetId: p!.id,
      fixedPrice: '100',
      minQuantity: '10',
    });
    expect(changed.json()).toMatchObject({
      fixedPrice: '100.0000',
      discountPercent: null,
      netPrice: '100.0000',
      minQuantity: '10.0000',
    });
    expect((await sales('GET', `/discounts/${list.id}`)).json()).toMatchObject({
      state: 'DRAFT',
      changedByUserId: expect.any(Number),
    });
    const other = (await sales('POST', '/discounts/', listBody())).json();
    expect(
      (
        await sales('PUT', `/discounts/${other.id}/discount-items/${item.json().id}`, {
          target: 'PRODUCT',
          targetId: p!.id,
          fixedPrice: '1',
        })
      ).statusCode,
    ).toBe(404);
    const gone = await sales('PUT', `/discounts/${list.id}/delete-discount-items/list`, {
      ids: [item.json().id, 999999],
    });
    expect(gone.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'DELETED',
      'NOT_FOUND',
    ]);
    expect((await sales('GET', `/discounts/${list.id}/discount-items`)).json()).toEqual([]);
  });

  it('cancelling one item of an approved list keeps the list approved', async () => {
    const sales = await as('ertekesito');
    const office = await as('irodai');
    const [a, b] = await pricedProducts(t().database.db, 2);
    const list = (await sales('POST', '/discounts/', listBody())).json();
    const first = (
      await sales('POST', `/discounts/${list.id}/discount-items`, {
        target: 'PRODUCT',
        targetId: a!.id,
        discountPercent: '10',
      })
    ).json();
    await sales('POST', `/discounts/${list.id}/discount-items`, {
      target: 'PRODUCT',
      targetId: b!.id,
      discountPercent: '10',
    });
    await office('POST', `/discounts/${list.id}/approve`, { version: 3 });
    const cancelled = await sales('PUT', `/discounts/cancel-discount-item/${first.id}`);
    expect(cancelled.json().isCancelled).toBe(true);
    expect((await sales('GET', `/discounts/${list.id}`)).json().state).toBe('ACTIVE');
    expect((await sales('PUT', `/discounts/cancel-discount-item/${first.id}`)).json().code).toBe(
      'INVALID_STATE',
    );
  });

  it('add-products adds the product-list filter matches, skipping those present', async () => {
    const sales = await as('ertekesito');
    const [group] = await queryRows<{ id: number; n: number }>(
      t().database.db,
      sql`select group_id as id, count(*)::int as n from products where firm_id = 1 and group_id is not null
        group by group_id having count(*) > 1 order by group_id limit 1`,
    );
    const [one] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from products where group_id = ${group!.id} order by id limit 1`,
    );
    const list = (await sales('POST', '/discounts/', listBody())).json();
    await sales('POST', `/discounts/${list.id}/discount-items`, {
      target: 'PRODUCT',
      targetId: one!.id,
      discountPercent: '3',
    });
    const preview = await sales('PUT', `/discounts/${list.id}/add-products`, {
      filters: { groupId: group!.id },
      discountPercent: '7.5',
      preview: true,
    });
    expect(preview.json()).toEqual({ added: group!.n - 1, skipped: 1 });
    expect((await sales('GET', `/discounts/${list.id}/discount-items`)).json()).toHaveLength(1);
    const r = await sales('PUT', `/discounts/${list.id}/add-products`, {
      filters: { groupId: group!.id },
      discountPercent: '7.5',
    });
    expect(r.json()).toEqual({ added: group!.n - 1, skipped: 1 });
    const history = (await sales('GET', `/discounts/${list.id}/history`)).json();
    expect(history[0]).toMatchObject({
      entity: 'discount-item',
      action: 'add-products',
      userName: expect.any(String),
      changes: [
        { field: 'added', before: null, after: String(group!.n - 1) },
        { field: 'skipped', before: null, after: '1' },
      ],
    });
    expect(history[1]).toMatchObject({ action: 'create', subject: expect.any(String) });
    expect(history.at(-1)).toMatchObject({ entity: 'discount', action: 'create' });
    const again = await sales('PUT', `/discounts/${list.id}/add-products`, {
      filters: { groupId: group!.id },
      discountPercent: '7.5',
    });
    expect(again.json()).toEqual({ added: 0, skipped: group!.n });
    const items = (await sales('GET', `/discounts/${list.id}/discount-items`)).json();
    expect(items).toHaveLength(group!.n);
    expect(
      items.filter((i: { discountPercent: string }) => i.discountPercent === '7.5000'),
    ).toHaveLength(group!.n - 1);
  });

  it('recalculate-discounts refreshes list prices, net prices and margins, saying what changed', async () => {
    const sales = await as('ertekesito');
    const db = t().database.db;
    const [p] = await pricedProducts(db, 1);
    const list = (await sales('POST', '/discounts/', listBody())).json();
    const item = (
      await sales('POST', `/discounts/${list.id}/discount-items`, {
        target: 'PRODUCT',
        targetId: p!.id,
        discountPercent: '10',
      })
    ).json();
    expect(item.listPrice).toBe(p!.price);
    await db.execute(
      sql`update product_prices set unit_price = 2000 where product_id = ${p!.id} and price_type = 'RETAIL' and currency_code = 'HUF'`,
    );
    await db.execute(sql`insert into product_suppliers (firm_id, product_id, supplier_id, currency_code, unit_price, is_preferred)
      select 1, ${p!.id}, id, 'HUF', 900, true from partners where firm_id = 1 and 'SUPPLIER' = any(roles) order by id limit 1
      on conflict do nothing`);
    const r = (await sales('PUT', `/discounts/${list.id}/recalculate-discounts`)).json();
    const byField = Object.fromEntries(
      r.changes.map((c: { field: string; after: string }) => [c.field, c.after]),
    );
    expect(byField).toMatchObject({ listPrice: '2000.0000', netPrice: '1800.0000' });
    const [after] = (await sales('GET', `/discounts/${list.id}/discount-items`)).json();
    expect(after).toMatchObject({ listPrice: '2000.0000', netPrice: '1800.0000' });
    expect(
      (await sales('PUT', `/discounts/${list.id}/recalculate-discounts`)).json().changes,
    ).toEqual([]);
  });

  it('a customer’s list shows its figures in the customer’s price type, not retail', async () => {
    const sales = await as('ertekesito');
    const db = t().database.db;
    const [p] = await pricedProducts(db, 1);
    const [customer] = await customersOfFirm1(db, 1);
    await db.execute(sql`update partners set price_type = 'PROJECT' where id = ${customer!}`);
    await db.execute(sql`insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
      values (1, ${p!.id}, 'PROJECT', 'HUF', 777, '2020-01-01')`);
    const list = (
      await sales('POST', '/discounts/', listBody({ scope: 'CUSTOMER', customerIds: [customer] }))
    ).json();
    const item = await sales('POST', `/discounts/${list.id}/discount-items`, {
      target: 'PRODUCT',
      targetId: p!.id,
      discountPercent: '10',
    });
    expect(item.json()).toMatchObject({ listPrice: '777.0000', netPrice: '699.3000' });
    // A list for everybody still shows retail.
    const everybody = (await sales('POST', '/discounts/', listBody())).json();
    const retail = await sales('POST', `/discounts/${everybody.id}/discount-items`, {
      target: 'PRODUCT',
      targetId: p!.id,
      discountPercent: '10',
    });
    expect(retail.json().listPrice).toBe(p!.price);
  });
});
