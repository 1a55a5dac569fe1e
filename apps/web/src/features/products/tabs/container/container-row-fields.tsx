import { ActionIcon, Grid, Group, Paper, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../../lib/forms/bind-field';
import type { FormErrors } from '../../../../lib/forms/use-form-errors';
import { ProductLookup } from '../../components/product-lookup';
import { CurrencyLookup } from '../../form/code-entry-lookup';
import type { ContainerRow } from './container-rows';

interface ContainerRowFieldsProps {
  row: ContainerRow;
  index: number;
  /** The product itself and the containers of the other rows: not offered */
  excludeIds: readonly number[];
  errors: FormErrors;
  onChange: (patch: Partial<ContainerRow>) => void;
  onRemove: () => void;
}

/** One returnable container: the container product, quantity per unit, deposit fee, currency. */
export function ContainerRowFields({
  row,
  index,
  excludeIds,
  errors,
  onChange,
  onRemove,
}: ContainerRowFieldsProps) {
  const { t } = useTranslation();
  const path = (field: string) => `containers.${index}.${field}`;
  const text = (field: 'quantity' | 'depositFee') =>
    bindText(errors, path(field), row[field], (value) => onChange({ [field]: value }));
  return (
    <Paper
      withBorder
      p="sm"
      role="group"
      aria-label={t('PRODUCTS.CONTAINER.ROW', { index: index + 1 })}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Grid gap="sm" style={{ flex: 1 }}>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <ProductLookup
              label={t('PRODUCTS.CONTAINER.PRODUCT')}
              required
              excludeIds={excludeIds}
              value={row.container}
              onChange={(container) => {
                onChange({ container });
                errors.change(path('containerId'));
              }}
              error={errors.errorOf(path('containerId'))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
            <TextInput
              label={t('PRODUCTS.CONTAINER.QUANTITY')}
              required
              inputMode="decimal"
              maxLength={20}
              {...text('quantity')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <TextInput
              label={t('PRODUCTS.CONTAINER.DEPOSIT_FEE')}
              inputMode="decimal"
              maxLength={20}
              {...text('depositFee')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <CurrencyLookup
              label={t('PRODUCTS.CONTAINER.CURRENCY')}
              required
              clearable={false}
              value={row.currency}
              onChange={(currency) => {
                onChange({ currency });
                errors.change(path('currency'));
              }}
              error={errors.errorOf(path('currency'))}
            />
          </Grid.Col>
        </Grid>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={26}
          aria-label={t('PRODUCTS.CONTAINER.REMOVE', { index: index + 1 })}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
