import { mockEndpoints } from '@kontor/contract';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../lib/api/client';
import { usePageTitle } from '../lib/page-title';
import { endpointQuery, queryKeyOf } from '../lib/query';
import { useValidators } from '../lib/validation';
import { ErrorDisplay } from '../ui/error-display';
import { TextInput } from '../ui/text-input';

const todosQuery = endpointQuery(mockEndpoints.listTodos);

/**
 * An example page: a form with validation, a list, calls of the contract through TanStack Query.
 * Its data is the mock server's example todo API (`npm run mock`), reset by the mock's restart.
 */
export default function ExampleTodoPage() {
  const { t } = useTranslation();
  usePageTitle(t('DEV.EXAMPLE_TODO'));
  const { required } = useValidators();
  const queryClient = useQueryClient();
  const todos = useQuery(todosQuery);
  const [text, setText] = useState('');
  const validity = required(text);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeyOf(mockEndpoints.listTodos) });
  const create = useMutation({
    mutationFn: (title: string) => callApi(mockEndpoints.createTodo, { body: { title } }),
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationFn: (id: number) => callApi(mockEndpoints.toggleTodo, { params: { id } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(mockEndpoints.deleteTodo, { params: { id } }),
    onSuccess: refresh,
  });

  function add(event: FormEvent) {
    event.preventDefault();
    if (validity !== true) return;
    create.mutate(text.trim(), { onSuccess: () => setText('') });
  }

  const items = todos.data?.items ?? [];
  const error = todos.error ?? create.error ?? toggle.error ?? remove.error;
  return (
    <Stack maw={560}>
      <Title order={1}>{t('DEV.EXAMPLE_TODO')}</Title>
      <form onSubmit={add}>
        <Group align="flex-start">
          <TextInput
            flex={1}
            aria-label={t('DEV.TODO_NEW')}
            placeholder={t('DEV.TODO_NEW')}
            value={text}
            onChange={setText}
            validity={validity}
          />
          <Button type="submit" disabled={validity !== true} loading={create.isPending}>
            {t('DEV.TODO_ADD')}
          </Button>
        </Group>
      </form>
      {error && <ErrorDisplay message={error.message} />}
      {todos.isSuccess && items.length === 0 && <Text c="dimmed">{t('DEV.TODO_EMPTY')}</Text>}
      {items.map((todo) => (
        <Group key={todo.id} justify="space-between">
          <Checkbox
            label={todo.title}
            checked={todo.isDone}
            onChange={() => toggle.mutate(todo.id)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('DEV.TODO_REMOVE', { text: todo.title })}
            onClick={() => remove.mutate(todo.id)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
