import { quoteEndpoints, type TQuote, tenderOrderEndpoints } from '@kontor/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api/client';
import { AFTER_SAVE } from '../../../lib/forms/unsaved-changes';
import { invalidateSales, quoteQuery, useSalesMutation } from '../api/sales-api';
import { type StateAction, StateActions } from '../components/state-actions';

type Target = 'SENT' | 'APPROVED' | 'REJECTED';
const NEXT: Partial<Record<TQuote['state'], readonly Target[]>> = {
  DRAFT: ['SENT'],
  SENT: ['APPROVED', 'REJECTED'],
};

/** The quote's state buttons; an approved quote becomes an order in one click. */
export function QuoteActions({ quote, isDirty }: { quote: TQuote; isDirty: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useSalesMutation(
    (state: Target) =>
      callApi(quoteEndpoints.changeState, {
        params: { quoteId: quote.id },
        body: { state, version: quote.version },
      }),
    quoteQuery,
  );
  const actions: StateAction[] = (NEXT[quote.state] ?? []).map((state) => ({
    id: `QUOTE_${state}`,
    endpoint: quoteEndpoints.changeState,
    isDanger: state === 'REJECTED',
    run: () => change.mutateAsync(state),
  }));
  if (quote.state === 'APPROVED')
    actions.push({
      id: 'QUOTE_CREATE_ORDER',
      endpoint: quoteEndpoints.createOrder,
      run: async () => {
        const order = await callApi(quoteEndpoints.createOrder, { params: { quoteId: quote.id } });
        await invalidateSales(queryClient);
        await queryClient.invalidateQueries({ queryKey: quoteQuery(quote.id).queryKey });
        navigate(`/app/CustomerOrderForm?id=${order.id}`, { state: AFTER_SAVE });
      },
    });
  if (quote.state !== 'ORDERED' && quote.state !== 'REJECTED')
    actions.push({
      id: 'QUOTE_CREATE_TENDER',
      endpoint: tenderOrderEndpoints.createFromQuote,
      run: async () => {
        const tender = await callApi(tenderOrderEndpoints.createFromQuote, {
          params: { quoteId: quote.id },
        });
        navigate(`/app/TenderOrderForm?id=${tender.id}`, { state: AFTER_SAVE });
      },
    });
  return <StateActions actions={actions} isDirty={isDirty} number={quote.number} />;
}
