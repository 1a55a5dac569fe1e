import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { callersOf, customersOfFirm1, listBody } from './discounts.test-data.ts';

describeApp('discount lists', (t) => {
  const as = callersOf(t);
  const create = async (over: Record<string, unknown> = {}, user = 'ertekesito') =>
    (await (await as(user))('POST', '/discounts/', listBody(over))).json();

  it('the demo firm has discount lists in every state', async () => {
    const page = (await (await as('irodai'))('GET', '/discounts/list?page_size=50')).json();
    const states = new Set(page.items.map((d: { state: string }) => d.state));
    for (const state of ['DRAFT', 'APPROVED', 'ACTIVE', 'EXPIRED', 'CANCELLED'])
      expect(states).toContain(state);
  });

  it('creates a DRAFT list owned by the caller, checks its scope, audits it', async () => {
    const sales = await as('ertekesito');
    const [customer] = await customersOfFirm1(t().database.db, 1);
    const r = await sales(
      'POST',
      '/discounts/',
      listBody({ scope: 'CUSTOMER', customerIds: [customer], currency: 'HUF', priority: 5 }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      state: 'DRAFT',
      ownerName: 'Szabó Péter',
      customerIds: [customer],
      version: 1,
      itemCount: 0,
    });
    const [audit] = await queryRows<{ entity: string; action: string }>(
      t().database.db,
      sql`select entity, action from audit_log where request_id = ${String(r.headers['x-request-id'])}`,
    );
    expect(audit).toEqual({ entity: 'discount', action: 'create' });
    const bad = await sales('POST', '/discounts/', listBody({ scope: 'CUSTOMER' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('customerIds');
    const foreign = await sales(
      'POST',
      '/discounts/',
      listBody({ scope: 'CUSTOMER_SET', customerIds: [customer, 999999] }),
    );
    expect(foreign.json().errors).toEqual([expect.objectContaining({ path: 'customerIds.1' })]);
    const backwards = await sales('POST', '/discounts/', listBody({ validTo: '2025-12-31' }));
    expect(backwards.json().errors[0].path).toBe('validTo');
  });

  it('approval: four eyes, permission, state checked, editing puts it back to DRAFT', async () => {
    const sales = await as('ertekesito');
    const office = await as('irodai');
    const admin = await as('admin');
    const list = await create();
    expect((await sales('POST', `/discounts/${list.id}/approve`, { version: 1 })).statusCode).toBe(
      403,
    );
    const mine = await create({}, 'irodai');
    const refused = await office('POST', `/discounts/${mine.id}/approve`, { version: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('four_eyes');
    const approved = await office('POST', `/discounts/${list.id}/approve`, { version: 1 });
    expect(approved.json()).toMatchObject({
      state: 'ACTIVE',
      approvedByName: 'Nagy Katalin',
      version: 2,
    });
    const again = await admin('POST', `/discounts/${list.id}/approve`, { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_STATE');
    const stale = await sales('PUT', `/discounts/${list.id}`, {
      version: 1,
      discount: listBody({ name: 'x' }),
    });
    expect(stale.json().code).toBe('STALE_VERSION');
    const edited = await sales('PUT', `/discounts/${list.id}`, {
      version: 2,
      discount: listBody({ name: 'Tél' }),
    });
    expect(edited.json()).toMatchObject({
      name: 'Tél',
      state: 'DRAFT',
      approvedByName: null,
      version: 3,
    });
    // The office member who edits cannot approve their own change; the admin can.
    await office('PUT', `/discounts/${list.id}`, {
      version: 3,
      discount: listBody({ name: 'Tél 2' }),
    });
    expect((await office('POST', `/discounts/${list.id}/approve`, { version: 4 })).statusCode).toBe(
      403,
    );
    expect(
      (await admin('POST', `/discounts/${list.id}/approve`, { version: 4 })).json().state,
    ).toBe('ACTIVE');
  });

  it('shows APPROVED, ACTIVE and EXPIRED from today; change-end-date only on approved lists', async () => {
    const office = await as('irodai');
    const today = todayInHungary();
    const future = await create({ validFrom: '2999-01-01' });
    const past = await create({ validFrom: '2020-01-01', validTo: '2020-12-31' });
    expect(
      (await office('POST', `/discounts/${future.id}/approve`, { version: 1 })).json().state,
    ).toBe('APPROVED');
    expect(
      (await office('POST', `/discounts/${past.id}/approve`, { version: 1 })).json().state,
    ).toBe('EXPIRED');
    const draft = await create();
    expect(
      (
        await office('PUT', `/discounts/${draft.id}/change-end-date`, {
          version: 1,
          validTo: today,
        })
      ).json().code,
    ).toBe('INVALID_STATE');
    const revived = await office('PUT', `/discounts/${past.id}/change-end-date`, {
      version: 2,
      validTo: null,
    });
    // A removed end date grants the discount longer than approved: back to approval.
    expect(revived.json()).toMatchObject({ state: 'DRAFT', validTo: null, approvedByName: null });
    const reapproved = await (await as('admin'))('POST', `/discounts/${past.id}/approve`, {
      version: 3,
    });
    expect(reapproved.json()).toMatchObject({ state: 'ACTIVE', validTo: null });
    const early = await office('PUT', `/discounts/${past.id}/change-end-date`, {
      version: 4,
      validTo: '2019-01-01',
    });
    expect(early.json().errors[0].path).toBe('validTo');
    const [audit] = await queryRows<{
      before: { validTo: string };
      after: { validTo: string | null };
    }>(
      t().database.db,
      sql`select before, after from audit_log where entity = 'discount' and entity_id = ${String(past.id)} and action = 'change-end-date'`,
    );
    expect([audit!.before.validTo, audit!.after.validTo]).toEqual(['2020-12-31', null]);
    const history = (await office('GET', `/discounts/${past.id}/history`)).json();
    expect(history[1]).toMatchObject({
      action: 'change-end-date',
      userName: 'Nagy Katalin',
      changes: [
        { field: 'validTo', before: '2020-12-31', after: null },
        { field: 'state', before: 'EXPIRED', after: 'DRAFT' },
      ],
    });
    const expired = (await office('GET', '/discounts/list?state=EXPIRED&page_size=200')).json();
    expect(expired.items.map((d: { id: number }) => d.id)).not.toContain(past.id);
    const active = (
      await office('GET', `/discounts/list?state=ACTIVE&validOn=${today}&page_size=200`)
    ).json();
    expect(active.items.map((d: { id: number }) => d.id)).toContain(past.id);
  });

  it('cancel from DRAFT or APPROVED only; clone makes a DRAFT copy with the items', async () => {
    const sales = await as('ertekesito');
    const office = await as('irodai');
    const list = await create();
    const [group] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from product_groups where firm_id = 1 order by id limit 1`,
    );
    await sales('POST', `/discounts/${list.id}/discount-items`, {
      target: 'GROUP',
      targetId: group!.id,
      discountPercent: '5',
    });
    const cancelled = await sales('PUT', `/discounts/${list.id}/cancel`, { version: 2 });
    expect(cancelled.json().state).toBe('CANCELLED');
    expect((await sales('PUT', `/discounts/${list.id}/cancel`, { version: 3 })).json().code).toBe(
      'INVALID_STATE',
    );
    expect(
      (await office('POST', `/discounts/${list.id}/approve`, { version: 3 })).json().code,
    ).toBe('INVALID_STATE');
    expect(
      (await sales('PUT', `/discounts/${list.id}`, { version: 3, discount: listBody() })).json()
        .code,
    ).toBe('INVALID_STATE');
    const copy = (await office('PUT', `/discounts/${list.id}/clone`)).json();
    expect(copy).toMatchObject({ state: 'DRAFT', ownerName: 'Nagy Katalin', itemCount: 1 });
    expect(copy.id).not.toBe(list.id);
  });

  it('bulk delete: DRAFT and CANCELLED go, APPROVED is refused, unknown ones say so', async () => {
    const sales = await as('ertekesito');
    const office = await as('irodai');
    const draft = await create();
    const approved = await create();
    await office('POST', `/discounts/${approved.id}/approve`, { version: 1 });
    const cancelled = await create();
    await sales('PUT', `/discounts/${cancelled.id}/cancel`, { version: 1 });
    const r = await sales('PUT', '/discounts/delete-discounts/list', {
      ids: [draft.id, approved.id, cancelled.id, 999999],
    });
    expect(r.json().results.map((x: { outcome: string }) => x.outcome)).toEqual([
      'DELETED',
      'REFUSED',
      'DELETED',
      'NOT_FOUND',
    ]);
    expect((await sales('GET', `/discounts/${draft.id}`)).statusCode).toBe(404);
    expect((await sales('GET', `/discounts/${approved.id}`)).statusCode).toBe(200);
  });

  it('lists with filters and paging', async () => {
    const sales = await as('ertekesito');
    const [customer] = await customersOfFirm1(t().database.db, 1);
    const mine = await create({ name: 'Szűrt lista', scope: 'CUSTOMER', customerIds: [customer] });
    const page = (
      await sales(
        'GET',
        `/discounts/list?term=Szűrt&customerId=${customer}&scope=CUSTOMER&state=DRAFT`,
      )
    ).json();
    expect(page.items.map((d: { id: number }) => d.id)).toEqual([mine.id]);
    expect(page.total).toBe(1);
    const small = (await sales('GET', '/discounts/list?page_size=1&page_number=1')).json();
    expect(small.items).toHaveLength(1);
    expect(small.total).toBeGreaterThan(2);
    const past = (await sales('GET', '/discounts/list?page_number=1000')).json();
    expect([past.items.length, past.total]).toEqual([0, small.total]);
    expect((await sales('GET', '/discounts/list?state=NOPE')).statusCode).toBe(400);
    expect((await sales('GET', '/discounts/list?sort=owner')).statusCode).toBe(400);
    const byName = (await sales('GET', '/discounts/list?sort=name&direction=asc&page_size=200'))
      .json()
      .items.map((d: { name: string }) => d.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
