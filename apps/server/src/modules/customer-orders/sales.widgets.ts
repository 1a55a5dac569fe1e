import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { WidgetProvider } from '../welcome-page/welcome-page.widgets.ts';
import { emptyWidget } from '../welcome-page/welcome-page.widgets.ts';

interface Figure {
  count: number;
  sum: string;
}

/** How many of the firm's documents in `table` are in one of `states`, and their HUF sum. */
async function figureOf(ctx: Ctx, table: 'quotes' | 'customer_orders', states: readonly string[]) {
  const [figure] = await queryRows<Figure>(
    ctx.db,
    sql`select count(*)::int as count,
          coalesce(sum(gross_total) filter (where currency_code = 'HUF'), 0)::text as sum
        from ${sql.identifier(table)}
        where firm_id = ${ctx.auth.firmId}
          and state in (${sql.join(
            states.map((state) => sql`${state}`),
            sql`, `,
          )})`,
  );
  return { count: figure?.count ?? 0, sum: figure?.sum ?? '0', currency: 'HUF' };
}

/**
 * The sales desk's welcome widgets: approved quotes waiting to become orders, and confirmed
 * orders being worked on, each with its list and its creation shortcut. Sums are the firm's HUF
 * documents' gross totals (a mix of currencies has no single sum; the count includes them all).
 */
export const salesWidgets: WidgetProvider[] = [
  {
    type: 'ApprovedQuoteWidget',
    permission: 'sales.use',
    async compute(ctx, t) {
      return {
        ...emptyWidget('ApprovedQuoteWidget', t('WIDGET.APPROVED_QUOTES')),
        ...(await figureOf(ctx, 'quotes', ['APPROVED'])),
        tooltip: t('WIDGET.APPROVED_QUOTES.TOOLTIP'),
        optionalURL: '/app/quotes?state=APPROVED',
        showMoreLink: t('WIDGET.SHOW_ALL'),
        primaryButtonURL: '/app/QuoteForm?new=true',
        primaryButtonText: t('WIDGET.NEW_QUOTE'),
        noDataAvailableLink: t('WIDGET.NO_APPROVED_QUOTES'),
      };
    },
  },
  {
    type: 'ApprovedCustomerOrderWidget',
    permission: 'sales.use',
    async compute(ctx, t) {
      return {
        ...emptyWidget('ApprovedCustomerOrderWidget', t('WIDGET.APPROVED_ORDERS')),
        ...(await figureOf(ctx, 'customer_orders', ['CONFIRMED', 'IN_PROGRESS', 'READY'])),
        tooltip: t('WIDGET.APPROVED_ORDERS.TOOLTIP'),
        optionalURL: '/app/customer-orders?state=CONFIRMED',
        showMoreLink: t('WIDGET.SHOW_ALL'),
        primaryButtonURL: '/app/CustomerOrderForm?new=true',
        primaryButtonText: t('WIDGET.NEW_ORDER'),
        noDataAvailableLink: t('WIDGET.NO_APPROVED_ORDERS'),
        URLList: [{ URL: '/app/customer-orders?state=READY', key: t('WIDGET.ORDERS_READY') }],
      };
    },
  },
];
