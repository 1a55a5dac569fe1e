import { customerOrderEndpoints, dispatchEndpoints, type TOrder } from '@kontor/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client';
import { invalidateSales, orderQuery, useSalesMutation } from '../api/sales-api';
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

const DISPATCHABLE = new Set(['CONFIRMED', 'IN_PROGRESS', 'READY']);

/**
 * The order's state buttons; each asks first. Confirming and cancelling are the seller's
 * (sales.confirm), dispatch the warehouse's (sales.dispatch): each shows to whom its call lets in.
 */
export function OrderActions({ order, isDirty }: { order: TOrder; isDirty: boolean }) {
  const queryClient = useQueryClient();
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
    endpoint: customerOrderEndpoints.changeState,
    isDanger: state === 'CANCELLED',
    run: () => change.mutateAsync(state),
  }));
  // Dispatch asks the server first: every reason why the order cannot leave is shown at once.
  const cancel = actions.findIndex((action) => action.id === 'ORDER_CANCELLED');
  if (DISPATCHABLE.has(order.state))
    actions.splice(cancel === -1 ? actions.length : cancel, 0, {
      id: 'ORDER_DISPATCH',
      endpoint: dispatchEndpoints.dispatch,
      refusal: async () => {
        const check = await callApi(dispatchEndpoints.validate, { query: { orderId: order.id } });
        return check.canDispatch ? null : check.reasons.map((r) => r.message).join(' · ');
      },
      run: async () => {
        await callApi(dispatchEndpoints.dispatch, {
          params: { orderId: order.id },
          body: { version: order.version },
        });
        await invalidateSales(queryClient);
        await queryClient.invalidateQueries({ queryKey: orderQuery(order.id).queryKey });
      },
    });
  return <StateActions actions={actions} isDirty={isDirty} number={order.number} />;
}
