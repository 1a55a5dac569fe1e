import { expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describeApp('product vignette and containers', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const create = async (code: string, extra: object = {}) =>
    (await call('POST', '/products/create', { code, name: `Termék ${code}`, ...extra })).json();

  it('answers a default label (name and code), saves one and validates the barcode digits', async () => {
    session = await t().login('irodai');
    const p = await create('CIMKE-1');
    expect((await call('GET', `/products/${p.id}/vignette`)).json()).toEqual({
      templateCode: null,
      barcodeType: 'EAN13',
      barcodeValue: null,
      lines: ['Termék CIMKE-1', 'CIMKE-1'],
      widthMm: 50,
      heightMm: 30,
    });
    const saved = await call('PUT', `/products/${p.id}/vignette`, {
      barcodeValue: '5998200123457',
      lines: ['Polc', '60 cm'],
      widthMm: 70,
    });
    expect(saved.json()).toMatchObject({
      barcodeValue: '5998200123457',
      lines: ['Polc', '60 cm'],
      widthMm: 70,
    });
    expect((await call('GET', `/products/${p.id}/vignette`)).json()).toEqual(saved.json());
    const bad = await call('PUT', `/products/${p.id}/vignette`, {
      barcodeType: 'EAN8',
      barcodeValue: '123',
    });
    expect(bad.json()).toMatchObject({ status: 400, errors: [{ path: 'barcodeValue' }] });
    const code128 = await call('PUT', `/products/${p.id}/vignette`, {
      barcodeType: 'CODE128',
      barcodeValue: 'CIMKE-1',
    });
    expect(code128.statusCode).toBe(200);
  });

  it('keeps containers that are other goods, with their deposit; refuses services and itself', async () => {
    const beer = await create('SOR-1');
    const crate = await create('REKESZ-1');
    const service = await create('SZ-1', { isService: true });
    const r = await call('PUT', `/products/${beer.id}/containers`, {
      containers: [{ containerId: crate.id, quantity: '0.05', depositFee: '1500' }],
    });
    expect(r.json()).toEqual([
      {
        containerId: crate.id,
        code: 'REKESZ-1',
        name: 'Termék REKESZ-1',
        quantity: '0.0500',
        depositFee: '1500.00',
        currency: 'HUF',
      },
    ]);
    const self = await call('PUT', `/products/${beer.id}/containers`, {
      containers: [{ containerId: beer.id, quantity: '1' }],
    });
    expect(self.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'containers.0.containerId' }],
    });
    const notGoods = await call('PUT', `/products/${beer.id}/containers`, {
      containers: [{ containerId: service.id, quantity: '1' }],
    });
    expect(notGoods.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'containers.0.containerId' }],
    });
    const forService = await call('PUT', `/products/${service.id}/containers`, { containers: [] });
    expect(forService.json()).toMatchObject({ status: 400, errors: [{ path: 'productId' }] });
    expect((await call('GET', `/products/${beer.id}/containers`)).json()).toHaveLength(1);
  });
});
