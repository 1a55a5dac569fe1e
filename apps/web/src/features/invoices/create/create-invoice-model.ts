import type { TCreateInvoiceBody, TOrder } from '@kontor/contract';
import { toDecimalString } from '../../../lib/forms/decimal-input';

export type CreatableKind = TCreateInvoiceBody['kind'];

const BEFORE_DISPATCH = new Set<TOrder['state']>(['CONFIRMED', 'IN_PROGRESS', 'READY']);
const AFTER_DISPATCH = new Set<TOrder['state']>(['DISPATCHED', 'CLOSED']);

/**
 * The kinds an order can be invoiced with in its state (modules/invoices/README.md): a proforma or
 * an advance before it is dispatched; a normal or final invoice once something left (a part
 * dispatch of a confirmed order too). A draft or cancelled order offers none.
 */
export function kindsFor(order: Pick<TOrder, 'state' | 'dispatchStatus'>): CreatableKind[] {
  const kinds: CreatableKind[] = [];
  if (BEFORE_DISPATCH.has(order.state)) kinds.push('PROFORMA', 'ADVANCE');
  if (AFTER_DISPATCH.has(order.state) || (kinds.length > 0 && order.dispatchStatus !== 'NONE'))
    kinds.push('NORMAL', 'FINAL');
  return kinds;
}

/** How a proforma or an advance is measured: an amount, a percent of the gross, a proforma. */
export type Basis = 'AMOUNT' | 'PERCENT' | 'PROFORMA';

export interface CreateValues {
  kind: CreatableKind;
  basis: Basis;
  /** As typed ('12 000,5') */
  amount: string;
  percent: string;
  proformaId: number | null;
  /** ISO date: the day an advance's money arrived */
  fulfilmentDate: string | null;
  note: string;
}

export const initialCreateValues = (kind: CreatableKind): CreateValues => ({
  kind,
  basis: 'AMOUNT',
  amount: '',
  percent: '',
  proformaId: null,
  fulfilmentDate: null,
  note: '',
});

/** The field (as the server names it) → dictionary key of what is missing before sending. */
export type CreateCheck = Partial<
  Record<'amount' | 'percent' | 'proformaId' | 'fulfilmentDate', string>
>;

/**
 * The create-invoice body of the dialog's values, or what must be filled first. NORMAL and FINAL
 * send no amount (the server invoices what was dispatched); a proforma or advance sends its
 * amount or percent, an advance from a proforma the proforma; an advance not following a proforma
 * needs the day its money arrived (the server refuses it without).
 */
export function createBodyOf(
  values: CreateValues,
  idempotencyKey: string,
): { body: TCreateInvoiceBody } | { missing: CreateCheck } {
  const base = { kind: values.kind, idempotencyKey, note: values.note.trim() };
  if (values.kind === 'NORMAL' || values.kind === 'FINAL') return { body: base };
  const missing: CreateCheck = {};
  const basis = values.kind === 'PROFORMA' && values.basis === 'PROFORMA' ? 'AMOUNT' : values.basis;
  const amount = toDecimalString(values.amount);
  const percent = toDecimalString(values.percent);
  if (basis === 'AMOUNT' && !(amount && Number(amount) > 0)) missing.amount = 'AMOUNT';
  if (basis === 'PERCENT' && !(percent && Number(percent) > 0 && Number(percent) <= 100))
    missing.percent = 'PERCENT';
  if (basis === 'PROFORMA' && values.proformaId === null) missing.proformaId = 'PROFORMA';
  if (values.kind === 'ADVANCE' && basis !== 'PROFORMA' && !values.fulfilmentDate)
    missing.fulfilmentDate = 'ADVANCE_DATE';
  if (Object.keys(missing).length > 0) return { missing };
  return {
    body: {
      ...base,
      ...(basis === 'AMOUNT' && { amount: amount as string }),
      ...(basis === 'PERCENT' && { percent: percent as string }),
      ...(basis === 'PROFORMA' && { proformaId: values.proformaId as number }),
      ...(values.kind === 'ADVANCE' &&
        basis !== 'PROFORMA' && { fulfilmentDate: values.fulfilmentDate as string }),
    },
  };
}
