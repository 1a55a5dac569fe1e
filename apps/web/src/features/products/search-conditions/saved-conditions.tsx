import { searchConditionEndpoints } from '@kontor/contract';
import { Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../lib/permissions';
import { ActionButton } from '../../../ui/action-button';
import { FormButtons } from '../../../ui/form-buttons';
import { GuardedModal } from '../../../ui/guarded-modal';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import type { ListParams } from '../list/list-params';
import { conditionErrorKey } from './condition-errors';
import { filtersOf, paramsOf } from './condition-params';
import { useCreateSearchCondition, useSearchConditions } from './search-conditions-api';

/** Applies one of the user's saved product filter sets (product list, add-products dialog). */
export function SavedConditionSelect({
  params,
  onApply,
}: {
  params: ListParams;
  onApply: (next: ListParams) => void;
}) {
  const { t } = useTranslation();
  const conditions = useSearchConditions();
  const options = (conditions.data ?? []).map((c) => ({ id: c.id, data: c, searchableBy: c.name }));
  return (
    <Select
      label={t('SEARCH_CONDITIONS.APPLY')}
      placeholder={t('SEARCH_CONDITIONS.CHOOSE')}
      options={options}
      value={null}
      w={240}
      onChange={(option) => option && onApply(paramsOf(option.data, params))}
    />
  );
}

/** Saves the current filters under a name the user types. */
export function SaveConditionButton({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSearchCondition();
  async function save() {
    try {
      await create.mutateAsync({ name: name.trim(), filters: filtersOf(params) });
      toast.show(t('SEARCH_CONDITIONS.SAVED'), 'SUCCESS');
      setIsOpen(false);
      setName('');
    } catch (failure) {
      setError(t(conditionErrorKey(failure)));
    }
  }
  return (
    <Can permission="products.write">
      <ActionButton
        endpoint={searchConditionEndpoints.create}
        variant="default"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={() => {
          setError(null);
          setIsOpen(true);
        }}
      >
        {t('SEARCH_CONDITIONS.SAVE_CURRENT')}
      </ActionButton>
      <GuardedModal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('SEARCH_CONDITIONS.SAVE_CURRENT')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) void save();
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
              onCancel={() => setIsOpen(false)}
              cancelLabel={t('SEARCH_CONDITIONS.CANCEL')}
              submitLabel={t('SEARCH_CONDITIONS.SAVE')}
              endpoint={searchConditionEndpoints.create}
              disabled={!name.trim()}
              loading={create.isPending}
            />
          </Stack>
        </form>
      </GuardedModal>
    </Can>
  );
}
