import { inboxEndpoints } from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/client';
import { endpointQuery } from '../../lib/query';
import { toolbarWidgetsQuery } from '../../shell/shell-queries';

export const tasksQuery = endpointQuery(inboxEndpoints.tasks);
export const messagesQuery = endpointQuery(inboxEndpoints.messages);

export function useTasks() {
  return useQuery(tasksQuery);
}

export function useMessages() {
  return useQuery(messagesQuery);
}

/** Completing a task drops it from the open list and lowers the navbar's task badge. */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(inboxEndpoints.completeTask, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: toolbarWidgetsQuery.queryKey }),
      ]),
  });
}

/** Reading a message updates it in place and lowers the navbar's message badge. */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(inboxEndpoints.readMessage, { params: { id } }),
    onSuccess: (read) => {
      queryClient.setQueryData(messagesQuery.queryKey, (messages: { id: number }[] | undefined) =>
        messages?.map((message) => (message.id === read.id ? read : message)),
      );
      return queryClient.invalidateQueries({ queryKey: toolbarWidgetsQuery.queryKey });
    },
  });
}
