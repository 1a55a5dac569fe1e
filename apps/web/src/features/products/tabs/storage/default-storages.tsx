import type { TBranch, TProductStorage } from '@kontor/contract';
import { ActionIcon, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirmedRemove } from '../../../../ui/confirmed-remove';
import { Tooltip } from '../../../../ui/tooltip';
import { StorageAddForm } from './storage-add-form';
import { useDeleteDefaultStorage } from './storage-api';
import { branchNameOf, storageLabel } from './storage-labels';

export interface StorageSectionProps {
  productId: number;
  rows: readonly TProductStorage[];
  branches: readonly TBranch[];
}

/** One default storage per branch: where receipts put the product and picking looks first. */
export function DefaultStorages({ productId, rows, branches }: StorageSectionProps) {
  const { t } = useTranslation();
  const remove = useDeleteDefaultStorage(productId);
  const removal = useConfirmedRemove<TProductStorage>(remove, {
    title: t('PRODUCTS.STORAGE.DEFAULT_REMOVE'),
    question: (row) =>
      t('PRODUCTS.STORAGE.DEFAULT_REMOVE_QUESTION', {
        storage: row ? storageLabel(row) : '',
        branch: row ? branchNameOf(branches, row.branchId) : '',
      }),
    confirmLabel: t('PRODUCTS.STORAGE.REMOVE'),
    done: () => t('PRODUCTS.STORAGE.DEFAULT_REMOVED'),
    failed: t('PRODUCTS.STORAGE.ERROR_FAILED'),
  });

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('PRODUCTS.STORAGE.DEFAULT_TITLE')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('PRODUCTS.STORAGE.DEFAULT_EMPTY')}</Text>
      ) : (
        <Table striped aria-label={t('PRODUCTS.STORAGE.DEFAULT_TITLE')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PRODUCTS.STORAGE.BRANCH')}</Table.Th>
              <Table.Th>{t('PRODUCTS.STORAGE.STORAGE')}</Table.Th>
              <Table.Th aria-label={t('PRODUCTS.STORAGE.ACTIONS')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{branchNameOf(branches, row.branchId)}</Table.Td>
                <Table.Td>{storageLabel(row)}</Table.Td>
                <Table.Td ta="right">
                  <Tooltip label={t('PRODUCTS.STORAGE.DEFAULT_REMOVE')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('PRODUCTS.STORAGE.DEFAULT_REMOVE_NAMED', {
                        storage: storageLabel(row),
                      })}
                      onClick={() => removal.ask(row)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <StorageAddForm
        productId={productId}
        kind="DEFAULT"
        branches={branches}
        legend={t('PRODUCTS.STORAGE.DEFAULT_ADD_TITLE')}
        submitLabel={t('PRODUCTS.STORAGE.DEFAULT_ADD')}
        hint={t('PRODUCTS.STORAGE.DEFAULT_HINT')}
      />
      {removal.dialog}
    </Stack>
  );
}
