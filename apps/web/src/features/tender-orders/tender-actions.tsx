import { quoteEndpoints, type TTenderOrder, tenderOrderEndpoints } from '@kontor/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api/client';
import { AFTER_SAVE } from '../../lib/forms/unsaved-changes';
import { type StateAction, StateActions } from '../customer-orders/components/state-actions';
import { storeTender } from './tender-orders-api';

/**
 * The tender's actions (spec 001 §4: approve, send default e-mail, create order, modify quote;
 * and cancel), each asking first; which ones show follows the state (README: states).
 */
export function TenderActions({ tender, isDirty }: { tender: TTenderOrder; isDirty: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = { id: tender.id };
  const version = { version: tender.version };
  const stored = async (call: Promise<TTenderOrder>) => storeTender(queryClient, await call);
  const actions: StateAction[] = [];
  if (tender.state === 'DRAFT')
    actions.push({
      id: 'TENDER_APPROVE',
      endpoint: tenderOrderEndpoints.approve,
      run: () => stored(callApi(tenderOrderEndpoints.approve, { params, body: version })),
    });
  if (tender.state === 'APPROVED' || tender.state === 'ORDERED')
    actions.push({
      id: 'TENDER_SEND_EMAIL',
      endpoint: tenderOrderEndpoints.sendDefaultEmail,
      // One key per confirmed click: a resent request queues no second message.
      run: () =>
        callApi(tenderOrderEndpoints.sendDefaultEmail, {
          params,
          query: { requestKey: crypto.randomUUID() },
        }),
    });
  if (tender.state === 'APPROVED')
    actions.push({
      id: 'TENDER_CREATE_ORDER',
      endpoint: tenderOrderEndpoints.createOrder,
      run: async () => {
        const ordered = await callApi(tenderOrderEndpoints.createOrder, { params, body: version });
        await storeTender(queryClient, ordered);
        navigate(`/app/CustomerOrderForm?id=${ordered.customerOrderId}`, { state: AFTER_SAVE });
      },
    });
  if (tender.quoteId !== null && (tender.state === 'DRAFT' || tender.state === 'APPROVED'))
    actions.push({
      id: 'TENDER_MODIFY_QUOTE',
      endpoint: tenderOrderEndpoints.modifyQuote,
      run: async () => {
        // The quote as it is now; one changed between this read and the write is refused (409).
        const quote = await callApi(quoteEndpoints.get, { params: { quoteId: tender.quoteId! } });
        await stored(
          callApi(tenderOrderEndpoints.modifyQuote, {
            params,
            body: { quoteVersion: quote.version },
          }),
        );
      },
    });
  if (tender.state === 'DRAFT' || tender.state === 'APPROVED')
    actions.push({
      id: 'TENDER_CANCEL',
      endpoint: tenderOrderEndpoints.cancel,
      isDanger: true,
      run: () => stored(callApi(tenderOrderEndpoints.cancel, { params, body: version })),
    });
  return <StateActions actions={actions} isDirty={isDirty} number={tender.number} />;
}
