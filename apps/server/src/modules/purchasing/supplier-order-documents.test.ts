import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { purchasingCalls } from './purchasing.test-data.ts';

describeApp('supplier order PDF and e-mail', (t) => {
  let session: Session;
  const { call, supplier, product } = purchasingCalls(t, () => session);

  it('prints the order in Hungarian or German and fills the supplier-order e-mail template', async () => {
    session = await t().login('irodai');
    const supplierId = await supplier();
    const p = await product('SR-DOC', { supplierId, unitPrice: '1234.5' });
    const order = (
      await call('POST', '/supplier-order/', {
        supplierId,
        orderDate: '2026-11-20',
        lines: [{ productId: p, quantity: '3' }],
      })
    ).json();
    for (const [language, name] of [
      ['hu', 'megrendeles'],
      ['de', 'bestellung'],
    ] as const) {
      const made = await call('POST', '/documents/', {
        kind: 'SUPPLIER_ORDER',
        sourceId: order.id,
        language,
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({
        kind: 'SUPPLIER_ORDER',
        number: order.number,
        fileName: `${name}-${order.number}.pdf`,
      });
      const pdf = await call('POST', `/documents/${made.json().documentId}/print`, {});
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const emails = (path: string) => t().call('GET', `${REST}/emails${path}`, { session });
    const start = await emails(
      `/assemble-sender-url-json?documentKind=SUPPLIER_ORDER&documentId=${order.id}`,
    );
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({
      partnerId: supplierId,
      attachmentName: `megrendeles-${order.number}.pdf`,
    });
    const content = (await emails(`/types/${start.json().typeId}/content?language=hu`)).json();
    const filled = await emails(
      `/templates/${content.id}/personalized?documentKind=SUPPLIER_ORDER&documentId=${order.id}`,
    );
    expect(filled.json().subject).toBe(`Megrendelés – ${order.number}`);
    expect(filled.json().body).toContain('2026. 11. 20.');
  });

  it('starts the sender of a quote and an order confirmation (the partner country of their billing address)', async () => {
    session = await t().login('irodai');
    for (const [kind, table] of [
      ['QUOTE', 'quotes'],
      ['ORDER_CONFIRMATION', 'customer_orders'],
    ] as const) {
      const [row] = await queryRows<{ id: number }>(
        t().database.db,
        sql`select id from ${sql.raw(table)} where firm_id = 1 order by id limit 1`,
      );
      const start = await t().call(
        'GET',
        `${REST}/emails/assemble-sender-url-json?documentKind=${kind}&documentId=${row!.id}`,
        { session },
      );
      expect(start.statusCode, `${kind} ${start.body}`).toBe(200);
    }
  });
});
