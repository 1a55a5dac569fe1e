import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { callersOf, customersOfFirm1, listBody, pricedProducts } from './discounts.test-data.ts';

describeApp('discount history', (t) => {
  const as = callersOf(t);

  it('names customers and items, and lists no change that changed nothing', async () => {
    const sales = await as('ertekesito');
    const db = t().database.db;
    const ids = await customersOfFirm1(db, 2);
    const names = await queryRows<{ name: string }>(
      db,
      sql`select name from partners where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
    );
    const [product] = await pricedProducts(db, 1);
    const [{ code, name } = { code: '', name: '' }] = await queryRows<{
      code: string;
      name: string;
    }>(db, sql`select code, name from products where id = ${product!.id}`);
    const body = listBody({ scope: 'CUSTOMER_SET', customerIds: [ids[0]] });
    const list = (await sales('POST', '/discounts/', body)).json();
    // Saved with the same terms: nothing changed, so no history row.
    const same = await sales('PUT', `/discounts/${list.id}`, { version: 1, discount: body });
    expect(same.statusCode, same.body).toBe(200);
    const changed = await sales('PUT', `/discounts/${list.id}`, {
      version: same.json().version,
      discount: { ...body, customerIds: ids },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const item = (
      await sales('POST', `/discounts/${list.id}/discount-items`, {
        target: 'PRODUCT',
        targetId: product!.id,
        discountPercent: '10',
      })
    ).json();
    // An item saved as it was is no change either, nor a recalculation that changed no figure.
    await sales('PUT', `/discounts/${list.id}/discount-items/${item.id}`, {
      target: 'PRODUCT',
      targetId: product!.id,
      discountPercent: '10',
    });
    await sales('PUT', `/discounts/${list.id}/recalculate-discounts`);
    await sales('PUT', `/discounts/${list.id}/delete-discount-items/list`, { ids: [item.id] });

    const history = (await sales('GET', `/discounts/${list.id}/history`)).json();
    expect(history.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'create',
      'update',
      'create',
    ]);
    const [deleted, created, update] = history;
    expect(deleted.changes).toEqual([
      { field: 'deletedItems', before: null, after: `${code} ${name}` },
    ]);
    expect(created.subject).toBe(`${code} ${name}`);
    expect(created.changes).toContainEqual({
      field: 'targetName',
      before: null,
      after: `${code} ${name}`,
    });
    expect(update.userName).toBe('Szabó Péter');
    expect(update.changes).toEqual([
      {
        field: 'customerIds',
        before: names[0]!.name,
        after: names.map((n) => n.name).join(', '),
      },
    ]);
  });
});
