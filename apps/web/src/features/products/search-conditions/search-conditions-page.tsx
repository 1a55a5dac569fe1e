import type { TSearchCondition } from '@kontor/contract';
import { searchConditionEndpoints } from '@kontor/contract';
import { Anchor, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { usePage } from '../../../lib/page';
import { usePermission } from '../../../lib/permissions';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { FormButtons } from '../../../ui/form-buttons';
import { GuardedModal } from '../../../ui/guarded-modal';
import { useProductSearch } from '../api/products-api';
import { DEFAULT_PARAMS, toListQuery } from '../list/list-params';
import { conditionErrorKey } from './condition-errors';
import { paramsOf } from './condition-params';
import {
  useDeleteSearchCondition,
  useRenameSearchCondition,
  useSearchConditions,
} from './search-conditions-api';

/** What a condition filters on, in a few words. */
function useSummary() {
  const { t } = useTranslation();
  return (c: TSearchCondition) => {
    const f = c.filters;
    const parts = [
      f.term && t('SEARCH_CONDITIONS.SUMMARY.TERM', { term: f.term }),
      f.groupId !== null && t('SEARCH_CONDITIONS.SUMMARY.GROUP'),
      f.catalogueId !== null && t('SEARCH_CONDITIONS.SUMMARY.CATALOGUE'),
      f.supplierId !== null && t('SEARCH_CONDITIONS.SUMMARY.SUPPLIER'),
      f.is_active !== null &&
        t(f.is_active ? 'SEARCH_CONDITIONS.SUMMARY.ACTIVE' : 'SEARCH_CONDITIONS.SUMMARY.INACTIVE'),
      f.is_service !== null &&
        t(f.is_service ? 'SEARCH_CONDITIONS.SUMMARY.SERVICE' : 'SEARCH_CONDITIONS.SUMMARY.GOODS'),
    ].filter(Boolean);
    return parts.length ? parts.join(', ') : t('SEARCH_CONDITIONS.SUMMARY.ALL');
  };
}

/** How many products the condition finds now. */
function MatchCount({ condition }: { condition: TSearchCondition }) {
  const found = useProductSearch({ ...condition.filters, page_number: 0, page_size: 1 });
  return <>{found.data ? formatInteger(found.data.total) : ''}</>;
}

function RenameForm({ condition, onDone }: { condition: TSearchCondition; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(condition.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameSearchCondition();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate(
          { condition, name: name.trim() },
          { onSuccess: onDone, onError: (failure) => setError(t(conditionErrorKey(failure))) },
        );
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('SEARCH_CONDITIONS.NAME')}
          required
          data-autofocus
          maxLength={100}
          value={name}
          error={error}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <FormButtons
          onCancel={onDone}
          cancelLabel={t('SEARCH_CONDITIONS.CANCEL')}
          submitLabel={t('SEARCH_CONDITIONS.SAVE')}
          endpoint={searchConditionEndpoints.update}
          disabled={!name.trim()}
          loading={rename.isPending}
        />
      </Stack>
    </form>
  );
}

/** `/app/product-search-conditions`: the user's saved product filter sets: open, rename, delete. */
export default function SearchConditionsPage() {
  const { t } = useTranslation();
  usePage({ title: t('SEARCH_CONDITIONS.TITLE') });
  const conditions = useSearchConditions();
  const remove = useDeleteSearchCondition();
  const summary = useSummary();
  // The save button of the product list needs this right: without it, the page does not point there.
  const maySave = usePermission('products.write');
  const [renaming, setRenaming] = useState<TSearchCondition | null>(null);
  const [deleting, setDeleting] = useState<TSearchCondition | null>(null);
  const listUrl = (c: TSearchCondition) =>
    `/app/products?${toListQuery(paramsOf(c, DEFAULT_PARAMS)).toString()}`;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('SEARCH_CONDITIONS.TITLE')}
      </Title>
      {conditions.isError && <ErrorMessage error={conditions.error} />}
      {conditions.data?.length === 0 && (
        <Text c="dimmed">
          {t(maySave ? 'SEARCH_CONDITIONS.EMPTY' : 'SEARCH_CONDITIONS.EMPTY_READ_ONLY')}
        </Text>
      )}
      {conditions.data && conditions.data.length > 0 && (
        <Table striped highlightOnHover aria-label={t('SEARCH_CONDITIONS.TITLE')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('SEARCH_CONDITIONS.NAME')}</Table.Th>
              <Table.Th>{t('SEARCH_CONDITIONS.FILTERS')}</Table.Th>
              <Table.Th ta="right">{t('SEARCH_CONDITIONS.MATCHES')}</Table.Th>
              <Table.Th>{t('SEARCH_CONDITIONS.UPDATED')}</Table.Th>
              <Table.Th w={100} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conditions.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={listUrl(c)}>
                    {c.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{summary(c)}</Table.Td>
                <Table.Td ta="right">
                  <MatchCount condition={c} />
                </Table.Td>
                <Table.Td>{formatDateTime(c.updatedAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionButton
                      endpoint={searchConditionEndpoints.update}
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('SEARCH_CONDITIONS.RENAME', { name: c.name })}
                      onClick={() => setRenaming(c)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionButton>
                    <ActionButton
                      endpoint={searchConditionEndpoints.remove}
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('SEARCH_CONDITIONS.DELETE', { name: c.name })}
                      onClick={() => setDeleting(c)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <GuardedModal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('SEARCH_CONDITIONS.RENAME_TITLE')}
      >
        {renaming && <RenameForm condition={renaming} onDone={() => setRenaming(null)} />}
      </GuardedModal>
      <ConfirmModal
        opened={deleting !== null}
        title={t('SEARCH_CONDITIONS.DELETE_TITLE')}
        question={t('SEARCH_CONDITIONS.DELETE_QUESTION', { name: deleting?.name ?? '' })}
        confirmLabel={t('SEARCH_CONDITIONS.DELETE_CONFIRM')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })
        }
      />
    </Stack>
  );
}
