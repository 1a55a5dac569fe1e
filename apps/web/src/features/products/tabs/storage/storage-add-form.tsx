import type { TBranch, TStorageOption } from '@kontor/contract';
import { productEndpoints } from '@kontor/contract';
import { Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../lib/forms/field-errors';
import { useUnsavedGuard } from '../../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { ErrorDisplay } from '../../../../ui/error-display';
import { Select, type SelectOption } from '../../../../ui/select';
import { useToast } from '../../../../ui/toast';
import { AddRowForm, submitAdd } from '../../form/add-row-form';
import { type StorageKind, useAddStorage } from './storage-api';
import { storageMessages } from './storage-field-errors';
import { StorageLookup } from './storage-lookup';

export interface StorageAddFormProps {
  productId: number;
  kind: StorageKind;
  branches: readonly TBranch[];
  legend: string;
  submitLabel: string;
  hint?: string;
}

/** Picks a branch, then one of its storage locations, and adds it as a default or buffer storage. */
export function StorageAddForm({
  productId,
  kind,
  branches,
  legend,
  submitLabel,
  hint,
}: StorageAddFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddStorage(productId, kind);
  const [branchId, setBranchId] = useState<number | null>(branches[0]?.id ?? null);
  const [storage, setStorage] = useState<TStorageOption | null>(null);
  useUnsavedGuard(storage !== null);
  const clientErrors = useMemo(
    (): FieldErrors => (storage ? {} : { storageId: 'VALIDATION.REQUIRED' }),
    [storage],
  );
  const errors = useFormErrors(clientErrors, storageMessages.problemFieldErrors);
  const branchOptions: SelectOption<TBranch>[] = branches.map((branch) => ({
    id: branch.id,
    data: branch,
    searchableBy: branch.name,
  }));

  const onSubmit = () =>
    submitAdd(
      errors,
      async () => {
        // The form's check asks for a storage first.
        if (!storage) return;
        await add.mutateAsync(storage.id);
        toast.show(t('PRODUCTS.STORAGE.ADDED', { storage: storage.label }), 'SUCCESS');
        setStorage(null);
      },
      () => toast.show(t('PRODUCTS.STORAGE.ERROR_FAILED'), 'ERROR'),
    );

  const productError = errors.errorOf('productId');
  return (
    <AddRowForm
      endpoint={
        kind === 'DEFAULT' ? productEndpoints.addDefaultStorage : productEndpoints.addBufferStorage
      }
      title={legend}
      addLabel={submitLabel}
      isAdding={add.isPending}
      onSubmit={onSubmit}
      note={
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      }
    >
      {productError && <ErrorDisplay message={productError} />}
      <Group align="flex-start" grow>
        <Select
          label={t('PRODUCTS.STORAGE.BRANCH')}
          required
          allowDeselect={false}
          options={branchOptions}
          value={branchId}
          onChange={(option) => {
            setBranchId(option?.data.id ?? null);
            // A storage location belongs to one branch: another branch needs another choice.
            setStorage(null);
            errors.change('storageId');
          }}
        />
        <StorageLookup
          key={branchId}
          branchId={branchId}
          label={t('PRODUCTS.STORAGE.STORAGE')}
          value={storage}
          onChange={(chosen) => {
            setStorage(chosen);
            errors.change('storageId');
          }}
          error={errors.errorOf('storageId')}
        />
      </Group>
    </AddRowForm>
  );
}
