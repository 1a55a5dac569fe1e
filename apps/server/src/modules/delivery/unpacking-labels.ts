/**
 * The UnpackingLabelPrinter popup's labels (README 'Unpacking fees'): one per parcel of the
 * order (or `copies`), at the product label printer's size, saying the customer ordered the goods
 * unpacked and the packaging taken away; the order number as a CODE128 barcode. The PDF comes
 * from the product label printer (products/labels.pdf.ts). Each print is audited.
 */
import type { TUnpackingLabelBody } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Ctx, runAction } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { renderLabelPdf } from '../products/labels.pdf.ts';
import { notFound } from './delivery.errors.ts';

export function printUnpackingLabels(ctx: Ctx, body: TUnpackingLabelBody): Promise<Buffer> {
  return runAction(ctx, async (tx) => {
    const [order] = await queryRows<{ number: string; customer_name: string; parcels: number }>(
      tx,
      sql`select o.number, p.name as customer_name,
            coalesce((select sum(count) from order_parcels where customer_order_id = o.id), 0)::int as parcels
          from customer_orders o join partners p on p.id = o.customer_id
          where o.id = ${body.orderId} and o.firm_id = ${ctx.auth.firmId}`,
    );
    if (!order) throw notFound('customer order');
    const total = Math.max(1, order.parcels);
    const copies = body.copies ?? total;
    const linesOf = (page: number) => [
      'KICSOMAGOLÁS + CSOMAGOLÓANYAG ELSZÁLLÍTÁSA',
      order.customer_name,
      `Csomag: ${(page % total) + 1}/${total}`,
    ];
    const pdf = await renderLabelPdf(
      {
        templateCode: null,
        barcodeType: 'CODE128',
        barcodeValue: order.number,
        lines: linesOf(0),
        widthMm: body.widthMm ?? 100,
        heightMm: body.heightMm ?? 60,
      },
      copies,
      linesOf,
    );
    return {
      result: pdf,
      audit: {
        entity: 'customer_order',
        entityId: body.orderId,
        action: 'print_unpacking_labels',
        after: { copies },
      },
    };
  });
}
