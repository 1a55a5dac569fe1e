import { productEndpoints, type TCodeEntry, ZVariationGroupBody } from '@kontor/contract';
import { Button, Fieldset, Group, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../../lib/forms/bind-field';
import { useUnsavedGuard } from '../../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { ActionButton } from '../../../../ui/action-button';
import { useToast } from '../../../../ui/toast';
import { variantMessages } from './variant-values';
import { useCreateVariationGroup } from './variants-api';

/** Creates a variation group (code unique in the firm) and hands it back to be chosen. */
export function GroupCreateForm({
  onCreated,
  onCancel,
}: {
  onCreated: (group: TCodeEntry) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateVariationGroup();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  useUnsavedGuard(code.trim() !== '' || name.trim() !== '');
  const clientErrors = useMemo(
    () => variantMessages.zodFieldErrors(ZVariationGroupBody.safeParse({ code, name }).error),
    [code, name],
  );
  const errors = useFormErrors(clientErrors, variantMessages.problemFieldErrors);

  async function onSubmit() {
    if (!errors.attemptSubmit()) return;
    try {
      const group = await create.mutateAsync({ code, name });
      toast.show(t('PRODUCTS.VARIANTS.GROUP_CREATED', { name: group.name }), 'SUCCESS');
      onCreated(group);
    } catch (error) {
      if (!errors.showServerErrors(error)) toast.show(t('PRODUCTS.VARIANTS.SAVE_FAILED'), 'ERROR');
    }
  }

  return (
    <form
      noValidate
      aria-label={t('PRODUCTS.VARIANTS.GROUP_NEW_TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Fieldset legend={t('PRODUCTS.VARIANTS.GROUP_NEW_TITLE')}>
        <Group align="flex-start" grow>
          <TextInput
            label={t('PRODUCTS.VARIANTS.GROUP_CODE')}
            required
            maxLength={40}
            data-autofocus
            autoFocus
            {...bindText(errors, 'code', code, setCode)}
          />
          <TextInput
            label={t('PRODUCTS.VARIANTS.GROUP_NAME')}
            required
            maxLength={200}
            {...bindText(errors, 'name', name, setName)}
          />
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('UI.CANCEL')}
          </Button>
          <ActionButton
            endpoint={productEndpoints.createVariationGroup}
            type="submit"
            loading={create.isPending}
          >
            {t('PRODUCTS.VARIANTS.GROUP_CREATE')}
          </ActionButton>
        </Group>
      </Fieldset>
    </form>
  );
}
