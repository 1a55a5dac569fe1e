import { Money, type TWidget, type TWidgetType } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { emptyWidget, type WidgetProvider } from '../welcome-page/welcome-page.widgets.ts';

export const INVOICE_LIST_URL = '/app/customer-invoices';
export const invoiceFormUrl = (id: number) => `/app/CustomerInvoiceForm?id=${id}`;

interface Row {
  id: number;
  number: string;
  buyer_name: string;
  currency_code: string;
  amount: string;
}

const REMAINDER = sql`(i.payable + i.credited_total - i.paid_total)`;
/**
 * What of an advance invoice is still to be deducted: its gross less its credit notes' lines and
 * the final invoices' deduction lines (a storno of a final gives its deduction back), as
 * `listOpenAdvances` reckons it line by line.
 */
const ADVANCE_OPEN = sql`(i.gross_total
  + coalesce((select sum(c.gross) from invoice_lines c
              join invoice_lines a on a.id = c.corrected_line_id where a.invoice_id = i.id), 0)
  + coalesce((select sum(d.gross) from invoice_lines d where d.advance_invoice_id = i.id), 0))`;

/** The documents behind each widget and the amount it sums, oldest first (firm-scoped). */
const QUERIES: Partial<
  Record<
    TWidgetType,
    { where: ReturnType<typeof sql>; amount: ReturnType<typeof sql>; filter: string }
  >
> = {
  RemainderOfProformaInvoicesWidget: {
    where: sql`i.kind = 'PROFORMA' and ${REMAINDER} > 0`,
    amount: REMAINDER,
    filter: 'kind=PROFORMA&unpaid=1',
  },
  PaidNonInvoicedCustomerProformaInvoiceWidget: {
    where: sql`i.kind = 'PROFORMA' and i.paid_total > 0
      and not exists (select 1 from invoices a where a.proforma_id = i.id)`,
    amount: sql`i.paid_total`,
    filter: 'kind=PROFORMA&paymentState=PAID',
  },
  RemainderOfNonProformaCustomerInvoicesWidget: {
    where: sql`i.kind in ('ADVANCE', 'NORMAL', 'FINAL') and ${REMAINDER} > 0`,
    amount: REMAINDER,
    filter: 'unpaid=1',
  },
  CustomerAdvanceInvoiceWithNoFinalInvoiceWidget: {
    where: sql`i.kind = 'ADVANCE' and ${ADVANCE_OPEN} > 0`,
    amount: ADVANCE_OPEN,
    filter: 'kind=ADVANCE',
  },
};

const TITLES: Record<string, string> = {
  RemainderOfProformaInvoicesWidget: 'WIDGET.PROFORMA_REMAINDER',
  PaidNonInvoicedCustomerProformaInvoiceWidget: 'WIDGET.PAID_PROFORMA_NOT_INVOICED',
  RemainderOfNonProformaCustomerInvoicesWidget: 'WIDGET.INVOICE_REMAINDER',
  CustomerAdvanceInvoiceWithNoFinalInvoiceWidget: 'WIDGET.ADVANCE_WITHOUT_FINAL',
};

const money = (amount: Money, currency: string) =>
  new Intl.NumberFormat('hu-HU', { style: 'currency', currency }).format(amount.toNumber());

/**
 * Count, the sum in the firm's most used currency of the widget (HUF first), a link per other
 * currency with its own sum, and the five oldest documents.
 */
async function compute(ctx: Ctx, type: TWidgetType, t: (key: string) => string): Promise<TWidget> {
  const q = QUERIES[type]!;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select i.id, i.number, i.buyer_name, i.currency_code, (${q.amount})::text as amount
        from invoices i where i.firm_id = ${ctx.auth.firmId} and i.cancelled_at is null
          and ${q.where}
        order by i.issue_date, i.id`,
  );
  const sums = new Map<string, Money>();
  for (const r of rows)
    sums.set(r.currency_code, (sums.get(r.currency_code) ?? new Money(0)).plus(r.amount));
  const main = sums.has('HUF') || sums.size === 0 ? 'HUF' : [...sums.keys()][0]!;
  const list = `${INVOICE_LIST_URL}?${q.filter}`;
  return {
    ...emptyWidget(type, t(TITLES[type]!)),
    count: rows.length,
    sum: (sums.get(main) ?? new Money(0)).toFixed(2),
    currency: main,
    showCheckmarkIfEmpty: true,
    URLList: [
      ...[...sums]
        .filter(([currency]) => currency !== main)
        .map(([currency, sum]) => ({
          URL: `${list}&currency=${currency}`,
          key: money(sum, currency),
        })),
      ...rows.slice(0, 5).map((r) => ({
        URL: invoiceFormUrl(r.id),
        key: `${r.number} · ${r.buyer_name} · ${money(new Money(r.amount), r.currency_code)}`,
      })),
    ],
    optionalURL: list,
    showMoreLink: t('WIDGET.SHOW_ALL'),
    noDataAvailableLink: t('WIDGET.NOTHING_OPEN'),
  };
}

export const invoiceWidgets: WidgetProvider[] = Object.keys(QUERIES).map((type) => ({
  type: type as TWidgetType,
  permission: 'invoices.read',
  compute: (ctx, t) => compute(ctx, type as TWidgetType, t),
}));
