import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { pdfText } from '../invoices/pdf-text.test-data.ts';

describeApp('delivery methods, plan conditions, fees on the order, loading tab', (t) => {
  let office: Session;
  const call = (method: string, path: string, body?: unknown, session = office) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const method = {
    code: 'FUVAR',
    name: 'Bérfuvar',
    kind: 'OWN_VEHICLE',
    feeRule: 'FIXED',
    fixedFee: '5000',
  };

  it('keeps method codes unique, refuses deleting a method in use, lets an unused one go', async () => {
    office = await t().login('irodai');
    const created = await call('POST', '/delivery-methods/', method);
    expect(created.json()).toMatchObject({ code: 'FUVAR', isInUse: false, version: 1 });
    expect((await call('POST', '/delivery-methods/', method)).json()).toMatchObject({
      status: 409,
      errors: [{ path: 'code' }],
    });
    const courierless = await call('POST', '/delivery-methods/', {
      ...method,
      code: 'X',
      kind: 'COURIER',
    });
    expect(courierless.json()).toMatchObject({ status: 400, errors: [{ path: 'courier' }] });
    const methods = (await call('GET', '/delivery-methods/')).json() as {
      id: number;
      code: string;
      version: number;
      isInUse: boolean;
    }[];
    const own = methods.find((m) => m.code === 'SAJAT')!;
    expect(own.isInUse).toBe(true);
    const refused = await call('DELETE', `/delivery-methods/${own.id}?version=${own.version}`);
    expect(refused.json()).toMatchObject({ status: 409, errors: [{ code: 'in_use' }] });
    const stale = await call('DELETE', `/delivery-methods/${created.json().id}?version=9`);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect(
      (await call('DELETE', `/delivery-methods/${created.json().id}?version=1`)).statusCode,
    ).toBe(204);
    const driver = await t().login('sofor');
    expect(
      (await call('POST', '/delivery-methods/', { ...method, code: 'Y' }, driver)).statusCode,
    ).toBe(403);
  });

  it('skips public holidays and counts a transferred working Saturday (production calendar)', async () => {
    const earliest = async (orderedAt: string) =>
      (
        await call(
          'GET',
          `/delivery-plans/earliest-date?postcode=1138&orderedAt=${encodeURIComponent(orderedAt)}`,
        )
      ).json().date;
    // Wed 23 Dec 2026: the 24th is a transferred rest day, the 25th–26th holidays, then Sunday.
    expect(await earliest('2026-12-23T10:00:00+01:00')).toBe('2026-12-28');
    // Thu 31 Dec 2026 before the cut-off: 1 Jan 2027 (Friday) is a holiday.
    expect(await earliest('2026-12-31T10:00:00+01:00')).toBe('2027-01-04');
    // Sat 12 Dec 2026 is a working day (10/2025. NGM rendelet): before the cut-off it counts as
    // the order day, so Monday is the delivery (Tuesday on an ordinary Saturday).
    expect(await earliest('2026-12-12T10:00:00+01:00')).toBe('2026-12-14');
    expect(await earliest('2026-12-05T10:00:00+01:00')).toBe('2026-12-08');
    const planner = await t().login('utemezo');
    const candidates = async (date: string) =>
      (await call('GET', `/delivery/route-candidates?date=${date}`, undefined, planner)).json();
    expect((await candidates('2026-12-23')).length).toBeGreaterThan(0);
    expect(await candidates('2026-12-24')).toEqual([]);
    expect(await candidates('2026-12-25')).toEqual([]);
  });

  it('computes the earliest date from the plan conditions covering the postcode', async () => {
    const friday = await call(
      'GET',
      '/delivery-plans/earliest-date?postcode=1138&orderedAt=2026-11-27T10:00:00%2B01:00',
    );
    expect(friday.json()).toMatchObject({
      date: '2026-11-30',
      planConditionName: 'Budapest',
      skipsHolidays: true,
    });
    const late = await call(
      'GET',
      '/delivery-plans/earliest-date?postcode=1138&orderedAt=2026-11-27T15:00:00%2B01:00',
    );
    expect(late.json().date).toBe('2026-12-01');
    const nowhere = await call('GET', '/delivery-plans/earliest-date?postcode=1000');
    expect(nowhere.json().date).toBeNull();
    const bad = await call('POST', '/delivery-plans/conditions', {
      name: 'Rossz',
      postcodeFrom: '2000',
      postcodeTo: '1000',
      weekdays: [1],
      deliveryMethodId: 1,
    });
    expect(bad.json()).toMatchObject({ status: 400, errors: [{ path: 'postcodeTo' }] });
  });

  it('bills the delivery and unpacking fees as service lines of the order, and removes them', async () => {
    const [draft] = await queryRows<{ id: number; version: number }>(
      t().database.db,
      sql`select id, version from customer_orders where firm_id = 1 and state = 'DRAFT' order by id limit 1`,
    );
    const methods = (await call('GET', '/delivery-methods/list')).json() as {
      id: number;
      code: string;
    }[];
    const gls = methods.find((m) => m.code === 'GLS')!;
    const set = await call('PUT', `/delivery/orders/${draft!.id}`, {
      version: draft!.version,
      deliveryMethodId: gls.id,
      wantsUnpacking: true,
    });
    expect(set.json()).toMatchObject({ kind: 'COURIER', wantsUnpacking: true });
    const order = (await call('GET', `/customer-order/${draft!.id}`)).json();
    const lines = order.lines.map((l: { productCode: string; unitPrice: string }) => [
      l.productCode,
      l.unitPrice,
    ]);
    if (Number(set.json().deliveryFee) > 0)
      expect(lines).toContainEqual(['SZO-9001', `${Number(set.json().deliveryFee).toFixed(4)}`]);
    expect(lines.map((l: string[]) => l[0])).toContain('SZO-9003');
    // The answer carries what the order form takes in: the header and the fee lines written.
    const change = set.json().order;
    expect(change).toMatchObject({
      id: draft!.id,
      version: order.version,
      totals: order.totals,
      deletedLineIds: [],
    });
    expect(change.version).toBe(set.json().orderVersion);
    const feeCodes = change.lines.map((l: { productCode: string }) => l.productCode);
    expect(feeCodes).toContain('SZO-9003');
    expect(change.lines.length).toBeLessThan(order.lines.length);
    const stale = await call('PUT', `/delivery/orders/${draft!.id}`, {
      version: draft!.version,
      deliveryMethodId: null,
    });
    expect(stale.json().code).toBe('STALE_VERSION');
    const cleared = await call('PUT', `/delivery/orders/${draft!.id}`, {
      version: set.json().orderVersion,
      deliveryMethodId: null,
      wantsUnpacking: false,
    });
    expect(cleared.json()).toMatchObject({ deliveryMethodId: null, wantsUnpacking: false });
    expect(cleared.json().order.lines).toEqual([]);
    expect([...cleared.json().order.deletedLineIds].sort()).toEqual(
      change.lines.map((l: { id: number }) => l.id).sort(),
    );
    expect([Number(cleared.json().deliveryFee), Number(cleared.json().unpackingFee)]).toEqual([
      0, 0,
    ]);
    const after = (await call('GET', `/customer-order/${draft!.id}`)).json();
    expect(after.lines.map((l: { productCode: string }) => l.productCode)).not.toContain(
      'SZO-9003',
    );
  });

  it("finds its fee lines again after the order's own save wrote every line anew", async () => {
    const [draft] = await queryRows<{ id: number; version: number }>(
      t().database.db,
      sql`select id, version from customer_orders where firm_id = 1 and state = 'DRAFT' order by id desc limit 1`,
    );
    const methods = (await call('GET', '/delivery-methods/list')).json() as {
      id: number;
      code: string;
    }[];
    const body = {
      deliveryMethodId: methods.find((m) => m.code === 'GLS')!.id,
      wantsUnpacking: true,
    };
    const first = await call('PUT', `/delivery/orders/${draft!.id}`, {
      version: draft!.version,
      ...body,
    });
    expect(first.json().order.lines.length).toBeGreaterThan(0);
    const order = (await call('GET', `/customer-order/${draft!.id}`)).json();
    const resaved = await call('PUT', '/customer-order/', {
      id: order.id,
      version: order.version,
      customerId: order.customerId,
      currencyCode: order.currencyCode,
      internalNote: 'Újramentve',
      lines: order.lines.map(
        (l: { productId: number; quantity: string; description: string; unitPrice: string }) => ({
          productId: l.productId,
          quantity: l.quantity,
          description: l.description,
          unitPrice: l.unitPrice,
        }),
      ),
    });
    expect(resaved.statusCode).toBe(200);
    const again = await call('PUT', `/delivery/orders/${draft!.id}`, {
      version: resaved.json().version,
      ...body,
    });
    expect(again.statusCode).toBe(200);
    const lines = (await call('GET', `/customer-order/${draft!.id}`)).json().lines as {
      id: number;
      productCode: string;
    }[];
    const feeCodes = first.json().order.lines.map((l: { productCode: string }) => l.productCode);
    for (const code of feeCodes)
      expect(
        lines.filter((l) => l.productCode === code),
        code,
      ).toHaveLength(1);
    expect(again.json().order.deletedLineIds).toEqual([]);
  });

  it('prints unpacking labels one per parcel, and lists planned stops on the loading tab', async () => {
    const warehouse = await t().login('raktaros');
    const [route] = (
      await call('GET', '/delivery/my-routes', undefined, await t().login('sofor'))
    ).json();
    const labels = await call(
      'POST',
      '/orders/unpacking-label-data',
      { orderId: route.stops[0].orderId },
      warehouse,
    );
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect(pdfText(labels.rawPayload).join(' ')).toContain('KICSOMAGOLÁS');
    const tab = await call(
      'POST',
      '/dashboards/warehouse/query',
      { tab: 'TO_LOAD', work_station_id: null },
      warehouse,
    );
    const items = tab.json().items as { id: string; orderNumber: string }[];
    expect(items.map((i) => i.orderNumber)).toEqual(
      [...route.stops].reverse().map((s: { orderNumber: string }) => s.orderNumber),
    );
    const reprint = await call(
      'POST',
      '/dashboards/warehouse/execute-action/reprint-labels-upon-loading',
      { tab: 'TO_LOAD', itemId: items[0]!.id, work_station_id: null },
      warehouse,
    );
    expect(reprint.headers['content-type']).toBe('application/pdf');
  });
});
