import {
  BARCODE_TYPES,
  productEndpoints,
  type TBarcodeType,
  type TProductLabel,
} from '@kontor/contract';
import { Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api/client';
import { bindText } from '../../../../lib/forms/bind-field';
import { hasChanged, useUnsavedGuard } from '../../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { endpointQuery } from '../../../../lib/query';
import { ActionButton } from '../../../../ui/action-button';
import { Select, type SelectOption } from '../../../../ui/select';
import { useToast } from '../../../../ui/toast';
import {
  type LabelValues,
  labelBodyOf,
  labelClientErrors,
  labelValuesOf,
  problemFieldErrors,
} from './label-values';

export const labelQuery = (productId: number) =>
  endpointQuery(productEndpoints.vignette, { params: { productId } });
export const eventsQueryKey = (productId: number) =>
  endpointQuery(productEndpoints.events, { params: { productId } }).queryKey;

interface LabelFormProps {
  productId: number;
  saved: TProductLabel;
  /** Whether the form differs from the saved label (the preview shows the saved one) */
  onDirtyChange: (isDirty: boolean) => void;
}

/** The sticker label's design: template, barcode, up to three text lines, size in mm. */
export function LabelForm({ productId, saved, onDirtyChange }: LabelFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LabelValues>(() => labelValuesOf(saved));
  const clientErrors = useMemo(() => labelClientErrors(values), [values]);
  const errors = useFormErrors(clientErrors, problemFieldErrors);
  const isDirty = hasChanged(labelBodyOf(values), labelBodyOf(labelValuesOf(saved)));
  useUnsavedGuard(isDirty);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const save = useMutation({
    mutationFn: () =>
      callApi(productEndpoints.saveVignette, { params: { productId }, body: labelBodyOf(values) }),
    onSuccess: (label) => {
      queryClient.setQueryData(labelQuery(productId).queryKey, label);
      setValues(labelValuesOf(label));
      errors.reset();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey(productId) }),
  });

  const change = (patch: Partial<LabelValues>) => setValues({ ...values, ...patch });
  const text = (field: 'templateCode' | 'barcodeValue' | 'widthMm' | 'heightMm') =>
    bindText(errors, field, values[field], (value) => change({ [field]: value }));
  const typeOptions: SelectOption<TBarcodeType>[] = BARCODE_TYPES.map((type) => ({
    id: type,
    data: type,
    searchableBy: t(`PRODUCTS.VIGNETTE.BARCODE.${type}`),
  }));

  async function onSubmit() {
    if (!errors.attemptSubmit()) return;
    try {
      await save.mutateAsync();
      toast.show(t('PRODUCTS.VIGNETTE.SAVED'), 'SUCCESS');
    } catch (error) {
      if (!errors.showServerErrors(error)) toast.show(t('PRODUCTS.ERROR.SAVE_FAILED'), 'ERROR');
    }
  }

  return (
    <form
      noValidate
      aria-label={t('PRODUCTS.VIGNETTE.TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="xs">
          <Select
            label={t('PRODUCTS.VIGNETTE.BARCODE_TYPE')}
            required
            allowDeselect={false}
            options={typeOptions}
            value={values.barcodeType}
            onChange={(option) => {
              if (option) change({ barcodeType: option.data });
              errors.change('barcodeValue');
            }}
          />
          <TextInput
            label={t('PRODUCTS.VIGNETTE.BARCODE_VALUE')}
            description={t('PRODUCTS.VIGNETTE.BARCODE_VALUE_HINT')}
            maxLength={200}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...text('barcodeValue')}
          />
          <TextInput
            label={t('PRODUCTS.VIGNETTE.WIDTH')}
            required
            inputMode="numeric"
            maxLength={3}
            {...text('widthMm')}
          />
          <TextInput
            label={t('PRODUCTS.VIGNETTE.HEIGHT')}
            required
            inputMode="numeric"
            maxLength={3}
            {...text('heightMm')}
          />
          <TextInput
            label={t('PRODUCTS.VIGNETTE.TEMPLATE')}
            maxLength={40}
            {...text('templateCode')}
          />
        </SimpleGrid>
        <Fieldset legend={t('PRODUCTS.VIGNETTE.TEXT_LINES')} variant="unstyled">
          <Stack gap="xs">
            {values.lines.map((line, i) => (
              <TextInput
                // biome-ignore lint/suspicious/noArrayIndexKey: the three line inputs are fixed slots
                key={i}
                label={t('PRODUCTS.VIGNETTE.LINE', { index: i + 1 })}
                maxLength={60}
                {...bindText(errors, `lines.${i}`, line, (value) =>
                  change({ lines: values.lines.map((l, j) => (j === i ? value : l)) }),
                )}
              />
            ))}
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <ActionButton
            endpoint={productEndpoints.saveVignette}
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('PRODUCTS.VIGNETTE.SAVE')}
          </ActionButton>
        </Group>
      </Stack>
    </form>
  );
}
