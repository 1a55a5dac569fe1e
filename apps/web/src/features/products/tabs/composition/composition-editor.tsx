import type { TComponent } from '@kontor/contract';
import { productEndpoints } from '@kontor/contract';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalInput, toDecimalString } from '../../../../lib/forms/decimal-input';
import { hasChanged, useUnsavedGuard } from '../../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { ActionButton } from '../../../../ui/action-button';
import { ErrorDisplay } from '../../../../ui/error-display';
import { useToast } from '../../../../ui/toast';
import { ProductLookup } from '../../components/product-lookup';
import {
  type ComponentRow,
  compositionBodyOf,
  compositionClientErrors,
  compositionMessages,
  newComponentRow,
} from './component-rows';
import { useSaveComposition } from './composition-api';

/** The product's components with their quantity per unit, saved as a whole list. */
export function CompositionEditor({
  productId,
  saved,
}: {
  productId: number;
  saved: readonly TComponent[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveComposition(productId);
  const [rows, setRows] = useState<ComponentRow[]>(() => saved.map(newComponentRow));
  const clientErrors = useMemo(() => compositionClientErrors(rows), [rows]);
  const errors = useFormErrors(clientErrors, compositionMessages.problemFieldErrors);
  const savedBody = useMemo(() => compositionBodyOf(saved.map(newComponentRow)), [saved]);
  useUnsavedGuard(hasChanged(compositionBodyOf(rows), savedBody));

  const update = (index: number, patch: Partial<ComponentRow>, path: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    errors.change(path);
    errors.change('components');
  };

  async function onSubmit() {
    if (!errors.attemptSubmit()) return;
    try {
      const answer = await save.mutateAsync(compositionBodyOf(rows));
      setRows(answer.map(newComponentRow));
      errors.reset();
      toast.show(t('PRODUCTS.COMPOSITION.SAVED'), 'SUCCESS');
    } catch (error) {
      if (!errors.showServerErrors(error))
        toast.show(t('PRODUCTS.COMPOSITION.SAVE_FAILED'), 'ERROR');
    }
  }

  const listError = errors.errorOf('components');
  return (
    <form
      noValidate
      aria-label={t('PRODUCTS.COMPOSITION.TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text c="dimmed">{t('PRODUCTS.COMPOSITION.EMPTY')}</Text>
        ) : (
          <Table aria-label={t('PRODUCTS.COMPOSITION.TITLE')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('PRODUCTS.COMPOSITION.COMPONENT')}</Table.Th>
                <Table.Th w={180}>{t('PRODUCTS.COMPOSITION.QUANTITY')}</Table.Th>
                <Table.Th w={80}>{t('PRODUCTS.COMPOSITION.UNIT')}</Table.Th>
                <Table.Th w={48} aria-label={t('PRODUCTS.COMPOSITION.ACTIONS')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const componentPath = `components.${index}.componentId`;
                const quantityPath = `components.${index}.quantity`;
                // A product is never its own component, nor listed twice.
                const excludeIds = [
                  productId,
                  ...rows.flatMap((other) =>
                    other !== row && other.component ? [other.component.id] : [],
                  ),
                ];
                return (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <ProductLookup
                        label={t('PRODUCTS.COMPOSITION.COMPONENT_N', { n: index + 1 })}
                        value={row.component}
                        excludeIds={excludeIds}
                        onChange={(component) =>
                          update(index, { component, measureUnitCode: null }, componentPath)
                        }
                        error={errors.errorOf(componentPath)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        label={t('PRODUCTS.COMPOSITION.QUANTITY_N', { n: index + 1 })}
                        inputMode="decimal"
                        maxLength={25}
                        value={row.quantity}
                        onChange={(event) =>
                          update(index, { quantity: event.currentTarget.value }, quantityPath)
                        }
                        onBlur={() => {
                          errors.touch(quantityPath);
                          // Shown the Hungarian way once it reads as a number: `2.5` → `2,5`.
                          const decimal = toDecimalString(row.quantity);
                          if (decimal !== null && /^\d+(\.\d{1,4})?$/.test(decimal))
                            update(index, { quantity: formatDecimalInput(decimal) }, quantityPath);
                        }}
                        error={errors.errorOf(quantityPath)}
                      />
                    </Table.Td>
                    <Table.Td>{row.measureUnitCode}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('PRODUCTS.COMPOSITION.REMOVE_N', { n: index + 1 })}
                        onClick={() => {
                          setRows((current) => current.filter((other) => other !== row));
                          errors.change('components');
                        }}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {listError && <ErrorDisplay message={listError} />}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setRows((current) => [...current, newComponentRow()])}
          >
            {t('PRODUCTS.COMPOSITION.ADD')}
          </Button>
          <ActionButton
            endpoint={productEndpoints.saveComposition}
            type="submit"
            loading={save.isPending}
          >
            {t('PRODUCTS.COMPOSITION.SAVE')}
          </ActionButton>
        </Group>
      </Stack>
    </form>
  );
}
