import {
  supplierInvoiceEndpoints as e,
  type TApproveSupplierInvoiceBody,
  type TSaveSupplierInvoiceBody,
  type TSupplierInvoice,
  type TSupplierInvoiceItemsBody,
} from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api/api-error';
import { callApi } from '../../lib/api/client';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../lib/query';

export type TSupplierInvoiceListQuery = z.input<typeof e.list.query>;
export const supplierInvoiceFormUrl = (id: number) => `/app/SupplierInvoiceForm?id=${id}`;
export const aggregatedItemsUrl = (id: number) =>
  `/app/aggregated-supplier-order-items?invoiceId=${id}`;

const invoiceQuery = (id: number) => endpointQuery(e.get, { params: { id } });

export function useSupplierInvoices(query: TSupplierInvoiceListQuery) {
  return useQuery(listPageQuery(e.list, { query }));
}

export function useSupplierInvoice(id: number | null) {
  return useQuery({ ...invoiceQuery(id ?? 0), enabled: id !== null });
}

export function useAggregatedItems(id: number) {
  return useQuery({
    queryKey: queryKeyOf(e.aggregated, { params: { id } }),
    queryFn: () => callApi(e.aggregated, { params: { id }, body: {} }),
  });
}

export function useNavInbox() {
  return useQuery(endpointQuery(e.navInbox));
}

/** After a change: the invoice, the lists, its matchable lines and the welcome widgets. */
function useRefresh() {
  const client = useQueryClient();
  return (invoice: TSupplierInvoice) =>
    Promise.all([
      client.setQueryData(invoiceQuery(invoice.id).queryKey, invoice),
      client.invalidateQueries({ queryKey: queryKeyOf(e.list) }),
      client.invalidateQueries({ queryKey: queryKeyOf(e.aggregated) }),
      client.invalidateQueries({ queryKey: queryKeyOf(e.navInbox) }),
      client.invalidateQueries({ queryKey: ['GET', '/welcome-page'] }),
    ]);
}

/** One mutation per call of an invoice; every answer is the invoice as it now is. */
export function useInvoiceAction<I>(call: (input: I) => Promise<TSupplierInvoice>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: call, onSuccess: refresh });
}

export const invoiceCalls = {
  create: (body: TSaveSupplierInvoiceBody) => callApi(e.create, { body }),
  update: ({ id, body }: { id: number; body: TSaveSupplierInvoiceBody & { version: number } }) =>
    callApi(e.update, { params: { id }, body }),
  putItems: ({ id, body }: { id: number; body: TSupplierInvoiceItemsBody }) =>
    callApi(e.putItems, { params: { id }, body }),
  deleteItem: (invoiceItemId: number) => callApi(e.deleteItem, { params: { invoiceItemId } }),
  approve: ({ id, body }: { id: number; body: TApproveSupplierInvoiceBody }) =>
    callApi(e.approve, { params: { id }, body }),
  cancel: ({ id, version }: { id: number; version: number }) =>
    callApi(e.cancel, { params: { id }, body: { version } }),
  pay: ({ id, body }: { id: number; body: z.input<typeof e.addPayment.body> }) =>
    callApi(e.addPayment, { params: { id }, body }),
  fromNav: (navInvoiceId: number) =>
    callApi(e.navCreateDraft, { params: { navInvoiceId }, body: {} }),
};

export function useNavPull() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { fromDate: string; toDate: string }) => callApi(e.navPull, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf(e.navInbox) }),
  });
}

/**
 * A refused call in Hungarian: the server's code (stale, wrong state, NAV down) or the first
 * refused field's label; the server's own texts are English developer messages.
 */
export function failureText(t: TFunction, error: unknown): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (!problem) return t('SUPPLIER_INVOICES.ERROR.OTHER');
  const field = problem.errors?.[0];
  if (field?.code === 'over_received')
    return t('SUPPLIER_INVOICES.ERROR.OVER_RECEIVED', {
      max: field.message.replace('At most ', ''),
    });
  if (field?.code === 'unaccepted_flags') return t('SUPPLIER_INVOICES.ERROR.UNACCEPTED');
  if (problem.code === 'VALIDATION_FAILED' || problem.code === 'CONFLICT')
    return t('SUPPLIER_INVOICES.ERROR.FIELD', {
      field: t(`SUPPLIER_INVOICES.FIELD.${(field?.path ?? '').split('.').at(-1)?.toUpperCase()}`, {
        defaultValue: field?.path ?? '',
      }),
    });
  return t(`SUPPLIER_INVOICES.ERROR.${problem.code}`, {
    defaultValue: t('SUPPLIER_INVOICES.ERROR.OTHER'),
  });
}
