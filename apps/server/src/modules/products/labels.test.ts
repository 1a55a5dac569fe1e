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
      barcodeValue: '5998200123450',
      lines: ['Polc', '60 cm'],
      widthMm: 70,
    });
    expect(saved.json()).toMatchObject({
      barcodeValue: '5998200123450',
      lines: ['Polc', '60 cm'],
      widthMm: 70,
    });
    expect((await call('GET', `/products/${p.id}/vignette`)).json()).toEqual(saved.json());
    const bad = await call('PUT', `/products/${p.id}/vignette`, {
      barcodeType: 'EAN8',
      barcodeValue: '123',
    });
    expect(bad.json()).toMatchObject({ status: 400, errors: [{ path: 'barcodeValue' }] });
    const wrongCheckDigit = await call('PUT', `/products/${p.id}/vignette`, {
      barcodeValue: '5998200123457',
    });
    expect(wrongCheckDigit.json()).toMatchObject({ errors: [{ path: 'barcodeValue' }] });
    const notAscii = await call('PUT', `/products/${p.id}/vignette`, {
      barcodeType: 'CODE128',
      barcodeValue: 'Ő-1',
    });
    expect(notAscii.json()).toMatchObject({ errors: [{ path: 'barcodeValue' }] });
    const code128 = await call('PUT', `/products/${p.id}/vignette`, {
      barcodeType: 'CODE128',
      barcodeValue: 'CIMKE-1',
    });
    expect(code128.statusCode).toBe(200);
  });

  const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;

  it('previews the label as a one-page PDF of its size, for every barcode type', async () => {
    const p = await create('CIMKE-PDF', { name: 'Fűtőszál ősz' });
    const preview = await call('GET', `/products/${p.id}/vignette/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['cache-control']).toContain('no-store');
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(preview.rawPayload)).toBe(1);
    // 50 × 30 mm in points, and the embedded font (Helvetica cannot write ő or ű).
    expect(preview.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 141\.7\d* 85\.0\d*\]/);
    expect(preview.rawPayload.toString('latin1')).toContain('DejaVuSansCondensed');
    for (const [barcodeType, barcodeValue] of [
      ['EAN13', '5998200123450'],
      ['EAN8', '96385074'],
      ['CODE128', 'CIMKE-PDF'],
      ['QR', 'https://kontor.test/p/CIMKE-PDF'],
    ]) {
      await call('PUT', `/products/${p.id}/vignette`, {
        barcodeType,
        barcodeValue,
        lines: ['Fűtőszál ősz', 'CIMKE-PDF'],
        widthMm: 60,
        heightMm: 40,
      });
      const r = await call('GET', `/products/${p.id}/vignette/preview`);
      expect(r.statusCode, barcodeType).toBe(200);
      expect(pageCount(r.rawPayload), barcodeType).toBe(1);
      expect(r.rawPayload.toString('latin1'), barcodeType).toContain('/Subtype /Image');
    }
  });

  it('prints the asked number of labels, audited in the event history; checks the quantity and the firm', async () => {
    const p = await create('CIMKE-NY');
    const r = await call('PUT', `/products/${p.id}/print-product-labels`, { quantity: 12 });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(r.rawPayload)).toBe(12);
    const events = (await call('GET', `/products/${p.id}/events`)).json();
    expect(events[0]).toMatchObject({ action: 'print-labels' });
    for (const quantity of [0, 501, 1.5, '3']) {
      const bad = await call('PUT', `/products/${p.id}/print-product-labels`, { quantity });
      expect(bad.json(), String(quantity)).toMatchObject({
        status: 400,
        errors: [{ path: 'quantity' }],
      });
    }
    const service = await create('SZ-CIMKE', { isService: true });
    const forService = await call('PUT', `/products/${service.id}/print-product-labels`, {
      quantity: 1,
    });
    expect(forService.json()).toMatchObject({ status: 400, errors: [{ path: 'productId' }] });
    await call('PUT', '/user/firm', { firmId: 2 });
    const foreign = await call('PUT', `/products/${p.id}/print-product-labels`, { quantity: 1 });
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/products/${p.id}/vignette/preview`)).statusCode).toBe(404);
    await call('PUT', '/user/firm', { firmId: 1 });
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
