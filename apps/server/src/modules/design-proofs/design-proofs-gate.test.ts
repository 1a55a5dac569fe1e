import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { productionCalls, WORKDAY } from '../production/production.test-data.ts';
import { partsOf, uploadProof } from './design-proofs.test-data.ts';

/** The production gate (README): a workshop order of a proof product starts only once accepted. */
describeApp('design proof gate', (t) => {
  let session: Session;
  const { db, call, furniture, productionOrder, team, workshopOrder } = productionCalls(
    t,
    () => session,
  );

  it('refuses to start production before the proof is accepted (409), starts after', async () => {
    session = await t().login('utemezo');
    const sign = await furniture();
    await db().execute(sql`update products set needs_design_proof = true where id = ${sign.id}`);
    const order = await productionOrder(sign.id);
    const wo = await workshopOrder(order.id);
    const crew = await team(1, '5');
    const booked = await call('PUT', `/customer-order/${order.id}/schedule`, {
      tab: 'WORKSHOP',
      teamId: crew.id,
      day: WORKDAY,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const start = async () => {
      const { version } = (await call('GET', `/workshop-orders/${wo.id}`)).json();
      return call('POST', `/workshop-orders/${wo.id}/state`, { state: 'IN_PRODUCTION', version });
    };
    const refused = await start();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_STATE',
      errors: [{ path: 'designProof', code: 'design_proof_not_accepted' }],
    });
    expect((await call('GET', `/workshop-orders/${wo.id}`)).json().state).toBe('SCHEDULED');

    const [proof] = await queryRows<{ id: number }>(
      db(),
      sql`select id from design_proofs where order_id = ${order.id}`,
    );
    const { orderId, token } = partsOf((await uploadProof(t(), session, proof!.id)).json().link);
    const accepted = await t().call('POST', `${REST}/orders/${orderId}/visual-design/accept`, {
      body: { token, stampName: 'Vevő Vera' },
    });
    expect(accepted.statusCode).toBe(204);
    const started = await start();
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().state).toBe('IN_PRODUCTION');
  });
});
