import { sql } from 'drizzle-orm';
import * as orders from '../modules/customer-orders/orders.service.ts';
import * as invoices from '../modules/invoices/invoices.service.ts';
import { todayInHungary } from '../platform/business-day.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/**
 * Demo invoices of the first firm, made through the services from orders of their own: every kind
 * (proforma, advance, final, normal, credit note and storno), every payment state, cash rounding
 * for a private person, a EUR invoice; and the NAV states a configured firm would see (the seed has
 * no NAV, so it sets them).
 */
export async function seedInvoices(db: Db, firmId: number, userId: number): Promise<void> {
  const ctx = seedContext(db, firmId, userId);
  const deps = { nav: null };
  const pick = (kind: 'COMPANY' | 'PERSON') =>
    queryRows<{ id: number }>(
      db,
      sql`select p.id from partners p where p.firm_id = ${firmId} and p.is_active and p.kind = ${kind}
            and 'CUSTOMER' = any(p.roles) and coalesce(p.price_type, 'RETAIL') in ('RETAIL', 'WHOLESALE')
            and (p.tax_number is not null) = (${kind} = 'COMPANY')
            and exists (select 1 from partner_addresses a where a.partner_id = p.id and a.kind = 'BILLING')
          order by p.id limit 3`,
    );
  const companies = await pick('COMPANY');
  const [person] = await pick('PERSON');
  const goods = await queryRows<{ id: number; branch_id: number }>(
    db,
    sql`select p.id, s.branch_id from products p
        join product_storages s on s.product_id = p.id and s.kind = 'DEFAULT'
        where p.firm_id = ${firmId} and not p.is_service and p.is_active and p.vat_code = '27'
          and (select count(distinct r.price_type) from product_prices r where r.product_id = p.id
                 and r.price_type in ('RETAIL', 'WHOLESALE') and r.currency_code = 'HUF') = 2
          and (select coalesce(sum(m.quantity), 0) from stock_movements m where m.product_id = p.id) >= 15
        order by p.id desc limit 3`,
  );
  if (companies.length < 3 || !person || goods.length < 3) return;
  const order = async (
    customerId: number,
    quantities: string[],
    extra: { currencyCode?: string } = {},
  ) => {
    const o = await orders.createOrder(ctx, {
      customerId,
      contactId: null,
      currencyCode: extra.currencyCode ?? 'HUF',
      salesRepEmployeeId: null,
      branchId: goods[0]!.branch_id,
      wantedDeliveryDate: null,
      deliveryAddressId: null,
      internalNote: '',
      customerNote: '',
      lines: quantities.map((quantity, i) => ({
        productId: goods[i]!.id,
        quantity,
        description: '',
        fulfilment: 'STOCK' as const,
        fulfilmentPartnerId: null,
        ...(extra.currencyCode && { unitPrice: String(12.5 * (i + 1)) }),
      })),
    });
    return orders.changeOrderState(ctx, o.id, { state: 'CONFIRMED', version: o.version });
  };
  const issue = (orderId: number, kind: 'PROFORMA' | 'ADVANCE' | 'NORMAL' | 'FINAL', more = {}) =>
    invoices.createInvoiceFromOrder(ctx, deps, orderId, { kind, note: '', ...more });
  const shipAndInvoice = async (o: { id: number }, more = {}) => {
    const current = await orders.getOrder(ctx, o.id);
    return (
      await invoices.dispatchAndInvoice(ctx, deps, o.id, {
        version: current.version,
        note: '',
        ...more,
      })
    ).invoice;
  };
  const pay = (
    inv: { id: number; version: number },
    amount: string,
    method: 'TRANSFER' | 'CASH' | 'CARD' = 'TRANSFER',
  ) =>
    invoices.addPayment(ctx, inv.id, {
      method,
      paidOn: todayInHungary(),
      amount,
      note: '',
      version: inv.version,
    });
  const [c1, c2, c3] = companies.map((c) => c.id) as [number, number, number];

  // Normal invoices: unpaid, paid, partly paid; one partly credited, one cancelled (storno).
  const unpaid = await shipAndInvoice(await order(c1, ['2', '1']));
  const paid = await shipAndInvoice(await order(c2, ['1']));
  await pay(paid, paid.payable);
  const partly = await shipAndInvoice(await order(c3, ['3', '2', '1']));
  await pay(partly, '10000');
  const corrected = await invoices.getInvoice(ctx, partly.id);
  await invoices.createCreditNote(ctx, deps, partly.id, {
    lines: [{ invoiceLineId: corrected.lines[0]!.id, quantity: '1' }],
    reason: 'Egy darab sérülten érkezett',
    version: corrected.version,
  });
  const cancelled = await shipAndInvoice(await order(c1, ['1']));
  await invoices.createCreditNote(ctx, deps, cancelled.id, {
    reason: 'Téves számlázás',
    version: cancelled.version,
  });

  // Proformas: one unpaid, one paid but not invoiced yet, one followed by its advance invoice.
  await issue((await order(c2, ['4'])).id, 'PROFORMA', { percent: '50' });
  const paidProforma = await issue((await order(c3, ['2'])).id, 'PROFORMA', { percent: '30' });
  await pay(paidProforma, paidProforma.payable);
  const withAdvance = await order(c1, ['5', '2']);
  const proforma = await issue(withAdvance.id, 'PROFORMA', { amount: '20000' });
  await pay(proforma, '20000');
  const advance = await issue(withAdvance.id, 'ADVANCE', { proformaId: proforma.id });
  await pay(advance, advance.payable);

  // Advance, then dispatch and the final invoice deducting it, partly paid.
  const toFinal = await order(c2, ['3', '1']);
  const advance2 = await issue(toFinal.id, 'ADVANCE', {
    percent: '20',
    fulfilmentDate: todayInHungary(),
  });
  await pay(advance2, advance2.payable);
  const final = await shipAndInvoice(toFinal);
  await pay(final, '5000', 'CARD');

  // A private person paying cash (5 Ft rounding), and a EUR advance at the MNB rate.
  const cash = await shipAndInvoice(await order(person.id, ['1', '1']), { paymentMethod: 'CASH' });
  await pay(cash, cash.payable, 'CASH');
  await issue((await order(c3, ['10', '4'], { currencyCode: 'EUR' })).id, 'ADVANCE', {
    percent: '40',
    fulfilmentDate: todayInHungary(),
  });

  // What NAV would have said to a configured firm.
  await db.execute(sql`update invoices set nav_status = 'ACCEPTED', nav_transaction_id = 'DEMO' || id
                       where firm_id = ${firmId} and nav_status = 'NOT_CONFIGURED' and id <> ${unpaid.id}`);
  await db.execute(
    sql`update invoices set nav_status = 'ACCEPTED_WITH_WARNINGS', nav_messages = ${JSON.stringify([
      {
        code: 'INCORRECT_COUNTY_CODE',
        message: 'A vevő megyekódja nem egyezik a NAV nyilvántartásával',
        severity: 'WARN',
      },
    ])}::jsonb where id = ${paid.id}`,
  );
  await db.execute(
    sql`update invoices set nav_status = 'REFUSED', nav_messages = ${JSON.stringify([
      {
        code: 'INVALID_CUSTOMER_TAX_NUMBER',
        message: 'A vevő adószáma érvénytelen',
        severity: 'ERROR',
      },
    ])}::jsonb where id = ${final.id}`,
  );
}
