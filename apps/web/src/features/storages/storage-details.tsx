import { storageEndpoints, type TStorageNode } from '@kontor/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { fetchFile, openPdfInNewTab } from '../../lib/api/file';
import { formatInteger } from '../../lib/format';
import { ActionButton } from '../../ui/action-button';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';
import type { StorageFormMode } from './storage-form-modal';
import { childTypesOf, refusalOf, useStorageChange } from './storages-api';

/** One location's data and its actions: new location inside, edit (rename, move), (de)activate, label. */
export function StorageDetails({
  storage,
  onForm,
}: {
  storage: TStorageNode;
  onForm: (mode: StorageFormMode) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const body = { version: storage.version };
  const deactivate = useStorageChange(() =>
    callApi(storageEndpoints.deactivate, { params: { id: storage.id }, body }),
  );
  const reactivate = useStorageChange(() =>
    callApi(storageEndpoints.reactivate, { params: { id: storage.id }, body }),
  );
  const fail = (error: unknown) => toast.show(refusalOf(error, t).text, 'ERROR');
  const printLabel = () =>
    openPdfInNewTab(() =>
      fetchFile(storageEndpoints.labels, { body: { ids: [storage.id] } }),
    ).catch(fail);
  const canHold = childTypesOf(storage.type).length > 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {storage.code} – {storage.name}
      </Title>
      <Text size="sm">
        {t('STORAGES.TYPE')}: {t(`STORAGES.TYPE.${storage.type}`)} · {t('STORAGES.STATE')}:{' '}
        {t(storage.isActive ? 'STORAGES.ACTIVE' : 'STORAGES.INACTIVE')} · {t('STORAGES.CHILDREN')}:{' '}
        {formatInteger(storage.childCount)}
      </Text>
      <Group gap="xs">
        {canHold && (
          <ActionButton
            endpoint={storageEndpoints.create}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabledReason={storage.isActive ? null : t('STORAGES.NOT_EDITABLE_INACTIVE')}
            onClick={() => onForm({ kind: 'child', parent: storage })}
          >
            {t('STORAGES.NEW_CHILD')}
          </ActionButton>
        )}
        <ActionButton
          endpoint={storageEndpoints.update}
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => onForm({ kind: 'edit', storage })}
        >
          {t('STORAGES.EDIT')}
        </ActionButton>
        {storage.isActive ? (
          <ActionButton
            endpoint={storageEndpoints.deactivate}
            variant="light"
            color="red"
            onClick={() => {
              setRefusal(null);
              setConfirming(true);
            }}
          >
            {t('STORAGES.DEACTIVATE')}
          </ActionButton>
        ) : (
          <ActionButton
            endpoint={storageEndpoints.reactivate}
            variant="light"
            loading={reactivate.isPending}
            onClick={() =>
              reactivate.mutate(undefined, {
                onSuccess: () => toast.show(t('STORAGES.REACTIVATED'), 'SUCCESS'),
                onError: fail,
              })
            }
          >
            {t('STORAGES.REACTIVATE')}
          </ActionButton>
        )}
        <ActionButton
          endpoint={storageEndpoints.labels}
          variant="light"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => void printLabel()}
        >
          {t('STORAGES.PRINT_LABEL')}
        </ActionButton>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('STORAGES.DEACTIVATE')}
        question={t('STORAGES.DEACTIVATE_CONFIRM', { code: storage.code })}
        confirmLabel={t('STORAGES.DEACTIVATE')}
        isPending={deactivate.isPending}
        refusal={refusal}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          deactivate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.show(t('STORAGES.DEACTIVATED'), 'SUCCESS');
            },
            onError: (error) => setRefusal(refusalOf(error, t).text),
          })
        }
      />
    </Stack>
  );
}
