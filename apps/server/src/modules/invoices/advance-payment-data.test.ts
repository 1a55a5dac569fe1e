import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { todayInHungary } from '../../platform/business-day.ts';
import { describeApp } from '../../test/harness.ts';
import { invoiceTestSetup } from './invoices.test-data.ts';
import { buildInvoiceData } from './nav-report.ts';
import { validateInvoiceData } from './nav-schema/validate.ts';

/** NAV v3 AdvancePaymentDataType on the deduction lines of a final invoice (spec v3.0 §2.9). */
describeApp('advancePaymentData of final invoices', (t) => {
  const { confirmedOrder, invoice, dispatch, f } = invoiceTestSetup(t, 'APD');

  it('each deduction line names its advance invoice, the day its money arrived and its rate', async () => {
    const paidOn = new Date(Date.parse(`${todayInHungary()}T00:00:00Z`) - 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '2' },
      { productId: f.p5, quantity: '1' },
    ]);
    const advance = (
      await invoice(order.id, { kind: 'ADVANCE', amount: '1000', fulfilmentDate: paidOn })
    ).json();
    await dispatch(order);
    const final = (await invoice(order.id, { kind: 'FINAL' })).json();
    const deductions = final.lines.filter(
      (l: { advanceInvoiceId: number | null }) => l.advanceInvoiceId,
    );
    expect(deductions).toHaveLength(2);
    for (const line of deductions)
      expect(line.advancePayment).toEqual({
        originalInvoice: advance.number,
        paymentDate: paidOn,
        exchangeRate: '1',
      });
    const [row] = await t().database.db.select().from(invoices).where(eq(invoices.id, final.id));
    const { xml } = await buildInvoiceData(t().database.db, row!);
    const check = await validateInvoiceData(xml);
    expect(check.errors, xml).toEqual([]);
    expect(xml.split('<advancePaymentData>')).toHaveLength(3);
    expect(xml).toContain(
      `<advancePaymentData><advanceOriginalInvoice>${advance.number}</advanceOriginalInvoice><advancePaymentDate>${paidOn}</advancePaymentDate><advanceExchangeRate>1</advanceExchangeRate></advancePaymentData>`,
    );
    const advanceXml = await buildInvoiceData(
      t().database.db,
      (await t().database.db.select().from(invoices).where(eq(invoices.id, advance.id)))[0]!,
    );
    expect(advanceXml.xml).not.toContain('advancePaymentData');
  });
});
