import { customerOrderEndpoints, type TOrder } from '@kontor/contract';
import { callApi } from '../../../lib/api/client';
import { orderQuery, useSalesMutation } from '../api/sales-api';
import { type StateAction, StateActions } from '../components/state-actions';

type Target = 'CONFIRMED' | 'IN_PROGRESS' | 'READY' | 'CLOSED' | 'CANCELLED';

/** Which state calls an order offers in each state (modules/customer-orders/README.md). */
const NEXT: Record<TOrder['state'], readonly Target[]> = {
  DRAFT: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['IN_PROGRESS', 'READY', 'CANCELLED'],
  IN_PROGRESS: ['READY'],
  READY: [],
  DISPATCHED: ['CLOSED'],
  CLOSED: [],
  CANCELLED: [],
};

/** The order's state buttons; each asks first. Unsaved edits must be saved before. */
export function OrderActions({ order, isDirty }: { order: TOrder; isDirty: boolean }) {
  const change = useSalesMutation(
    (state: Target) =>
      callApi(customerOrderEndpoints.changeState, {
        params: { orderId: order.id },
        body: { state, version: order.version },
      }),
    orderQuery,
  );
  const actions: StateAction[] = NEXT[order.state].map((state) => ({
    id: `ORDER_${state}`,
    isDanger: state === 'CANCELLED',
    run: () => change.mutateAsync(state),
  }));
  return (
    <StateActions
      actions={actions}
      permission="sales.confirm"
      disabled={isDirty}
      number={order.number}
    />
  );
}
