import { beforeAll, expect, it } from 'vitest';
import { describeApp, type Session } from '../../test/harness.ts';

describeApp('invoice demo data', (t) => {
  let office: Session;
  beforeAll(async () => {
    office = await t().login('irodai');
  });

  it('has invoices of every kind, payment state and NAV state', async () => {
    const r = await t().call('POST', '/kontor/rest/invoices/search', {
      session: office,
      body: { page_size: 200 },
    });
    expect(r.statusCode, r.body).toBe(200);
    const items: {
      kind: string;
      paymentState: string;
      navStatus: string;
      currencyCode: string;
      payable: string;
      gross: string;
    }[] = r.json().items;
    const set = (key: keyof (typeof items)[number]) =>
      [...new Set(items.map((i) => i[key]))].sort();
    expect(set('kind')).toEqual(['ADVANCE', 'CREDIT_NOTE', 'FINAL', 'NORMAL', 'PROFORMA']);
    expect(set('paymentState')).toEqual(['PAID', 'PARTIAL', 'UNPAID']);
    expect(set('navStatus')).toEqual([
      'ACCEPTED',
      'ACCEPTED_WITH_WARNINGS',
      'NOT_CONFIGURED',
      'NOT_REQUIRED',
      'REFUSED',
    ]);
    expect(set('currencyCode')).toEqual(['EUR', 'HUF']);
    expect(items.some((i) => i.payable !== i.gross)).toBe(true);
  });
});
