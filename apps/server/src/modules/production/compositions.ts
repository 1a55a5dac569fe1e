import { Money, type TLineComposition } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * What making an order line takes (`GET /orders/{orderId}/items/breakdowns/{breakdownId}/compositions`):
 * the breakdown is the line; its product's components (one level: a component that has a
 * composition of its own is a semi-finished product, made or bought on its own) × the line's
 * quantity, with what is available of each now.
 */
export async function lineComposition(
  ctx: Ctx,
  orderId: number,
  lineId: number,
): Promise<TLineComposition> {
  const firmId = ctx.auth.firmId;
  const [line] = await queryRows<{
    product_id: number;
    code: string;
    name: string;
    unit: string;
    quantity: string;
    fulfilment: string;
    workshop_order_id: number | null;
  }>(
    ctx.db,
    sql`select l.product_id, p.code, p.name, l.unit, l.quantity::text as quantity, l.fulfilment,
          (select w.id from workshop_orders w where w.customer_order_line_id = l.id
             and w.state <> 'CANCELLED') as workshop_order_id
        from customer_order_lines l join customer_orders o on o.id = l.order_id
        join products p on p.id = l.product_id
        where o.firm_id = ${firmId} and o.id = ${orderId} and l.id = ${lineId}`,
  );
  if (!line) throw new AppError('NOT_FOUND', 'No such order line');
  const components = await queryRows<{
    component_id: number;
    code: string;
    name: string;
    unit: string;
    per_unit: string;
    available: string;
    has_composition: boolean;
  }>(
    ctx.db,
    sql`select c.component_id, p.code, p.name, p.measure_unit_code as unit,
          c.quantity::text as per_unit,
          ((select coalesce(sum(m.quantity), 0) from stock_movements m
             where m.firm_id = ${firmId} and m.product_id = c.component_id)
           - (select coalesce(sum(r.quantity), 0) from stock_reservations r
             where r.firm_id = ${firmId} and r.product_id = c.component_id))::text as available,
          exists (select 1 from product_components x where x.product_id = c.component_id)
            as has_composition
        from product_components c join products p on p.id = c.component_id
        where c.firm_id = ${firmId} and c.product_id = ${line.product_id} order by p.code`,
  );
  return {
    customerOrderLineId: lineId,
    productId: line.product_id,
    productCode: line.code,
    productName: line.name,
    unit: line.unit,
    quantity: line.quantity,
    fulfilment: line.fulfilment,
    workshopOrderId: line.workshop_order_id,
    components: components.map((c) => ({
      componentId: c.component_id,
      code: c.code,
      name: c.name,
      unit: c.unit,
      quantityPerUnit: c.per_unit,
      quantity: new Money(c.per_unit).times(line.quantity).toFixed(4),
      available: c.available,
      hasComposition: c.has_composition,
    })),
  };
}
