import {
  emailEndpoints,
  type TEmailDocumentKind,
  type TEmailLanguage,
  type TSaveEmailTemplateBody,
  type TSendEmailBody,
} from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client';
import { useLiveTopic } from '../../../lib/live-events';
import { endpointQuery, queryKeyOf } from '../../../lib/query';

export const useEmailTypes = () => useQuery(endpointQuery(emailEndpoints.typeList));
export const useEmailGroups = () => useQuery(endpointQuery(emailEndpoints.groups));

export function useTemplateContent(typeId: number | null, language: TEmailLanguage) {
  return useQuery({
    ...endpointQuery(emailEndpoints.typeContent, {
      params: { typeId: typeId ?? 0 },
      query: { language },
    }),
    enabled: typeId !== null,
    retry: false,
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveEmailTemplateBody) => callApi(emailEndpoints.saveTemplate, { body }),
    onSuccess: () =>
      Promise.all(
        [emailEndpoints.typeList, emailEndpoints.typeContent, emailEndpoints.personalized].map(
          (endpoint) => queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) }),
        ),
      ),
  });
}

export interface DocumentRef {
  documentKind: TEmailDocumentKind;
  documentId: number;
}

export function usePersonalized(
  templateId: number | null,
  ref: DocumentRef | null,
  recipient?: string,
) {
  return useQuery({
    ...endpointQuery(emailEndpoints.personalized, {
      params: { templateId: templateId ?? 0 },
      query: { ...(ref ?? { documentKind: 'INVOICE', documentId: 0 }), recipient },
    }),
    enabled: templateId !== null && ref !== null,
    retry: false,
  });
}

export const useSenderStart = (ref: DocumentRef) =>
  useQuery(endpointQuery(emailEndpoints.senderStart, { query: ref }));

/**
 * A message's state moves on in the background (queued, sending, sent, failed, outbox): the
 * history and the outbox are asked again whenever the server tells a change of the firm's e-mails.
 */
function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useLiveTopic('emails', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(emailEndpoints.messages) });
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(emailEndpoints.message) });
  });
}

export function useMessages(filters: { documentKind?: TEmailDocumentKind; documentId?: number }) {
  useLiveMessages();
  return useQuery(
    endpointQuery(emailEndpoints.messages, { query: { ...filters, page_size: 100 } }),
  );
}

export function useMessage(emailId: number | null) {
  useLiveMessages();
  return useQuery({
    ...endpointQuery(emailEndpoints.message, { params: { emailId: emailId ?? 0 } }),
    enabled: emailId !== null,
  });
}

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendEmailBody) => callApi(emailEndpoints.send, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(emailEndpoints.messages) }),
  });
}
