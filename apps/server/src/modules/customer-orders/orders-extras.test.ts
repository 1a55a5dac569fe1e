import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createCustomer, createStockedProduct } from './customer-orders.test-data.ts';

describeApp('customer orders: addresses, names, sorting, export, parcels', (t) => {
  let session: Session;
  let customer: number;
  let shipping: number;
  let productId: number;
  const call = (method: string, path: string, body?: unknown, as = session) =>
    t().call(method, `${REST}${path}`, { session: as, body });
  const createOrder = async (extra: object = {}) => {
    const r = await call('POST', '/customer-order/', {
      customerId: customer,
      lines: [{ productId, quantity: '2' }],
      ...extra,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    session = await t().login('ertekesito');
    const db = t().database.db;
    customer = await createCustomer(db, 'Címzett Kft.');
    [{ id: shipping }] = (await queryRows<{ id: number }>(
      db,
      sql`insert into partner_addresses (firm_id, partner_id, kind, postal_code, city, street)
          values (1, ${customer}, 'SHIPPING', '6720', 'Szeged', 'Kárász utca 5.') returning id`,
    )) as [{ id: number }];
    productId = (await createStockedProduct(db, 'X-ADDR', { price: '100' })).id;
  });

  it('keeps the delivery address when an update leaves deliveryAddressId out', async () => {
    const order = await createOrder({ deliveryAddressId: shipping });
    expect(order).toMatchObject({
      deliveryAddressId: shipping,
      deliveryAddress: '6720 Szeged, Kárász utca 5.',
    });
    // The form reads the customer's shipping addresses from the partner call.
    const partner = (await call('GET', `/partners/${customer}`)).json();
    expect(partner.shippingAddresses.map((a: { id: number }) => a.id)).toEqual([shipping]);
    const { deliveryAddressId: _, ...rest } = {
      id: order.id,
      version: order.version,
      customerId: customer,
      customerNote: 'Új megjegyzés',
      lines: [{ productId, quantity: '3' }],
      deliveryAddressId: undefined,
    };
    const kept = await call('PUT', '/customer-order/', rest);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      deliveryAddressId: shipping,
      deliveryAddress: '6720 Szeged, Kárász utca 5.',
      customerNote: 'Új megjegyzés',
    });
    const billing = await call('PUT', '/customer-order/', {
      ...rest,
      version: kept.json().version,
      deliveryAddressId: null,
    });
    expect(billing.json()).toMatchObject({
      deliveryAddressId: null,
      deliveryAddress: '1111 Budapest, Fő utca 1.',
    });
    const got = (await call('GET', `/customer-order/${order.id}`)).json();
    expect(got.deliveryAddressId).toBeNull();
  });

  it('answers the fulfilment partner name and the request lines product code and name', async () => {
    const [supplier] = await queryRows<{ id: number }>(
      t().database.db,
      sql`insert into partners (firm_id, code, kind, name, roles)
          values (1, 'T-SZALLITO', 'COMPANY', 'Beszállító Bt.', array['SUPPLIER']) returning id`,
    );
    const order = await createOrder({
      lines: [
        { productId, quantity: '1', fulfilment: 'PURCHASE', fulfilmentPartnerId: supplier!.id },
        { productId, quantity: '1' },
      ],
    });
    expect(
      order.lines.map((l: { fulfilmentPartnerName: string | null }) => l.fulfilmentPartnerName),
    ).toEqual(['Beszállító Bt.', null]);
    const request = await call('POST', '/customer-order/quote-request', {
      customerId: customer,
      subject: 'Ajánlatot kérünk',
      lines: [
        { productId, quantity: '5' },
        { description: 'Egyedi polc', quantity: '1' },
      ],
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json().lines).toMatchObject([
      { productId, productCode: 'X-ADDR', productName: 'Teszt X-ADDR' },
      { productId: null, productCode: null, productName: null, description: 'Egyedi polc' },
    ]);
  });
});
