import {
  customerOrderEndpoints,
  invoiceEndpoints,
  type TCancelProformaBody,
  type TCreateInvoiceBody,
  type TCreditNoteBody,
  type TInvoice,
  type TNavAnnulmentBody,
  type TNavCorrectBody,
  type TPaymentBody,
} from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api/client';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../../lib/query';

export type TInvoiceSearchBody = z.input<typeof invoiceEndpoints.search.body>;

export const invoiceQuery = (invoiceId: number) =>
  endpointQuery(invoiceEndpoints.get, { params: { invoiceId } });

/** One page of the invoice list; the previous page stays on screen while the next one loads. */
export function useInvoiceSearch(body: TInvoiceSearchBody, enabled = true) {
  return useQuery({ ...listPageQuery(invoiceEndpoints.search, { body }), enabled });
}

export function useInvoice(invoiceId: number | null) {
  return useQuery({ ...invoiceQuery(invoiceId ?? 0), enabled: invoiceId !== null });
}

/** After a change: the document, its corrected original, the list and the welcome widgets. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (invoice: TInvoice) =>
    Promise.all([
      queryClient.setQueryData(invoiceQuery(invoice.id).queryKey, invoice),
      invoice.correctedInvoiceId &&
        queryClient.invalidateQueries({
          queryKey: invoiceQuery(invoice.correctedInvoiceId).queryKey,
        }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(invoiceEndpoints.search) }),
      queryClient.invalidateQueries({ queryKey: ['GET', '/welcome-page'] }),
    ]);
}

/** Issues a proforma, advance, normal or final invoice of an order (its lists refresh too). */
export function useCreateInvoice() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: TCreateInvoiceBody }) =>
      callApi(invoiceEndpoints.createFromOrder, { params: { customerOrderId: orderId }, body }),
    onSuccess: (invoice) =>
      Promise.all([
        refresh(invoice),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(customerOrderEndpoints.get) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(customerOrderEndpoints.search) }),
      ]),
  });
}

export function useAddPayment(invoiceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TPaymentBody) =>
      callApi(invoiceEndpoints.addPayment, { params: { invoiceId }, body }),
    onSuccess: refresh,
  });
}

/** A refund on a credit note (the corrected invoice is refreshed with it). */
export function useRefund(invoiceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TPaymentBody) =>
      callApi(invoiceEndpoints.refund, { params: { invoiceId }, body }),
    onSuccess: refresh,
  });
}

export function useCancelProforma(invoiceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCancelProformaBody) =>
      callApi(invoiceEndpoints.cancelProforma, { params: { invoiceId }, body }),
    onSuccess: refresh,
  });
}

export function useCreditNote(invoiceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCreditNoteBody) =>
      callApi(invoiceEndpoints.creditNote, { params: { invoiceId }, body }),
    onSuccess: refresh,
  });
}

export function useResendToNav(invoiceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (version: number) =>
      callApi(invoiceEndpoints.resendToNav, { params: { invoiceId }, body: { version } }),
    onSuccess: refresh,
  });
}

/** Corrects an invoice NAV refused and reports it again. */
export function useNavCorrect(invoiceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TNavCorrectBody) =>
      callApi(invoiceEndpoints.navCorrect, { params: { invoiceId }, body }),
    onSuccess: refresh,
  });
}

/** Asks NAV for the technical annulment of an accepted report. */
export function useNavAnnulment(invoiceId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TNavAnnulmentBody) =>
      callApi(invoiceEndpoints.navAnnulment, { params: { invoiceId }, body }),
    onSuccess: refresh,
  });
}
