import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { supplierInvoiceCalls } from './supplier-invoices.test-data.ts';

describeApp('supplier invoices', (t) => {
  let session: Session;
  const c = supplierInvoiceCalls(t, () => session);
  const { call, ok, product, receivedOrder, newSupplier, newInvoice, putItems } = c;

  it('matches received lines aggregated per product, flags a price, approves with a reason, is paid', async () => {
    session = await t().login('irodai');
    const supplierId = await newSupplier('Egyeztető Kft.');
    const [a, b] = [await product('SI-A1'), await product('SI-B1')];
    const first = await receivedOrder(supplierId, [
      { productId: a, quantity: '4', unitPrice: '1000' },
      { productId: b, quantity: '2', unitPrice: '500' },
    ]);
    const second = await receivedOrder(supplierId, [
      { productId: a, quantity: '6', unitPrice: '1000' },
    ]);
    const created = await newInvoice(supplierId, { invoiceNumber: 'EGY-2026/001' });
    expect(created.statusCode, created.body).toBe(200);
    let invoice = created.json();
    expect(invoice).toMatchObject({ state: 'DRAFT', gross: '0', remainder: '0', items: [] });

    const aggregated = await ok(
      'POST',
      `/supplier-invoice/${invoice.id}/get-aggregated-supplier-order-items`,
      {},
    );
    expect(aggregated).toHaveLength(2);
    expect(aggregated[0]).toMatchObject({
      productId: a,
      orderedQuantity: '10',
      receivedQuantity: '10',
      invoicedQuantity: '0',
      uninvoicedQuantity: '10',
      averageOrderPrice: '1000',
    });
    expect(aggregated[0].lines.map((l: { supplierOrderId: number }) => l.supplierOrderId)).toEqual([
      first.id,
      second.id,
    ]);

    const matched = await putItems(invoice, [
      { supplierOrderLineId: first.lineIds[0]!, quantity: '4', unitPrice: '1003' },
      { supplierOrderLineId: second.lineIds[0]!, quantity: '6', unitPrice: '1000' },
      { supplierOrderLineId: first.lineIds[1]!, quantity: '2', unitPrice: '560' },
    ]);
    expect(matched.statusCode, matched.body).toBe(200);
    invoice = matched.json();
    // 4 × 1003 + 6 × 1000 + 2 × 560 = 11 132 net; VAT 27 % per item rounded to whole forints:
    // 1 083,24 → 1 083, 1 620, 302,4 → 302.
    expect(invoice).toMatchObject({ net: '11132', vat: '3005', gross: '14137', openFlagCount: 1 });
    const flagged = invoice.items.find((i: { productId: number }) => i.productId === b);
    expect(flagged).toMatchObject({ flags: ['PRICE'], orderUnitPrice: '500', unitPrice: '560' });
    expect(invoice.items.filter((i: { flags: string[] }) => i.flags.length === 0)).toHaveLength(2);

    const refused = await call('PUT', `/supplier-invoice/${invoice.id}/approve`, {
      version: invoice.version,
    });
    expect(refused.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    expect(refused.json().errors[0]).toMatchObject({ code: 'unaccepted_flags' });

    invoice = await ok('PUT', `/supplier-invoice/${invoice.id}/approve`, {
      version: invoice.version,
      acceptances: [{ itemId: flagged.id, reason: 'Árváltozás a szállító levele szerint' }],
    });
    expect(invoice).toMatchObject({ state: 'APPROVED', openFlagCount: 0 });
    expect(invoice.items.find((i: { id: number }) => i.id === flagged.id).acceptedReason).toBe(
      'Árváltozás a szállító levele szerint',
    );
    const pay = (amount: string, version: number) =>
      call('POST', `/supplier-invoice/${invoice.id}/payments`, {
        method: 'TRANSFER',
        paidOn: '2026-03-15',
        amount,
        version,
      });
    invoice = (await pay('10000', invoice.version)).json();
    expect(invoice).toMatchObject({ state: 'PARTLY_PAID', paid: '10000', remainder: '4137' });
    expect((await pay('4137.5', invoice.version)).json()).toMatchObject({ status: 400 });
    expect((await pay('4138', invoice.version)).json()).toMatchObject({ status: 409 });
    invoice = (await pay('4137', invoice.version)).json();
    expect(invoice).toMatchObject({ state: 'PAID', remainder: '0', payments: [{}, {}] });
    expect((await pay('1', invoice.version)).json()).toMatchObject({ code: 'INVALID_STATE' });
    expect(await c.audits(invoice.id)).toEqual([
      'create',
      'match',
      'approve',
      'payment',
      'payment',
    ]);
    const after = await ok(
      'POST',
      `/supplier-invoice/${invoice.id}/get-aggregated-supplier-order-items`,
      {},
    );
    expect(after.map((g: { invoicedQuantity: string }) => g.invoicedQuantity)).toEqual(['10', '2']);
  });

  it('never invoices more than was received: over, the same line twice, a second invoice', async () => {
    session = await t().login('irodai');
    const supplierId = await newSupplier('Határ Kft.');
    const p = await product('SI-N1');
    const order = await receivedOrder(
      supplierId,
      [{ productId: p, quantity: '10', unitPrice: '100' }],
      ([id]) => [{ supplierOrderLineId: id!, quantity: '7' }],
    );
    const line = order.lineIds[0]!;
    const one = (await newInvoice(supplierId)).json();
    const over = await putItems(one, [
      { supplierOrderLineId: line, quantity: '8', unitPrice: '100' },
    ]);
    expect(over.json()).toMatchObject({ status: 409, errors: [{ path: 'items.0.quantity' }] });
    const twice = await putItems(one, [
      { supplierOrderLineId: line, quantity: '4', unitPrice: '100' },
      { supplierOrderLineId: line, quantity: '3', unitPrice: '100' },
    ]);
    expect(twice.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'items.1.supplierOrderLineId' }],
    });
    const held = (
      await putItems(one, [{ supplierOrderLineId: line, quantity: '5', unitPrice: '100' }])
    ).json();
    // A repeat at the old version is stale; a change of the same item replaces it.
    expect(
      (
        await putItems(one, [{ supplierOrderLineId: line, quantity: '5', unitPrice: '100' }])
      ).json(),
    ).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    const two = (await newInvoice(supplierId)).json();
    expect(
      (
        await putItems(two, [{ supplierOrderLineId: line, quantity: '3', unitPrice: '100' }])
      ).json(),
    ).toMatchObject({ status: 409, errors: [{ message: 'At most 2' }] });
    const rest = (
      await putItems(two, [{ supplierOrderLineId: line, quantity: '2', unitPrice: '100' }])
    ).json();
    expect(rest.items[0]).toMatchObject({ invoicedQuantity: '7', flags: ['QUANTITY'] });
    expect(await c.invoiced(line)).toBe('7');

    // Deleting an item frees its quantity; cancelling an invoice frees all of it.
    const reduced = await ok('DELETE', `/supplier-invoice/${held.items[0].id}`);
    expect(reduced).toMatchObject({ items: [], gross: '0' });
    expect(await c.invoiced(line)).toBe('2');
    const cancelled = await ok('PUT', `/supplier-invoice/${two.id}/cancel`, {
      version: rest.version,
    });
    expect(cancelled.state).toBe('CANCELLED');
    expect(await c.invoiced(line)).toBe('0');
    expect((await call('DELETE', `/supplier-invoice/${rest.items[0].id}`)).statusCode).toBe(409);
    expect(
      (await putItems(cancelled, [{ supplierOrderLineId: line, quantity: '1', unitPrice: '1' }]))
        .statusCode,
    ).toBe(409);
  });

  it('parallel matching of one received line by many invoices takes it once', async () => {
    session = await t().login('irodai');
    const supplierId = await newSupplier('Párhuzamos Kft.');
    const p = await product('SI-P1');
    const order = await receivedOrder(supplierId, [
      { productId: p, quantity: '5', unitPrice: '10' },
    ]);
    const line = order.lineIds[0]!;
    const invoices = await Promise.all(
      Array.from({ length: 8 }, async () => (await newInvoice(supplierId)).json()),
    );
    const answers = await Promise.all(
      invoices.map((inv) =>
        putItems(inv, [{ supplierOrderLineId: line, quantity: '5', unitPrice: '10' }]),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect(await c.invoiced(line)).toBe('5');
    // The winner's repeats, in parallel at its one version: one more succeeds at most, none adds.
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        putItems(winner, [{ supplierOrderLineId: line, quantity: '5', unitPrice: '10' }]),
      ),
    );
    expect(repeats.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await c.invoiced(line)).toBe('5');
  });

  it('checks the header: number once per supplier, dates, proformas paid and never approved', async () => {
    session = await t().login('irodai');
    const supplierId = await newSupplier('Fejléc Kft.');
    const first = (await newInvoice(supplierId, { invoiceNumber: 'FEJ-1' })).json();
    expect((await newInvoice(supplierId, { invoiceNumber: 'FEJ-1' })).json()).toMatchObject({
      status: 409,
      errors: [{ path: 'invoiceNumber' }],
    });
    const other = await newSupplier('Másik Kft.');
    expect((await newInvoice(other, { invoiceNumber: 'FEJ-1' })).statusCode).toBe(200);
    expect((await newInvoice(supplierId, { dueDate: '2026-03-01' })).json()).toMatchObject({
      errors: [{ path: 'dueDate' }],
    });
    expect((await newInvoice(supplierId, { currencyCode: 'XYZ' })).json()).toMatchObject({
      errors: [{ path: 'currencyCode' }],
    });
    expect((await newInvoice(999_999)).json()).toMatchObject({ errors: [{ path: 'supplierId' }] });
    expect((await newInvoice(supplierId, { isProforma: true })).json()).toMatchObject({
      errors: [{ path: 'proformaGross' }],
    });
    const edited = await ok('PUT', `/supplier-invoice/${first.id}`, {
      supplierId,
      invoiceNumber: 'FEJ-1',
      issueDate: '2026-03-10',
      fulfilmentDate: '2026-03-10',
      dueDate: '2026-04-10',
      note: 'Átutalás 30 napra',
      version: first.version,
    });
    expect(edited).toMatchObject({ dueDate: '2026-04-10', version: first.version + 1 });
    expect(
      (
        await call('PUT', `/supplier-invoice/${first.id}`, { ...edited, version: first.version })
      ).json(),
    ).toMatchObject({ code: 'STALE_VERSION' });
    expect(
      (
        await call('PUT', `/supplier-invoice/${first.id}/approve`, { version: edited.version })
      ).json(),
    ).toMatchObject({ code: 'INVALID_STATE', detail: 'The invoice has no items' });
    expect(
      (
        await call('POST', `/supplier-invoice/${first.id}/payments`, {
          method: 'TRANSFER',
          paidOn: '2026-03-12',
          amount: '1',
          version: edited.version,
        })
      ).json(),
    ).toMatchObject({ code: 'INVALID_STATE' });

    const proforma = (
      await newInvoice(supplierId, { isProforma: true, proformaGross: '25400' })
    ).json();
    expect(proforma).toMatchObject({ isProforma: true, gross: '25400', remainder: '25400' });
    expect(
      (
        await call('PUT', `/supplier-invoice/${proforma.id}/approve`, { version: proforma.version })
      ).json(),
    ).toMatchObject({ code: 'INVALID_STATE' });
    expect(
      (
        await putItems(proforma, [{ supplierOrderLineId: 1, quantity: '1', unitPrice: '1' }])
      ).json(),
    ).toMatchObject({ code: 'INVALID_STATE' });
    const paid = await ok('POST', `/supplier-invoice/${proforma.id}/payments`, {
      method: 'TRANSFER',
      paidOn: '2026-03-12',
      amount: '25400',
      version: proforma.version,
    });
    expect(paid).toMatchObject({ state: 'PAID', remainder: '0' });
    expect(
      (
        await call('PUT', `/supplier-invoice/${proforma.id}/cancel`, { version: paid.version })
      ).json(),
    ).toMatchObject({ code: 'INVALID_STATE' });
    // A cancelled invoice's number may be recorded again.
    await ok('PUT', `/supplier-invoice/${first.id}/cancel`, { version: edited.version });
    expect((await newInvoice(supplierId, { invoiceNumber: 'FEJ-1' })).statusCode).toBe(200);

    const list = await ok('GET', `/supplier-invoice/?supplier_id=${supplierId}&term=fej-1`);
    expect(list.items.map((i: { state: string }) => i.state).sort()).toEqual([
      'CANCELLED',
      'DRAFT',
    ]);
    const unpaid = await ok('GET', `/supplier-invoice/?supplier_id=${supplierId}&unpaid=1`);
    expect(unpaid.total).toBe(0);
    const proformas = await ok('GET', `/supplier-invoice/?supplier_id=${supplierId}&proforma=1`);
    expect(proformas.total).toBe(1);
  });

  it('refuses lines of another supplier, other roles, and another firm’s invoices', async () => {
    session = await t().login('irodai');
    const supplierId = await newSupplier('Jogos Kft.');
    const stranger = await newSupplier('Idegen Kft.');
    const p = await product('SI-R1');
    const order = await receivedOrder(stranger, [{ productId: p, quantity: '1', unitPrice: '1' }]);
    const invoice = (await newInvoice(supplierId)).json();
    expect(
      (
        await putItems(invoice, [
          { supplierOrderLineId: order.lineIds[0]!, quantity: '1', unitPrice: '1' },
        ])
      ).json(),
    ).toMatchObject({ status: 400, errors: [{ path: 'items.0.supplierOrderLineId' }] });
    for (const user of ['ertekesito', 'raktaros']) {
      const other = await t().login(user);
      expect((await call('GET', '/supplier-invoice/', undefined, other)).statusCode, user).toBe(
        403,
      );
      expect(
        (await call('PUT', `/supplier-invoice/${invoice.id}/approve`, { version: 1 }, other))
          .statusCode,
      ).toBe(403);
    }
    const [foreign] = await queryRows<{ id: number }>(
      c.db(),
      sql`insert into supplier_invoices (firm_id, supplier_id, invoice_number, issue_date,
            fulfilment_date, due_date, currency_code, exchange_rate, payment_method)
          select 2, id, 'IDEGEN-1', '2026-01-01', '2026-01-01', '2026-01-09', 'HUF', 1, 'TRANSFER'
          from partners where firm_id = 2 limit 1 returning id`,
    );
    expect((await call('GET', `/supplier-invoice/${foreign!.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/supplier-invoice/${foreign!.id}/cancel`, { version: 1 })).statusCode,
    ).toBe(404);
  });

  it('the welcome widget shows what is still to pay, no proformas, overdue first', async () => {
    session = await t().login('irodai');
    const widget = async () =>
      (await ok('GET', '/welcome-page')).widgets.find(
        (w: { widgetType: string }) =>
          w.widgetType === 'RemainderOfNonProformaSupplierInvoicesWidget',
      );
    const before = await widget();
    const supplierId = await newSupplier('Hátralék Kft.');
    const p = await product('SI-W1');
    const order = await receivedOrder(supplierId, [
      { productId: p, quantity: '2', unitPrice: '100' },
    ]);
    let inv = (await newInvoice(supplierId, { dueDate: '2026-03-11' })).json();
    inv = (
      await putItems(inv, [
        { supplierOrderLineId: order.lineIds[0]!, quantity: '2', unitPrice: '100' },
      ])
    ).json();
    await newInvoice(supplierId, { isProforma: true, proformaGross: '9999' });
    const w = await widget();
    expect(Number(w.sum) - Number(before.sum)).toBe(254);
    expect(w.count).toBe(before.count + 1);
    expect(w.URLList[0].URL).toBe(`/app/SupplierInvoiceForm?id=${inv.id}`);
  });
});
