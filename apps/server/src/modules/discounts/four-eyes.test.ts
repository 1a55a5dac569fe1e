import { expect, it } from 'vitest';
import { describeApp } from '../../test/harness.ts';
import { callersOf, listBody, pricedProducts } from './discounts.test-data.ts';

const ROUNDS = 8;

/**
 * README "Four eyes": the approver differs from every user who changed the list or its items
 * since the last approval; a cancelled item another item of the list overlaps, or a later or
 * removed end date, needs a new approval.
 */
describeApp('discount four eyes', (t) => {
  const as = callersOf(t);
  const item = (productId: number, percent = '5') => ({
    target: 'PRODUCT',
    targetId: productId,
    discountPercent: percent,
  });

  /** A list the office changed first and the sales desk last: a DRAFT waiting for approval. */
  const changedByBoth = async (name: string) => {
    const sales = await as('ertekesito');
    const office = await as('irodai');
    const [a] = await pricedProducts(t().database.db, 1);
    const list = (await sales('POST', '/discounts/', listBody({ name }))).json();
    const edited = await office('PUT', `/discounts/${list.id}`, {
      version: list.version,
      discount: listBody({ name: `${name} (iroda)` }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const added = await sales('POST', `/discounts/${list.id}/discount-items`, item(a!.id));
    expect(added.statusCode, added.body).toBe(200);
    return { sales, office, list, path: `/discounts/${list.id}` };
  };

  it('no user who changed the list since its last approval approves it, not only the last one', async () => {
    const { sales, office, path } = await changedByBoth('Négy szem');
    const admin = await as('admin');
    const { version } = (await sales('GET', path)).json();
    const refused = await office('POST', `${path}/approve`, { version });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errors[0].code).toBe('four_eyes');
    const approved = await admin('POST', `${path}/approve`, { version });
    expect(approved.statusCode, approved.body).toBe(200);
    // The office's change was before that approval: a later change by the sales desk alone.
    const edited = await sales('PUT', path, {
      version: approved.json().version,
      discount: listBody({ name: 'Négy szem 2' }),
    });
    const again = await office('POST', `${path}/approve`, { version: edited.json().version });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('parallel approvals by a changer and another approver: only the other one passes', async () => {
    const { sales, office, path } = await changedByBoth('Párhuzamos');
    const admin = await as('admin');
    for (let round = 0; round < ROUNDS; round++) {
      const { version } = (await sales('GET', path)).json();
      const [byOffice, byAdmin] = await Promise.all([
        office('POST', `${path}/approve`, { version }),
        admin('POST', `${path}/approve`, { version }),
      ]);
      expect([403, 409], byOffice.body).toContain(byOffice.statusCode);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      // The office and then the sales desk change it again for the next round.
      const byOfficeEdit = await office('PUT', path, {
        version: byAdmin.json().version,
        discount: listBody({ name: `Iroda ${round}` }),
      });
      const bySales = await sales('PUT', path, {
        version: byOfficeEdit.json().version,
        discount: listBody({ name: `Értékesítő ${round}` }),
      });
      expect(bySales.statusCode, bySales.body).toBe(200);
    }
  });

  it('cancelling an item another item of the list overlaps sends the list back to approval', async () => {
    const sales = await as('ertekesito');
    const office = await as('irodai');
    const products = await pricedProducts(t().database.db, 50);
    const grouped = products.find((p) => p.group_id !== null)!;
    const list = (await sales('POST', '/discounts/', listBody({ name: 'Csoport' }))).json();
    const path = `/discounts/${list.id}`;
    const product = (await sales('POST', `${path}/discount-items`, item(grouped.id, '5'))).json();
    await sales('POST', `${path}/discount-items`, {
      target: 'GROUP',
      targetId: grouped.group_id,
      discountPercent: '20',
    });
    const { version } = (await sales('GET', path)).json();
    expect((await office('POST', `${path}/approve`, { version })).statusCode).toBe(200);
    // Without the product item the group's 20 % would apply to the product: not approved.
    const cancelled = await sales('PUT', `/discounts/cancel-discount-item/${product.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await sales('GET', path)).json()).toMatchObject({
      state: 'DRAFT',
      approvedByName: null,
    });
  });

  it('an end date moved later or removed needs approval; an earlier one keeps it', async () => {
    const sales = await as('ertekesito');
    const office = await as('irodai');
    const approvedList = async (validTo: string) => {
      const list = (await sales('POST', '/discounts/', listBody({ name: 'Vége', validTo }))).json();
      const approved = await office('POST', `/discounts/${list.id}/approve`, {
        version: list.version,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      return approved.json();
    };
    const end = (list: { id: number; version: number }, validTo: string | null, by = sales) =>
      by('PUT', `/discounts/${list.id}/change-end-date`, { version: list.version, validTo });

    const earlier = await end(await approvedList('2999-12-31'), '2999-06-30');
    expect(earlier.json()).toMatchObject({ validTo: '2999-06-30', state: 'ACTIVE' });
    const removed = await end(await approvedList('2999-06-30'), null);
    expect(removed.json()).toMatchObject({ validTo: null, state: 'DRAFT', approvedByName: null });
    // Whoever moved it later is a changer: they cannot approve it themselves.
    const later = await end(await approvedList('2999-06-30'), '2999-12-31', office);
    expect(later.json()).toMatchObject({ validTo: '2999-12-31', state: 'DRAFT' });
    const own = await office('POST', `/discounts/${later.json().id}/approve`, {
      version: later.json().version,
    });
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().errors[0].code).toBe('four_eyes');
  });
});
