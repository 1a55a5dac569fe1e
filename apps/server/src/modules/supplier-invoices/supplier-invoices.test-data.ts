import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import type { Session, TestApp } from '../../test/harness.ts';
import { purchasingCalls } from '../purchasing/purchasing.test-data.ts';

let invoiceCount = 0;

/**
 * Helpers of the supplier-invoice tests: supplier orders received in full through the API, and
 * supplier invoices of them.
 */
export function supplierInvoiceCalls(t: () => TestApp, session: () => Session) {
  const base = purchasingCalls(t, session);
  const { call } = base;
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    if (r.statusCode !== 200) throw new Error(`${method} ${path}: ${r.body}`);
    return r.json();
  };
  /** A supplier order sent and received in full: its lines `{id, productId}`. */
  const receivedOrder = async (
    supplierId: number,
    lines: { productId: number; quantity: string; unitPrice: string }[],
    receive?: (lineIds: number[]) => { supplierOrderLineId: number; quantity: string }[],
  ) => {
    const draft = await ok('POST', '/supplier-order/', { supplierId, lines });
    const sent = await ok('PUT', `/supplier-order/${draft.id}/state`, {
      state: 'SENT',
      version: draft.version,
    });
    const ids = (sent.lines as { id: number }[]).map((l) => l.id);
    await ok('POST', `/supplier-order/${draft.id}/receive`, {
      version: sent.version,
      deliveryNoteNumber: `SZL-${draft.id}`,
      ...(receive && { lines: receive(ids) }),
    });
    return { id: draft.id as number, number: draft.number as string, lineIds: ids };
  };
  /** A fresh supplier with its own tax number (NAV finds it by that). */
  const newSupplier = async (name: string, taxNumber: string | null = null) => {
    const [row] = await queryRows<{ id: number }>(
      base.db(),
      sql`insert into partners (firm_id, code, kind, name, roles, tax_number)
          values (1, ${`SI-${name}`}, 'COMPANY', ${name}, array['SUPPLIER'], ${taxNumber})
          returning id`,
    );
    return row!.id;
  };
  const newInvoice = (supplierId: number, over: Record<string, unknown> = {}) => {
    invoiceCount += 1;
    return call('POST', '/supplier-invoice/', {
      supplierId,
      invoiceNumber: `SZ-${Date.now() % 1_000_000}-${invoiceCount}`,
      issueDate: '2026-03-10',
      fulfilmentDate: '2026-03-10',
      dueDate: '2026-03-18',
      ...over,
    });
  };
  const putItems = (
    invoice: { id: number; version: number },
    items: { supplierOrderLineId: number; quantity: string; unitPrice: string }[],
  ) =>
    call('PUT', `/supplier-invoice/${invoice.id}/supplier-invoice-item`, {
      version: invoice.version,
      items,
    });
  /** What live invoices hold of a supplier-order line. */
  const invoiced = async (lineId: number) => {
    const [row] = await queryRows<{ q: string }>(
      base.db(),
      sql`select trim_scale(coalesce(sum(x.quantity), 0))::text as q from supplier_invoice_items x
          join supplier_invoices i on i.id = x.supplier_invoice_id
          where x.supplier_order_line_id = ${lineId} and i.state <> 'CANCELLED'`,
    );
    return row!.q;
  };
  const audits = (id: number) =>
    queryRows<{ action: string }>(
      base.db(),
      sql`select action from audit_log where entity = 'supplier-invoice'
            and entity_id = ${String(id)} order by id`,
    ).then((rows) => rows.map((r) => r.action));
  return { ...base, ok, receivedOrder, newSupplier, newInvoice, putItems, invoiced, audits };
}
