import { taxNumberCheckDigit } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { REST, type Session, type TestApp } from '../../test/harness.ts';
import {
  createCustomer,
  createStockedProduct,
} from '../customer-orders/customer-orders.test-data.ts';

/** A tiny client for invoice tests: the back office makes orders (typing prices) and invoices. */
export function invoiceCalls(
  t: () => TestApp,
  sessions: () => { sales: Session; office: Session },
) {
  const call = (method: string, path: string, body?: unknown, as = sessions().office) =>
    t().call(method, `${REST}${path}`, { session: as, body });
  const ok = async (method: string, path: string, body?: unknown, as = sessions().office) => {
    const r = await call(method, path, body, as);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  /** A CONFIRMED order of `customerId` with the given lines. */
  const confirmedOrder = async (customerId: number, lines: object[], extra: object = {}) => {
    const order = await ok('POST', '/customer-order/', { customerId, lines, ...extra });
    return ok('POST', `/customer-order/${order.id}/state`, {
      state: 'CONFIRMED',
      version: order.version,
    });
  };
  const invoice = (orderId: number, body: object) =>
    call('POST', `/customer-order/${orderId}/create-invoice`, body);
  /** Dispatches the order (all, or the given line quantities); answers the order afterwards. */
  const dispatch = async (order: { id: number }, lines?: object[]) => {
    const current = await ok('GET', `/customer-order/${order.id}`);
    await ok('POST', `/orders/dispatch/${order.id}`, {
      version: current.version,
      ...(lines && { lines }),
    });
    return ok('GET', `/customer-order/${order.id}`);
  };
  return { call, ok, confirmedOrder, invoice, dispatch };
}

/** A valid tax number (check digit) from a 7-digit base. */
export const taxNumberOf = (base7: string) => `${base7}${taxNumberCheckDigit(base7)}-2-13`;

export async function invoiceFixtures(t: () => TestApp, tag: string) {
  const db = t().database.db;
  const company = await createCustomer(db, `Számlás ${tag} Kft.`);
  const base = String(1_000_000 + (company % 8_999_999));
  await db.execute(
    sql`update partners set tax_number = ${taxNumberOf(base)} where id = ${company}`,
  );
  return {
    company,
    person: await createCustomer(db, `Magán ${tag}`, 'PERSON'),
    p27: (await createStockedProduct(db, `I27-${tag}`, { price: '1000', stock: 100 })).id,
    p5: (await createStockedProduct(db, `I5-${tag}`, { price: '333', stock: 100, vatCode: '5' }))
      .id,
    pTam: (
      await createStockedProduct(db, `ITAM-${tag}`, { price: '250', stock: 100, vatCode: 'TAM' })
    ).id,
    pEu: (await createStockedProduct(db, `IEU-${tag}`, { price: '400', stock: 100, vatCode: 'EU' }))
      .id,
    pKbaet: (
      await createStockedProduct(db, `IKB-${tag}`, { price: '600', stock: 100, vatCode: 'KBAET' })
    ).id,
    pZero: (await createStockedProduct(db, `I0-${tag}`, { price: '100', stock: 100, vatCode: '0' }))
      .id,
  };
}

/** An order line's stored VAT changed behind the order's back (a stale or imported order). */
export function setStoredVat(
  t: () => TestApp,
  orderLineId: number,
  vatCode: string,
  vatRate = '0',
) {
  return t().database.db.execute(
    sql`update customer_order_lines set vat_code = ${vatCode}, vat_rate = ${vatRate}
        where id = ${orderLineId}`,
  );
}

type Fixtures = Awaited<ReturnType<typeof invoiceFixtures>>;

/**
 * The start every invoice test file shares: before its tests the sales and office users log in
 * and the fixtures (named with `tag`) are made; `f` and `sessions` are filled in then.
 */
export function invoiceTestSetup(t: () => TestApp, tag: string) {
  const sessions = {} as { sales: Session; office: Session };
  const f = {} as Fixtures;
  beforeAll(async () => {
    sessions.sales = await t().login('ertekesito');
    sessions.office = await t().login('irodai');
    Object.assign(f, await invoiceFixtures(t, tag));
  });
  return { ...invoiceCalls(t, () => sessions), f, sessions };
}
