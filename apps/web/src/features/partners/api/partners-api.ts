import {
  partnerEndpoints,
  partnerLookupEndpoints,
  type TBankAccount,
  type TBankAccountBody,
  type TContact,
  type TContactBody,
  type TPartner,
  type TPartnerBody,
  type TPartnerLinkType,
  type TPartnerSearchBody,
  type TUpdatePartnerBody,
} from '@kontor/contract';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client';
import {
  type DocumentCache,
  useDeleteDocument,
  useSaveDocument,
} from '../../../lib/document-mutations';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../../lib/query';

export const partnerQuery = (partnerId: number) =>
  endpointQuery(partnerEndpoints.get, { params: { partnerId } });
export const contactsQuery = (partnerId: number) =>
  endpointQuery(partnerEndpoints.contacts, { params: { partnerId } });
export const bankAccountsQuery = (partnerId: number) =>
  endpointQuery(partnerEndpoints.bankAccounts, { params: { partnerId } });
export const linksQuery = (partnerId: number) =>
  endpointQuery(partnerEndpoints.links, { params: { partnerId } });

/** Every cached answer that shows a partner or its parts: the document, its lists, the list page. */
function invalidatePartner(queryClient: QueryClient, partnerId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partnerQuery(partnerId).queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(partnerEndpoints.search) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(partnerLookupEndpoints.customers) }),
  ]);
}

/** One page of the partner list; the previous page stays on screen while the next one loads. */
export function usePartnerSearch(body: TPartnerSearchBody) {
  return useQuery(listPageQuery(partnerEndpoints.search, { body }));
}

export function usePartner(partnerId: number | null) {
  return useQuery({ ...partnerQuery(partnerId ?? 0), enabled: partnerId !== null });
}

const PARTNER_CACHE: DocumentCache = {
  documentKey: (id) => partnerQuery(id).queryKey,
  invalidate: invalidatePartner,
  list: partnerEndpoints.search,
};

/** Creates (no id) or updates a partner; the answer replaces the cached document. */
export function useSavePartner() {
  return useSaveDocument(
    PARTNER_CACHE,
    (id, body: TPartnerBody | TUpdatePartnerBody): Promise<TPartner> =>
      id === null
        ? callApi(partnerEndpoints.create, { body })
        : callApi(partnerEndpoints.update, {
            params: { partnerId: id },
            body: body as TUpdatePartnerBody,
          }),
  );
}

export function useDeletePartner() {
  return useDeleteDocument(PARTNER_CACHE, (partnerId, version) =>
    callApi(partnerEndpoints.remove, { params: { partnerId }, query: { version } }),
  );
}

export function useContacts(partnerId: number) {
  return useQuery(contactsQuery(partnerId));
}

/** Creates (no contact id) or updates a contact person (with the version it was read at). */
export function useSaveContact(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contact, body }: { contact: TContact | null; body: TContactBody }) =>
      contact === null
        ? callApi(partnerEndpoints.createContact, { params: { partnerId }, body })
        : callApi(partnerEndpoints.updateContact, {
            params: { partnerId, contactId: contact.id },
            body: { ...body, version: contact.version },
          }),
    // Also after a failure: a stale version means the cached list is outdated.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsQuery(partnerId).queryKey }),
        invalidatePartner(queryClient, partnerId),
      ]),
  });
}

export function useDeleteContact(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) =>
      callApi(partnerEndpoints.removeContact, { params: { partnerId, contactId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsQuery(partnerId).queryKey }),
        invalidatePartner(queryClient, partnerId),
      ]),
  });
}

export function useBankAccounts(partnerId: number) {
  return useQuery(bankAccountsQuery(partnerId));
}

export function useSaveBankAccount(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, body }: { account: TBankAccount | null; body: TBankAccountBody }) =>
      account === null
        ? callApi(partnerEndpoints.createBankAccount, { params: { partnerId }, body })
        : callApi(partnerEndpoints.updateBankAccount, {
            params: { partnerId, bankAccountId: account.id },
            body: { ...body, version: account.version },
          }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: bankAccountsQuery(partnerId).queryKey }),
  });
}

export function useDeleteBankAccount(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankAccountId: number) =>
      callApi(partnerEndpoints.removeBankAccount, { params: { partnerId, bankAccountId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: bankAccountsQuery(partnerId).queryKey }),
  });
}

export function useLinks(partnerId: number) {
  return useQuery(linksQuery(partnerId));
}

/** A link shows on both partners' pages, so both sides' caches are refreshed. */
export function useCreateLink(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { linkedPartnerId: number; linkType: TPartnerLinkType }) =>
      callApi(partnerEndpoints.createLink, { params: { partnerId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(partnerEndpoints.links) }),
  });
}

export function useDeleteLink(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      callApi(partnerEndpoints.removeLink, { params: { partnerId, linkId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(partnerEndpoints.links) }),
  });
}

export function useLastOrders(partnerId: number, page: { page_number: number; page_size: number }) {
  return useQuery({
    queryKey: queryKeyOf(partnerLookupEndpoints.lastOrders, { partnerId, ...page }),
    queryFn: ({ signal }) =>
      callApi(partnerLookupEndpoints.lastOrders, {
        params: { customerId: partnerId },
        body: page,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
