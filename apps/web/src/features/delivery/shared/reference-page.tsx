import type { Endpoint } from '@kontor/contract';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../lib/page';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { type ReferenceColumn, ReferenceTable } from './reference-table';

type Row = { id: number; name: string; isActive: boolean; version: number };

/** What the form edits: a new row (null) or an existing one; undefined while closed. */
type Editing<R> = R | null | undefined;

/**
 * A page of a delivery reference table (methods, plan conditions, unpacking fees): the title, a
 * hint, 'Új …' and the list; the form opens in a modal for a new row or the row to edit.
 */
export function ReferencePage<R extends Row>({
  title,
  hint,
  newLabel,
  endpoints,
  query,
  columns,
  emptyText,
  onDelete,
  renderForm,
}: {
  title: string;
  hint: string;
  newLabel: string;
  endpoints: Record<'create' | 'update' | 'remove', Pick<Endpoint, 'method' | 'path'>>;
  query: { data?: R[]; error: unknown; isError: boolean };
  columns: ReferenceColumn<R>[];
  emptyText: string;
  onDelete: (row: R) => Promise<unknown>;
  renderForm: (row: R | null, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  usePage({ title });
  const [editing, setEditing] = useState<Editing<R>>(undefined);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <ActionButton
          endpoint={endpoints.create}
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing(null)}
        >
          {newLabel}
        </ActionButton>
      </Group>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      {query.isError && <ErrorMessage error={query.error} />}
      {!query.data && !query.isError && <Skeleton height={160} />}
      {query.data && (
        <ReferenceTable
          label={title}
          rows={query.data}
          columns={columns}
          emptyText={emptyText}
          updateEndpoint={endpoints.update}
          deleteEndpoint={endpoints.remove}
          onEdit={setEditing}
          onDelete={onDelete}
        />
      )}
      {editing !== undefined && renderForm(editing, () => setEditing(undefined))}
      <Text size="xs" c="dimmed">
        {t('DELIVERY.IN_USE_HINT')}
      </Text>
    </Stack>
  );
}
