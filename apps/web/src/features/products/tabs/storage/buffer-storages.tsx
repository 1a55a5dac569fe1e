import { productEndpoints } from '@kontor/contract';
import { Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../../ui/action-button';
import { ConfirmModal } from '../../../../ui/confirm-modal';
import { useToast } from '../../../../ui/toast';
import type { StorageSectionProps } from './default-storages';
import { StorageAddForm } from './storage-add-form';
import { useRemoveBufferStorages } from './storage-api';
import { branchNameOf, storageLabel } from './storage-labels';

/** Buffer storages near the picking area, any number; several are removed at once. */
export function BufferStorages({ productId, rows, branches }: StorageSectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemoveBufferStorages(productId);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [isConfirming, setIsConfirming] = useState(false);
  // Rows removed meanwhile (by this or another user) no longer count as selected.
  const selected = rows.filter((row) => checked.has(row.id));
  const isAllChecked = rows.length > 0 && selected.length === rows.length;

  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function confirmRemove() {
    try {
      await remove.mutateAsync(selected.map((row) => row.id));
      toast.show(t('PRODUCTS.STORAGE.BUFFER_REMOVED', { count: selected.length }), 'SUCCESS');
      setChecked(new Set());
    } catch {
      toast.show(t('PRODUCTS.STORAGE.ERROR_FAILED'), 'ERROR');
    }
    setIsConfirming(false);
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('PRODUCTS.STORAGE.BUFFER_TITLE')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('PRODUCTS.STORAGE.BUFFER_EMPTY')}</Text>
      ) : (
        <>
          <Table striped aria-label={t('PRODUCTS.STORAGE.BUFFER_TITLE')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('PRODUCTS.STORAGE.BUFFER_SELECT_ALL')}
                    checked={isAllChecked}
                    indeterminate={selected.length > 0 && !isAllChecked}
                    onChange={() =>
                      setChecked(isAllChecked ? new Set() : new Set(rows.map((row) => row.id)))
                    }
                  />
                </Table.Th>
                <Table.Th>{t('PRODUCTS.STORAGE.BRANCH')}</Table.Th>
                <Table.Th>{t('PRODUCTS.STORAGE.STORAGE')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('PRODUCTS.STORAGE.BUFFER_SELECT', {
                        storage: storageLabel(row),
                      })}
                      checked={checked.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </Table.Td>
                  <Table.Td>{branchNameOf(branches, row.branchId)}</Table.Td>
                  <Table.Td>{storageLabel(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <ActionButton
              endpoint={productEndpoints.removeBufferStorages}
              variant="light"
              color="red"
              disabledReason={selected.length === 0 ? t('SHELL.DISABLED.SELECT_ROWS') : null}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setIsConfirming(true)}
            >
              {t('PRODUCTS.STORAGE.BUFFER_REMOVE', { count: selected.length })}
            </ActionButton>
          </Group>
        </>
      )}
      <StorageAddForm
        productId={productId}
        kind="BUFFER"
        branches={branches}
        legend={t('PRODUCTS.STORAGE.BUFFER_ADD_TITLE')}
        submitLabel={t('PRODUCTS.STORAGE.BUFFER_ADD')}
      />
      <ConfirmModal
        opened={isConfirming}
        title={t('PRODUCTS.STORAGE.BUFFER_REMOVE_TITLE')}
        question={t('PRODUCTS.STORAGE.BUFFER_REMOVE_QUESTION', {
          storages: selected.map(storageLabel).join(', '),
        })}
        confirmLabel={t('PRODUCTS.STORAGE.REMOVE')}
        isPending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
