import { storageEndpoints, type TStorage, type TStorageNode } from '@kontor/contract';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { useToast } from '../../ui/toast';
import { StorageDetails } from './storage-details';
import { StorageFormModal, type StorageFormMode } from './storage-form-modal';
import { StorageTree } from './storage-tree';
import { flatten, useBranchList, useStorageTree } from './storages-api';

/**
 * `/app/storages`: the back office keeps the warehouse layout (storages README): the tree on the
 * left, the chosen location's data and actions on the right (stacked on a phone).
 */
export default function StoragesPage() {
  const { t } = useTranslation();
  usePage({ title: t('STORAGES.TITLE') });
  const toast = useToast();
  const tree = useStorageTree();
  const branches = useBranchList();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [revealId, setRevealId] = useState<number | null>(null);
  const [form, setForm] = useState<StorageFormMode | null>(null);
  const byId = useMemo(
    () =>
      new Map<number, TStorageNode>(flatten(tree.data ?? []).map(({ node }) => [node.id, node])),
    [tree.data],
  );
  const selected = selectedId === null ? undefined : byId.get(selectedId);
  const onSaved = (storage: TStorage) => {
    setForm(null);
    setSelectedId(storage.id);
    setRevealId(storage.id);
    toast.show(t('STORAGES.SAVED'), 'SUCCESS');
  };
  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('STORAGES.TITLE')}
        </Title>
        <ActionButton
          endpoint={storageEndpoints.create}
          leftSection={<IconPlus size={16} aria-hidden />}
          disabledReason={branches.data ? null : t('STORAGES.ERROR.BRANCH')}
          onClick={() => setForm({ kind: 'warehouse' })}
        >
          {t('STORAGES.NEW_WAREHOUSE')}
        </ActionButton>
      </Group>
      {tree.isError && <ErrorMessage error={tree.error} />}
      {tree.isPending && <Skeleton height={240} />}
      {tree.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Paper withBorder p="sm" style={{ overflowX: 'auto' }}>
            {tree.data.length === 0 ? (
              <Text c="dimmed">{t('STORAGES.EMPTY')}</Text>
            ) : (
              <StorageTree
                tree={tree.data}
                byId={byId}
                selectedId={selectedId}
                onSelect={setSelectedId}
                revealId={revealId}
              />
            )}
          </Paper>
          <Paper withBorder p="md">
            {selected ? (
              <StorageDetails storage={selected} onForm={setForm} />
            ) : (
              <Text c="dimmed">{t('STORAGES.SELECT_HINT')}</Text>
            )}
          </Paper>
        </SimpleGrid>
      )}
      {form && tree.data && (
        <StorageFormModal
          mode={form}
          tree={tree.data}
          branches={branches.data ?? []}
          onClose={() => setForm(null)}
          onSaved={onSaved}
        />
      )}
    </Stack>
  );
}
