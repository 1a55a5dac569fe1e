import { quoteRequestEndpoints, type TQuoteRequest } from '@kontor/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api/client';
import { AFTER_SAVE } from '../../../lib/forms/unsaved-changes';
import { invalidateSales, requestQuery } from '../api/sales-api';
import { type StateAction, StateActions } from '../components/state-actions';

/** An OPEN request: 'Ajánlat készítése' (one click → a priced quote) or decline. */
export function RequestActions({ request, isDirty }: { request: TQuoteRequest; isDirty: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await invalidateSales(queryClient);
    await queryClient.invalidateQueries({ queryKey: requestQuery(request.id).queryKey });
  };
  if (request.state !== 'OPEN') return null;
  const actions: StateAction[] = [
    {
      id: 'REQUEST_CREATE_QUOTE',
      endpoint: quoteRequestEndpoints.createQuote,
      refusal: async () => (request.customerId === null ? t('SALES.REQUEST.NEEDS_CUSTOMER') : null),
      run: async () => {
        const quote = await callApi(quoteRequestEndpoints.createQuote, {
          params: { quoteRequestId: request.id },
          body: {},
        });
        await refresh();
        navigate(`/app/QuoteForm?id=${quote.id}`, { state: AFTER_SAVE });
      },
    },
    {
      id: 'REQUEST_DECLINE',
      endpoint: quoteRequestEndpoints.decline,
      isDanger: true,
      run: async () => {
        await callApi(quoteRequestEndpoints.decline, { params: { quoteRequestId: request.id } });
        await refresh();
      },
    },
  ];
  return <StateActions actions={actions} isDirty={isDirty} number={request.number} />;
}
