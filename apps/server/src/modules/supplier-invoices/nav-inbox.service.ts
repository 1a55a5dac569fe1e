import type { TNavInboundInvoice, TSupplierInvoice } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Ctx, runAction, writeAudit } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { type NavConfig, NavError } from '../reference-data/nav.adapter.ts';
import { queryInboundDigest, queryInboundInvoice } from './nav-inbound.adapter.ts';
import { ENTITY, getSupplierInvoice, insertSupplierInvoice } from './supplier-invoices.service.ts';

interface InboxRow {
  id: number;
  invoice_number: string;
  supplier_tax_number: string;
  supplier_name: string;
  supplier_id: number | null;
  issue_date: string;
  fulfilment_date: string | null;
  due_date: string | null;
  currency_code: string;
  net: string;
  vat: string;
  gross: string;
  payment_method: string | null;
  supplier_invoice_id: number | null;
}

/** The firm's supplier partner of the invoice's tax number (its 8-digit taxpayer id). */
const SUPPLIER = sql`(select p.id from partners p where p.firm_id = n.firm_id
  and left(p.tax_number, 8) = left(n.supplier_tax_number, 8)
  and p.roles && array['SUPPLIER', 'SUBCONTRACTOR'] order by p.id limit 1)`;
const COLUMNS = sql`n.id, n.invoice_number, n.supplier_tax_number, n.supplier_name,
  ${SUPPLIER} as supplier_id, n.issue_date::text as issue_date,
  n.fulfilment_date::text as fulfilment_date, n.due_date::text as due_date, n.currency_code,
  trim_scale(n.net)::text as net, trim_scale(n.vat)::text as vat,
  trim_scale(n.gross)::text as gross, n.payment_method, n.supplier_invoice_id`;

const toInbound = (r: InboxRow): TNavInboundInvoice => ({
  id: r.id,
  invoiceNumber: r.invoice_number,
  supplierTaxNumber: r.supplier_tax_number,
  supplierName: r.supplier_name,
  supplierId: r.supplier_id,
  issueDate: r.issue_date,
  fulfilmentDate: r.fulfilment_date,
  dueDate: r.due_date,
  currencyCode: r.currency_code,
  net: r.net,
  vat: r.vat,
  gross: r.gross,
  supplierInvoiceId: r.supplier_invoice_id,
});

/** The pulled invoices, those waiting for matching first, newest first. */
export async function listNavInbox(ctx: Ctx): Promise<TNavInboundInvoice[]> {
  const rows = await queryRows<InboxRow>(
    ctx.db,
    sql`select ${COLUMNS} from nav_inbound_invoices n where n.firm_id = ${ctx.auth.firmId}
        order by n.supplier_invoice_id is not null, n.issue_date desc, n.id desc limit 500`,
  );
  return rows.map(toInbound);
}

/**
 * Pulls the INBOUND digest of the window page by page and reads each invoice not yet in the
 * inbox (by supplier taxpayer id and number); each is stored `on conflict do nothing`, so a
 * repeated or parallel pull never stores one twice. Modifications and stornos (MODIFY, STORNO)
 * are not new invoices and are left to the office.
 */
export async function pullNavInbox(
  ctx: Ctx,
  nav: NavConfig | null,
  window: { fromDate: string; toDate: string },
) {
  try {
    return await pullWindow(ctx, nav, window);
  } catch (error) {
    // What NAV refused or an outage: said to the user (503, NAV's code), what was stored stays.
    if (error instanceof NavError) throw new AppError('UNAVAILABLE', `NAV: ${error.message}`);
    throw error;
  }
}

async function pullWindow(
  ctx: Ctx,
  nav: NavConfig | null,
  window: { fromDate: string; toDate: string },
) {
  if (!nav) throw new AppError('UNAVAILABLE', 'NAV Online Számla is not configured (NAV_*)');
  const firmId = ctx.auth.firmId;
  let listed = 0;
  let added = 0;
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await queryInboundDigest(
      nav,
      { from: window.fromDate, to: window.toDate },
      page,
    );
    pages = answer.pages;
    for (const digest of answer.digests.filter((d) => d.operation === 'CREATE')) {
      listed++;
      const known = await queryRows(
        ctx.db,
        sql`select 1 from nav_inbound_invoices where firm_id = ${firmId}
              and left(supplier_tax_number, 8) = ${digest.supplierTaxpayerId}
              and invoice_number = ${digest.invoiceNumber}`,
      );
      if (known.length > 0) continue;
      const inv = await queryInboundInvoice(nav, digest);
      const stored = await queryRows(
        ctx.db,
        sql`insert into nav_inbound_invoices (firm_id, supplier_tax_number, supplier_name,
              invoice_number, issue_date, fulfilment_date, due_date, currency_code, net, vat,
              gross, payment_method)
            values (${firmId}, ${inv.supplierTaxNumber}, ${inv.supplierName}, ${inv.invoiceNumber},
              ${inv.issueDate}, ${inv.fulfilmentDate}, ${inv.dueDate}, ${inv.currencyCode},
              ${inv.net}, ${inv.vat}, ${inv.gross}, ${inv.paymentMethod})
            on conflict do nothing returning id`,
      );
      added += stored.length;
    }
  }
  await writeAudit(
    ctx.db,
    { userId: ctx.auth.userId, firmId, requestId: ctx.requestId },
    { entity: 'nav-inbox', entityId: null, action: 'pull', after: { ...window, listed, added } },
  );
  return { listed, added };
}

const METHODS = new Set(['TRANSFER', 'CASH', 'CARD']);

/**
 * A DRAFT supplier invoice from a pulled one (supplier by tax number), offered for matching.
 * The inbox row is locked and marked in the same transaction: never made twice.
 */
export function createDraftFromNav(ctx: Ctx, navInvoiceId: number): Promise<TSupplierInvoice> {
  return runAction(ctx, async (tx) => {
    await tx.execute(
      sql`select 1 from nav_inbound_invoices where id = ${navInvoiceId}
            and firm_id = ${ctx.auth.firmId} for update`,
    );
    const [row] = await queryRows<InboxRow>(
      tx,
      sql`select ${COLUMNS} from nav_inbound_invoices n
          where n.id = ${navInvoiceId} and n.firm_id = ${ctx.auth.firmId}`,
    );
    if (!row) throw new AppError('NOT_FOUND', 'No such NAV invoice');
    if (row.supplier_invoice_id !== null)
      throw new AppError('INVALID_STATE', 'A supplier invoice was already made from it');
    if (row.supplier_id === null)
      throw new AppError(
        'INVALID_STATE',
        `No supplier with the tax number ${row.supplier_tax_number}: record the partner first`,
      );
    const id = await insertSupplierInvoice(tx, ctx, {
      supplierId: row.supplier_id,
      invoiceNumber: row.invoice_number,
      issueDate: row.issue_date,
      fulfilmentDate: row.fulfilment_date ?? row.issue_date,
      dueDate: row.due_date ?? row.issue_date,
      currencyCode: row.currency_code,
      paymentMethod: METHODS.has(row.payment_method ?? '')
        ? (row.payment_method as 'TRANSFER')
        : 'TRANSFER',
      note: `NAV: ${row.supplier_name}`,
    });
    await tx.execute(
      sql`update nav_inbound_invoices set supplier_invoice_id = ${id} where id = ${navInvoiceId}`,
    );
    const after = await getSupplierInvoice(ctx, id, tx);
    return {
      result: after,
      audit: { entity: ENTITY, entityId: id, action: 'create-from-nav', after: { navInvoiceId } },
    };
  });
}
