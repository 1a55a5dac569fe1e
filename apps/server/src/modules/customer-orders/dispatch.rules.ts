import { Money, type TOrderState } from '@kontor/contract';
import type { DispatchLineRow, DispatchOrderRow } from './dispatch.repository.ts';
import { huDecimal } from './texts.ts';

/** States from which goods may leave (README: dispatch). */
export const DISPATCHABLE: readonly string[] = ['CONFIRMED', 'IN_PROGRESS', 'READY'];

export interface Reason {
  code:
    | 'WRONG_STATE'
    | 'CANCELLED'
    | 'ALREADY_DISPATCHED'
    | 'CUSTOMER_BLOCKED'
    | 'MISSING_DELIVERY_ADDRESS'
    | 'NO_LINES'
    | 'UNRESERVED_LINE';
  lineId: number | null;
  /** Placeholders of the dictionary text ({state}, {position}, {code}, {missing}, {unit}). */
  params: Record<string, string>;
}

/** What is still to leave on a line: ordered − dispatched. */
export const remainingOf = (l: DispatchLineRow) =>
  new Money(l.quantity).minus(l.dispatched_quantity);

/**
 * Every reason the order cannot leave as a whole now. Order-level reasons block any dispatch;
 * UNRESERVED_LINE only blocks sending everything (a partial dispatch sends what is reserved).
 */
export function dispatchReasons(order: DispatchOrderRow, lines: DispatchLineRow[]): Reason[] {
  const reasons: Reason[] = [];
  const state = order.state as TOrderState;
  const add = (code: Reason['code'], params: Record<string, string> = {}, lineId = null) =>
    reasons.push({ code, params, lineId });
  if (state === 'CANCELLED') add('CANCELLED');
  else if (state === 'DISPATCHED' || state === 'CLOSED') add('ALREADY_DISPATCHED');
  else if (!DISPATCHABLE.includes(state)) add('WRONG_STATE', { state });
  if (!order.customer_active) add('CUSTOMER_BLOCKED');
  if (order.delivery_address.trim() === '') add('MISSING_DELIVERY_ADDRESS');
  if (state === 'CANCELLED' || state === 'DISPATCHED' || state === 'CLOSED') return reasons;
  const open = lines.filter((l) => remainingOf(l).gt(0));
  if (open.length === 0) add('NO_LINES');
  for (const line of open) {
    const missing = remainingOf(line).minus(line.reserved);
    if (missing.gt(0))
      reasons.push({
        code: 'UNRESERVED_LINE',
        lineId: line.id,
        params: {
          position: String(line.position),
          code: line.product_code,
          missing: huDecimal(missing.toFixed(4)),
          unit: line.unit,
        },
      });
  }
  return reasons;
}

export const blocksAnyDispatch = (r: Reason) => r.code !== 'UNRESERVED_LINE';
