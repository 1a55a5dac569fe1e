import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import {
  callersOf,
  customersOfFirm1,
  listBody,
  pricedProducts,
} from '../discounts/discounts.test-data.ts';
import { priceLines } from './pricing.service.ts';

describeApp('pricing with approved discounts', (t) => {
  const as = callersOf(t);
  /** Creates a list with items as the sales user and has the office approve it. */
  const approvedList = async (over: Record<string, unknown>, items: Record<string, unknown>[]) => {
    const sales = await as('ertekesito');
    const list = (await sales('POST', '/discounts/', listBody(over))).json();
    const ids = [];
    for (const item of items)
      ids.push((await sales('POST', `/discounts/${list.id}/discount-items`, item)).json().id);
    const approved = await (await as('irodai'))('POST', `/discounts/${list.id}/approve`, {
      version: list.version + items.length,
    });
    expect(approved.statusCode).toBe(200);
    return { list: approved.json(), itemIds: ids as number[] };
  };

  it('applies the rule: scope, currency, priority, specificity, breaks; explains; falls back on cancel', async () => {
    const db = t().database.db;
    const [a, b, c] = await pricedProducts(db, 3);
    const [customer, other] = await customersOfFirm1(db, 2);
    const ask = (
      customerId: number | null,
      lines: { productId: number; quantity: string }[],
      currency = 'HUF',
    ) =>
      priceLines(db, 1, { customerId, priceType: 'RETAIL', currency, date: '2026-06-15', lines });
    await approvedList({ name: 'Mindenkinek' }, [
      { target: 'GROUP', targetId: a!.group_id, discountPercent: '5' },
    ]);
    const { itemIds } = await approvedList(
      { name: 'Ősz 2026 kampány', scope: 'CUSTOMER', customerIds: [customer], currency: 'HUF' },
      [
        { target: 'PRODUCT', targetId: a!.id, discountPercent: '12' },
        { target: 'PRODUCT', targetId: a!.id, discountPercent: '15', minQuantity: '10' },
        { target: 'PRODUCT', targetId: b!.id, fixedPrice: '99.5' },
      ],
    );
    await approvedList({ name: 'EUR lista', currency: 'EUR', priority: 9 }, [
      { target: 'PRODUCT', targetId: a!.id, discountPercent: '50' },
    ]);
    const lines = [
      { productId: a!.id, quantity: '1' },
      { productId: a!.id, quantity: '10' },
      { productId: b!.id, quantity: '2' },
      { productId: c!.id, quantity: '1' },
    ];
    const mine = await ask(customer!, lines);
    expect(mine.map((l) => [l.source, l.discountPercent, l.unitPrice])).toEqual([
      ['DISCOUNT', '12.0000', a!.price],
      ['DISCOUNT', '15.0000', a!.price],
      ['DISCOUNT', '0', '99.5000'],
      [
        c!.group_id === a!.group_id ? 'DISCOUNT' : 'LIST',
        c!.group_id === a!.group_id ? '5.0000' : '0',
        c!.price,
      ],
    ]);
    expect(mine[0]!.discount).toMatchObject({
      name: 'Ősz 2026 kampány',
      approvedBy: 'Nagy Katalin',
      target: 'PRODUCT',
    });
    // Another customer gets only the list for everybody (the product's group).
    expect((await ask(other!, lines))[0]).toMatchObject({
      discountPercent: '5.0000',
      discount: { name: 'Mindenkinek', target: 'GROUP' },
    });
    // One by one equals in bulk.
    const single = [];
    for (const line of lines) single.push(...(await ask(customer!, [line])));
    expect(single).toEqual(mine);
    // Cancelling the item makes the price fall back to the next rule.
    await (await as('ertekesito'))('PUT', `/discounts/cancel-discount-item/${itemIds[0]}`);
    expect((await ask(customer!, [lines[0]!]))[0]!.discount?.name).toBe('Mindenkinek');
  });

  it('a DRAFT, cancelled, or out-of-date list does not count', async () => {
    const db = t().database.db;
    const [, , , d] = await pricedProducts(db, 4);
    const sales = await as('ertekesito');
    await sales('POST', '/discounts/', listBody({ name: 'Piszkozat' })).then(async (r) => {
      await sales('POST', `/discounts/${r.json().id}/discount-items`, {
        target: 'PRODUCT',
        targetId: d!.id,
        fixedPrice: '1',
      });
    });
    await approvedList({ name: 'Lejárt', validFrom: '2026-01-01', validTo: '2026-06-14' }, [
      { target: 'PRODUCT', targetId: d!.id, fixedPrice: '2' },
    ]);
    const [line] = await priceLines(db, 1, {
      customerId: null,
      priceType: 'RETAIL',
      currency: 'HUF',
      date: '2026-06-15',
      lines: [{ productId: d!.id, quantity: '1' }],
    });
    expect(line).toMatchObject({ source: 'LIST', unitPrice: d!.price, discount: null });
  });

  it('parallel approvals of one list: exactly one wins; approve racing an edit never leaves an edited list approved', async () => {
    const sales = await as('ertekesito');
    const office = await as('irodai');
    const admin = await as('admin');
    const list = (await sales('POST', '/discounts/', listBody())).json();
    const results = await Promise.all([
      office('POST', `/discounts/${list.id}/approve`, { version: 1 }),
      admin('POST', `/discounts/${list.id}/approve`, { version: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [x] = await queryRows<{ version: number }>(
      t().database.db,
      sql`select version from discounts where id = ${list.id}`,
    );
    const [endDate, edit] = await Promise.all([
      admin('PUT', `/discounts/${list.id}/change-end-date`, {
        version: x!.version,
        validTo: '2030-01-01',
      }),
      sales('PUT', `/discounts/${list.id}`, {
        version: x!.version,
        discount: listBody({ name: 'Módosított' }),
      }),
    ]);
    expect([endDate.statusCode, edit.statusCode].sort()).toEqual([200, 409]);
    const second = (await sales('GET', `/discounts/${list.id}`)).json();
    const [re, ed] = await Promise.all([
      office('POST', `/discounts/${list.id}/approve`, { version: second.version }),
      sales('PUT', `/discounts/${list.id}`, {
        version: second.version,
        discount: listBody({ name: 'Újra' }),
      }),
    ]);
    const final = (await sales('GET', `/discounts/${list.id}`)).json();
    expect(final.name === 'Újra' ? final.state : 'ok').not.toBe('ACTIVE');
    expect([re.statusCode, ed.statusCode].filter((s) => s === 200).length).toBeLessThanOrEqual(1);
  });
});
