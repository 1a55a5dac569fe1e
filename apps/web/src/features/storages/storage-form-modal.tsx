import {
  STORAGE_PARENT_TYPES,
  storageEndpoints,
  type TBranch,
  type TStorage,
  type TStorageNode,
  type TStorageType,
} from '@kontor/contract';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { ActionButton } from '../../ui/action-button';
import { childTypesOf, flatten, refusalOf, useStorageChange } from './storages-api';

/** What the form does: a new warehouse, a new location inside `parent`, or edit `storage`. */
export type StorageFormMode =
  | { kind: 'warehouse' }
  | { kind: 'child'; parent: TStorageNode }
  | { kind: 'edit'; storage: TStorageNode };

interface Values {
  code: string;
  name: string;
  type: TStorageType;
  parentId: string;
  branchId: string;
}

function initialValues(mode: StorageFormMode, branches: TBranch[]): Values {
  if (mode.kind === 'edit')
    return {
      code: mode.storage.code,
      name: mode.storage.name,
      type: mode.storage.type,
      parentId: String(mode.storage.parentId ?? ''),
      branchId: String(mode.storage.branchId),
    };
  if (mode.kind === 'child')
    return {
      code: '',
      name: '',
      type: childTypesOf(mode.parent.type)[0] ?? 'BIN',
      parentId: String(mode.parent.id),
      branchId: String(mode.parent.branchId),
    };
  return {
    code: '',
    name: '',
    type: 'WAREHOUSE',
    parentId: '',
    branchId: String(branches[0]?.id ?? ''),
  };
}

/** Where an edited location may move: active locations of a fitting type, not inside itself. */
function parentOptions(tree: TStorageNode[], storage: TStorageNode) {
  const inside = new Set(flatten([storage]).map(({ node }) => node.id));
  return flatten(tree)
    .filter(
      ({ node }) =>
        (node.isActive || node.id === storage.parentId) &&
        !inside.has(node.id) &&
        STORAGE_PARENT_TYPES[storage.type].includes(node.type),
    )
    .map(({ node, depth }) => ({
      value: String(node.id),
      label: `${'\u00a0\u00a0'.repeat(depth)}${node.code} – ${node.name}`,
    }));
}

/** The fields that show a refusal in place; any other refusal shows above the buttons. */
const FORM_FIELDS = ['code', 'name', 'type', 'parentId', 'branchId'];

/** Create or edit one location: code, name, type (new ones), place (move) or branch (warehouse). */
export function StorageFormModal({
  mode,
  tree,
  branches,
  onClose,
  onSaved,
}: {
  mode: StorageFormMode;
  tree: TStorageNode[];
  branches: TBranch[];
  onClose: () => void;
  onSaved: (storage: TStorage) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialValues(mode, branches));
  const [refusal, setRefusal] = useState<{ field: string | null; text: string } | null>(null);
  const save = useStorageChange((v: Values) => {
    const body = {
      code: v.code,
      name: v.name,
      type: v.type,
      parentId: v.parentId ? Number(v.parentId) : null,
      branchId: v.type === 'WAREHOUSE' && v.branchId ? Number(v.branchId) : null,
    };
    return mode.kind === 'edit'
      ? callApi(storageEndpoints.update, {
          params: { id: mode.storage.id },
          body: { ...body, version: mode.storage.version },
        })
      : callApi(storageEndpoints.create, { body });
  });
  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (refusal?.field === field) setRefusal(null);
  };
  const errorAt = (field: string) => (refusal?.field === field ? refusal.text : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (saved) => onSaved(saved as TStorage),
      onError: (error) => setRefusal(refusalOf(error, t)),
    });
  };
  const title =
    mode.kind === 'edit'
      ? `${t('STORAGES.EDIT')}: ${mode.storage.code}`
      : mode.kind === 'child'
        ? `${t('STORAGES.NEW_CHILD')}: ${mode.parent.code}`
        : t('STORAGES.NEW_WAREHOUSE');
  return (
    <Modal opened onClose={onClose} title={title}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {mode.kind === 'child' && (
            <NativeSelect
              label={t('STORAGES.TYPE')}
              value={values.type}
              onChange={(e) => set('type')(e.currentTarget.value)}
              data={childTypesOf(mode.parent.type).map((type) => ({
                value: type,
                label: t(`STORAGES.TYPE.${type}`),
              }))}
              error={errorAt('type')}
            />
          )}
          {mode.kind === 'warehouse' && (
            <NativeSelect
              label={t('STORAGES.BRANCH')}
              value={values.branchId}
              onChange={(e) => set('branchId')(e.currentTarget.value)}
              data={branches.map((b) => ({ value: String(b.id), label: `${b.code} – ${b.name}` }))}
              error={errorAt('branchId')}
            />
          )}
          <TextInput
            label={t('STORAGES.CODE')}
            required
            data-autofocus
            maxLength={40}
            value={values.code}
            onChange={(e) => set('code')(e.currentTarget.value)}
            error={errorAt('code')}
          />
          <TextInput
            label={t('STORAGES.NAME')}
            required
            maxLength={200}
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errorAt('name')}
          />
          {mode.kind === 'edit' && mode.storage.type !== 'WAREHOUSE' && (
            <NativeSelect
              label={t('STORAGES.PARENT')}
              value={values.parentId}
              onChange={(e) => set('parentId')(e.currentTarget.value)}
              data={parentOptions(tree, mode.storage)}
              error={errorAt('parentId')}
            />
          )}
          {refusal && !FORM_FIELDS.includes(refusal.field ?? '') && (
            <Alert color="red">{refusal.text}</Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('UI.CANCEL')}
            </Button>
            <ActionButton
              endpoint={mode.kind === 'edit' ? storageEndpoints.update : storageEndpoints.create}
              type="submit"
              loading={save.isPending}
            >
              {t('STORAGES.SAVE')}
            </ActionButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
