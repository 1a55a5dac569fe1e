import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import type { NavConfig } from '../reference-data/nav.adapter.ts';
import { createInvoiceFromOrder } from './invoices.service.ts';
import { invoiceCalls, invoiceFixtures } from './invoices.test-data.ts';

const seq = (number: string) => Number(number.slice(-6));

describeApp('invoice numbering', (t) => {
  let sales: Session;
  let office: Session;
  let f: Awaited<ReturnType<typeof invoiceFixtures>>;
  const { confirmedOrder, invoice } = invoiceCalls(t, () => ({ sales, office }));

  beforeAll(async () => {
    sales = await t().login('ertekesito');
    office = await t().login('irodai');
    f = await invoiceFixtures(t, 'N');
  });

  it('20 invoices issued in parallel get 20 consecutive numbers', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++)
      orders.push(await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]));
    const answers = await Promise.all(
      orders.map((o) =>
        invoice(o.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), amount: '100' }),
      ),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const numbers = answers.map((r) => seq(r.json().number)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  });

  it('a creation that fails after taking its number leaves no gap', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    const first = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), amount: '100' })
    ).json();
    const [user] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from users where username = 'irodai'`,
    );
    const ctx: Ctx = {
      db: t().database.db,
      auth: {
        sessionId: 'x',
        userId: user!.id,
        username: 'irodai',
        firmId: 1,
        roles: ['back_office'],
        via: 'cookie',
      },
      requestId: 'numbering-test',
      log: t().app.log,
      queue: t().app.jobs,
    };
    const nav = {
      url: 'http://127.0.0.1:9',
      login: 'x',
      password: 'x',
      signingKey: 'x',
      taxNumber: '1',
    } as NavConfig;
    const failing = createInvoiceFromOrder(
      ctx,
      {
        nav,
        onIssued: async () => {
          throw new Error('the reporting job could not be enqueued');
        },
      },
      order.id,
      { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), amount: '100', note: '' },
    );
    await expect(failing).rejects.toThrow('could not be enqueued');
    const next = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), amount: '100' })
    ).json();
    expect(seq(next.number)).toBe(seq(first.number) + 1);
  });
});
