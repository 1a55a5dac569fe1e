import { codeEndpoints } from '@kontor/contract';
import { ActionIcon, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../../lib/forms/bind-field';
import type { FormErrors } from '../../../../lib/forms/use-form-errors';
import { CodeEntryLookup } from '../../form/code-entry-lookup';
import type { PackageRow } from './package-rows';

interface PackageRowFieldsProps {
  row: PackageRow;
  index: number;
  /** The product's own measure unit: the quantity counts it */
  unit: string;
  errors: FormErrors;
  onChange: (patch: Partial<PackageRow>) => void;
  onRemove: () => void;
}

/** One packaging unit: its measure unit, how many base units it holds, barcode, gross weight. */
export function PackageRowFields({
  row,
  index,
  unit,
  errors,
  onChange,
  onRemove,
}: PackageRowFieldsProps) {
  const { t } = useTranslation();
  const path = (field: string) => `packages.${index}.${field}`;
  const text = (field: 'quantity' | 'barcode' | 'grossWeightKg') =>
    bindText(errors, path(field), row[field], (value) => onChange({ [field]: value }));
  const name = t('PRODUCTS.PACKAGE.ROW', { index: index + 1 });
  return (
    <Paper withBorder p="sm" role="group" aria-label={name}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} verticalSpacing="xs" style={{ flex: 1 }}>
          <CodeEntryLookup
            endpoint={codeEndpoints.measureUnits}
            label={t('PRODUCTS.PACKAGE.MEASURE_UNIT')}
            required
            isKeyedByCode
            value={row.measureUnit}
            onChange={(measureUnit) => {
              onChange({ measureUnit });
              errors.change(path('measureUnitCode'));
            }}
            onBlur={() => errors.touch(path('measureUnitCode'))}
            error={errors.errorOf(path('measureUnitCode'))}
          />
          <TextInput
            label={t('PRODUCTS.PACKAGE.QUANTITY', { unit })}
            required
            inputMode="decimal"
            maxLength={20}
            {...text('quantity')}
          />
          <TextInput
            label={t('PRODUCTS.PACKAGE.BARCODE')}
            inputMode="numeric"
            maxLength={14}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...text('barcode')}
          />
          <TextInput
            label={t('PRODUCTS.PACKAGE.GROSS_WEIGHT')}
            inputMode="decimal"
            maxLength={20}
            {...text('grossWeightKg')}
          />
        </SimpleGrid>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={26}
          aria-label={t('PRODUCTS.PACKAGE.REMOVE', { index: index + 1 })}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
