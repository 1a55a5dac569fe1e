import type { TDiscount } from '@kontor/contract';
import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../lib/format';
import { useModalClose, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { ErrorDisplay } from '../../../ui/error-display';
import { FormButtons } from '../../../ui/form-buttons';
import { GuardedModal } from '../../../ui/guarded-modal';
import { SmallSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { DEFAULT_PARAMS, type ListParams, searchBodyOf } from '../../products/list/list-params';
import { ProductFilters } from '../../products/list/product-filters';
import { SavedConditionSelect } from '../../products/search-conditions/saved-conditions';
import { refusalKeyOf, useAddProducts, useAddProductsPreview } from '../api/discounts-api';

const PERCENT = /^(100([.,]0{1,4})?|\d{1,2}([.,]\d{1,4})?)$/;
const QUANTITY = /^\d{1,12}([.,]\d{1,4})?$/;
const canonical = (typed: string) => typed.trim().replace(',', '.');

function AddProductsForm({ discount, onClose }: { discount: TDiscount; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const close = useModalClose() ?? onClose;
  const [params, setParams] = useState<ListParams>(DEFAULT_PARAMS);
  const [percent, setPercent] = useState('');
  const [minQuantity, setMinQuantity] = useState('0');
  const [failure, setFailure] = useState<string | null>(null);
  useUnsavedGuard(percent !== '' || JSON.stringify(params) !== JSON.stringify(DEFAULT_PARAMS));
  const isPercentValid = PERCENT.test(percent.trim());
  const isQuantityValid = QUANTITY.test(minQuantity.trim());
  const input = {
    filters: searchBodyOf(params),
    discountPercent: isPercentValid ? canonical(percent) : '0',
    minQuantity: isQuantityValid ? canonical(minQuantity) : '0',
  };
  const [previewInput] = useDebouncedValue(input, 200);
  const preview = useAddProductsPreview(discount.id, previewInput);
  const add = useAddProducts(discount.id);

  async function submit() {
    if (!isPercentValid || !isQuantityValid) return;
    try {
      const result = await add.mutateAsync(input);
      toast.show(
        t('DISCOUNTS.ADD_PRODUCTS.DONE', {
          added: formatInteger(result.added),
          skipped: formatInteger(result.skipped),
        }),
        'SUCCESS',
      );
      onClose();
    } catch (error) {
      setFailure(t(refusalKeyOf(error) ?? 'DISCOUNTS.ERROR.ACTION_FAILED'));
    }
  }

  return (
    <form
      noValidate
      aria-label={t('DISCOUNTS.ADD_PRODUCTS.TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <ProductFilters params={params} onChange={(next) => setParams({ ...next, page: 1 })} />
        <SavedConditionSelect params={params} onApply={setParams} />
        <Group align="flex-start" gap="md">
          <TextInput
            label={t('DISCOUNTS.ADD_PRODUCTS.PERCENT')}
            required
            w={160}
            inputMode="decimal"
            rightSection="%"
            value={percent}
            error={percent !== '' && !isPercentValid ? t('DISCOUNTS.ERROR.PERCENT') : undefined}
            onChange={(event) => setPercent(event.currentTarget.value)}
          />
          <TextInput
            label={t('DISCOUNTS.ITEM.MIN_QUANTITY')}
            w={160}
            inputMode="decimal"
            value={minQuantity}
            error={isQuantityValid ? undefined : t('DISCOUNTS.ERROR.QUANTITY')}
            onChange={(event) => setMinQuantity(event.currentTarget.value)}
          />
        </Group>
        <Alert color="blue" p="sm">
          <Group gap="xs">
            <Text size="sm" aria-live="polite" data-testid="add-products-preview">
              {preview.data
                ? t('DISCOUNTS.ADD_PRODUCTS.PREVIEW', {
                    added: formatInteger(preview.data.added),
                    skipped: formatInteger(preview.data.skipped),
                  })
                : t('DISCOUNTS.ADD_PRODUCTS.COUNTING')}
            </Text>
            <SmallSpinner isActive={preview.isFetching} />
          </Group>
        </Alert>
        {failure && <ErrorDisplay message={failure} />}
        <FormButtons
          onCancel={close}
          submitLabel={t('DISCOUNTS.ADD_PRODUCTS.CONFIRM', { count: preview.data?.added ?? 0 })}
          loading={add.isPending}
          // Only what the preview counted for the filters as they are now can be added.
          disabled={
            !isPercentValid ||
            !isQuantityValid ||
            preview.isFetching ||
            JSON.stringify(previewInput) !== JSON.stringify(input) ||
            preview.data?.added === 0
          }
        />
      </Stack>
    </form>
  );
}

/** Adds every product the product list's filters match, after a count of what it would do. */
export function AddProductsModal({
  discount,
  onClose,
}: {
  discount: TDiscount;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <GuardedModal
      opened
      onClose={onClose}
      size="80rem"
      title={t('DISCOUNTS.ADD_PRODUCTS.TITLE')}
      closeButtonProps={{ 'aria-label': t('UI.CLOSE') }}
    >
      <AddProductsForm discount={discount} onClose={onClose} />
    </GuardedModal>
  );
}
