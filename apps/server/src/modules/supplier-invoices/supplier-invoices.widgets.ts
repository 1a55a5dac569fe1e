import { Money, type TWidget } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { emptyWidget, type WidgetProvider } from '../welcome-page/welcome-page.widgets.ts';

export const SUPPLIER_INVOICE_LIST_URL = '/app/supplier-invoices';
export const supplierInvoiceFormUrl = (id: number) => `/app/SupplierInvoiceForm?id=${id}`;
const TYPE = 'RemainderOfNonProformaSupplierInvoicesWidget';

interface Row {
  id: number;
  invoice_number: string;
  supplier_name: string;
  currency_code: string;
  due_date: string;
  amount: string;
}

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('hu-HU', { style: 'currency', currency }).format(Number(amount));

/**
 * What is still to pay on supplier invoices that are no proforma (a proforma is a request for
 * payment, not a debt): count, the sum in forints (other currencies as links with their own
 * sums), and the five due first — overdue ones lead, as the list orders by due date.
 */
async function compute(ctx: Ctx, t: (key: string) => string): Promise<TWidget> {
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select i.id, i.invoice_number, p.name as supplier_name, i.currency_code,
          i.due_date::text as due_date, trim_scale(i.gross_total - i.paid_total)::text as amount
        from supplier_invoices i join partners p on p.id = i.supplier_id
        where i.firm_id = ${ctx.auth.firmId} and not i.is_proforma and i.state <> 'CANCELLED'
          and i.gross_total > i.paid_total
        order by i.due_date, i.id`,
  );
  const sums = new Map<string, Money>();
  for (const r of rows)
    sums.set(r.currency_code, (sums.get(r.currency_code) ?? new Money(0)).plus(r.amount));
  const list = `${SUPPLIER_INVOICE_LIST_URL}?unpaid=1&proforma=0`;
  return {
    ...emptyWidget(TYPE, t('SUPPLIER_INVOICES.WIDGET.TITLE')),
    count: rows.length,
    sum: (sums.get('HUF') ?? new Money(0)).toFixed(2),
    currency: 'HUF',
    tooltip: t('SUPPLIER_INVOICES.WIDGET.TOOLTIP'),
    showCheckmarkIfEmpty: true,
    URLList: [
      ...[...sums]
        .filter(([currency]) => currency !== 'HUF')
        .map(([currency, sum]) => ({ URL: list, key: money(sum.toString(), currency) })),
      ...rows.slice(0, 5).map((r) => ({
        URL: supplierInvoiceFormUrl(r.id),
        key: `${r.due_date} · ${r.invoice_number} · ${r.supplier_name} · ${money(r.amount, r.currency_code)}`,
      })),
    ],
    optionalURL: list,
    showMoreLink: t('WIDGET.SHOW_ALL'),
    noDataAvailableLink: t('SUPPLIER_INVOICES.WIDGET.NOTHING'),
  };
}

export const supplierInvoiceWidgets: WidgetProvider[] = [
  { type: TYPE, permission: 'purchasing.use', compute },
];
