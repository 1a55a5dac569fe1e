import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database.ts';
import { describeApp, REST, type Session, type TestApp } from '../../../test/harness.ts';
import { makeOrder } from '../delivery.test-data.ts';
import { type FakeMyGls, startFakeMyGls } from './fake-mygls.test-data.ts';

/** A READY order of the test's own, delivered by the demo's GLS method. */
async function glsOrder(t: TestApp): Promise<{ id: number; number: string }> {
  const id = await makeOrder(t, 'READY');
  const [row] = await queryRows<{ number: string }>(
    t.database.db,
    sql`with d as (insert into order_deliveries (customer_order_id, firm_id, delivery_method_id)
          select ${id}, 1, id from delivery_methods where firm_id = 1 and code = 'GLS')
        select number from customer_orders where id = ${id}`,
  );
  return { id, number: row!.number };
}

describeApp(
  'GLS labels: registered once, stored, reprinted from Kontor',
  (t) => {
    let fake: FakeMyGls;
    let session: Session;
    const print = (orderIds: number[]) =>
      t().call('POST', `${REST}/couriers/gls/print-labels`, {
        session,
        body: { orderIds, format: 'A4_2x2' },
      });
    const registered = (reference: string) =>
      fake.parcels.filter((p) => p.reference === reference).length;
    beforeAll(async () => {
      fake = await startFakeMyGls();
    });
    afterAll(() => fake.close());

    it('says MyGLS is not set up until the param settings name the account', async () => {
      session = await t().login('raktaros');
      const order = await glsOrder(t());
      expect((await print([order.id])).json()).toMatchObject({
        status: 409,
        errors: [{ path: 'settings' }],
      });
      for (const [id, value] of [
        ['delivery.glsClientNumber', '100012345'],
        ['delivery.glsUsername', 'raktar@kontor.example.hu'],
        ['delivery.glsPassword', 'titok'],
        ['delivery.glsApiUrl', fake.url],
      ])
        await t().database.db.execute(
          sql`insert into settings (firm_id, setting_id, value) values (1, ${id}, ${JSON.stringify(value)}::jsonb)`,
        );
    });

    it('registers the parcels once, stores numbers and PDF, and reprints without MyGLS', async () => {
      const order = await glsOrder(t());
      const first = await print([order.id]);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      const parcels = (
        await t().call('GET', `${REST}/orders/${order.id}/courier-parcels`, { session })
      ).json();
      expect(parcels).toEqual([
        expect.objectContaining({ courier: 'GLS', parcelNumber: expect.stringMatching(/^\d+$/) }),
      ]);
      const calls = fake.calls.length;
      const again = await print([order.id]);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(fake.calls.length).toBe(calls);
      expect(registered(order.number)).toBe(1);
    });

    it('never registers a parcel twice when two prints race', async () => {
      const order = await glsOrder(t());
      const answers = await Promise.all(Array.from({ length: 4 }, () => print([order.id])));
      // 409: another print holds the claim; 503: the loaded machine let a call run past its
      // timeout — either way the parcel exists once.
      expect(
        answers.filter((a) => ![200, 409, 503].includes(a.statusCode)).map((a) => a.body),
      ).toEqual([]);
      expect(registered(order.number)).toBe(1);
    });

    it('shows a refusal in Hungarian and keeps nothing, so a corrected print goes through', async () => {
      const order = await glsOrder(t());
      fake.mode = 'refuse';
      const refused = await print([order.id]);
      fake.mode = 'ok';
      expect(refused.json()).toMatchObject({
        status: 400,
        errors: [
          {
            path: 'orderIds',
            code: 'gls_14',
            message: expect.stringContaining('Hibás irányítószám'),
          },
        ],
      });
      expect((await print([order.id])).statusCode).toBe(200);
      expect(registered(order.number)).toBe(1);
    });

    it('answers 503 when MyGLS is silent, and a later print finds the parcel instead of a second one', async () => {
      const order = await glsOrder(t());
      fake.mode = 'silent';
      const lost = await print([order.id]);
      fake.mode = 'ok';
      expect(lost.json()).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect((await print([order.id])).json()).toMatchObject({
        status: 409,
        errors: [{ code: 'in_progress' }],
      });
      await new Promise((resolve) => setTimeout(resolve, 2100)); // the claim goes stale after two timeouts
      const recovered = await print([order.id]);
      expect(recovered.statusCode).toBe(200);
      expect(fake.calls.at(-1)!.method).toBe('GetPrintedLabels');
      expect(registered(order.number)).toBe(1);
    });
  },
  { courierTimeoutMs: 1000 },
);
