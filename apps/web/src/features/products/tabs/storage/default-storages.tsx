import type { TBranch, TProductStorage } from '@kontor/contract';
import { ActionIcon, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../ui/confirm-modal';
import { useToast } from '../../../../ui/toast';
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
  const toast = useToast();
  const remove = useDeleteDefaultStorage(productId);
  const [removing, setRemoving] = useState<TProductStorage | null>(null);

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.show(t('PRODUCTS.STORAGE.DEFAULT_REMOVED'), 'SUCCESS');
    } catch {
      toast.show(t('PRODUCTS.STORAGE.ERROR_FAILED'), 'ERROR');
    }
    setRemoving(null);
  }

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
                      onClick={() => setRemoving(row)}
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
      <ConfirmModal
        opened={removing !== null}
        title={t('PRODUCTS.STORAGE.DEFAULT_REMOVE')}
        question={t('PRODUCTS.STORAGE.DEFAULT_REMOVE_QUESTION', {
          storage: removing ? storageLabel(removing) : '',
          branch: removing ? branchNameOf(branches, removing.branchId) : '',
        })}
        confirmLabel={t('PRODUCTS.STORAGE.REMOVE')}
        isPending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
