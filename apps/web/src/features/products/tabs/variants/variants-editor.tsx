import { productEndpoints, type TCodeEntry, type TVariants } from '@kontor/contract';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChanged, useUnsavedGuard } from '../../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { ActionButton } from '../../../../ui/action-button';
import { useToast } from '../../../../ui/toast';
import { CodeEntryLookup } from '../../form/code-entry-lookup';
import { GroupCreateForm } from './group-create-form';
import { GroupProducts } from './group-products';
import { ValueRows } from './value-rows';
import {
  rowsOf,
  type ValueRow,
  variantClientErrors,
  variantMessages,
  variantsBodyOf,
} from './variant-values';
import { useSaveVariants } from './variants-api';

/** The product's variation group and attribute values, edited together and saved at once. */
export function VariantsEditor({ productId, saved }: { productId: number; saved: TVariants }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveVariants(productId);
  const [group, setGroup] = useState<TCodeEntry | null>(saved.group);
  const [rows, setRows] = useState<ValueRow[]>(() => rowsOf(saved.values));
  const [isCreatingGroup, setIsCreatingGroup] = useState(false);
  const clientErrors = useMemo(() => variantClientErrors(group, rows), [group, rows]);
  const errors = useFormErrors(clientErrors, variantMessages.problemFieldErrors);
  const savedBody = useMemo(() => variantsBodyOf(saved.group, rowsOf(saved.values)), [saved]);
  useUnsavedGuard(hasChanged(variantsBodyOf(group, rows), savedBody));

  function chooseGroup(chosen: TCodeEntry | null) {
    setGroup(chosen);
    errors.change('groupId');
    errors.change('values');
  }

  async function onSubmit() {
    if (!errors.attemptSubmit()) return;
    try {
      const answer = await save.mutateAsync(variantsBodyOf(group, rows));
      setGroup(answer.group);
      setRows(rowsOf(answer.values));
      errors.reset();
      toast.show(t('PRODUCTS.VARIANTS.SAVED'), 'SUCCESS');
    } catch (error) {
      if (!errors.showServerErrors(error)) toast.show(t('PRODUCTS.VARIANTS.SAVE_FAILED'), 'ERROR');
    }
  }

  return (
    <Stack gap="md">
      <Group align="flex-end">
        <CodeEntryLookup
          endpoint={productEndpoints.lookupVariationGroups}
          label={t('PRODUCTS.VARIANTS.GROUP')}
          value={group}
          onChange={chooseGroup}
          error={errors.errorOf('groupId')}
          w={420}
        />
        {!isCreatingGroup && (
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setIsCreatingGroup(true)}
          >
            {t('PRODUCTS.VARIANTS.GROUP_NEW')}
          </Button>
        )}
      </Group>
      {isCreatingGroup && (
        <GroupCreateForm
          onCancel={() => setIsCreatingGroup(false)}
          onCreated={(created) => {
            chooseGroup(created);
            setIsCreatingGroup(false);
          }}
        />
      )}
      <form
        noValidate
        aria-label={t('PRODUCTS.VARIANTS.VALUES_TITLE')}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="sm">
          {group ? (
            <ValueRows rows={rows} onChange={setRows} errors={errors} />
          ) : (
            <Text c="dimmed">{t('PRODUCTS.VARIANTS.NO_GROUP')}</Text>
          )}
          <Group justify="flex-end">
            <ActionButton
              endpoint={productEndpoints.saveVariants}
              type="submit"
              loading={save.isPending}
            >
              {t('PRODUCTS.VARIANTS.SAVE')}
            </ActionButton>
          </Group>
        </Stack>
      </form>
      {saved.group && (
        <>
          <Divider />
          <GroupProducts productId={productId} group={saved.group} products={saved.products} />
        </>
      )}
    </Stack>
  );
}
