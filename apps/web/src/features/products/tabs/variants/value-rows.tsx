import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../../../lib/forms/use-form-errors';
import { ErrorDisplay } from '../../../../ui/error-display';
import { newValueRow, type ValueRow } from './variant-values';

export interface ValueRowsProps {
  rows: readonly ValueRow[];
  onChange: (rows: ValueRow[]) => void;
  errors: FormErrors;
}

/** The product's attribute values as name–value rows: edit, add, remove. */
export function ValueRows({ rows, onChange, errors }: ValueRowsProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<ValueRow>, path: string) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    errors.change(path);
    errors.change('values');
  };
  const listError = errors.errorOf('values');
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text c="dimmed">{t('PRODUCTS.VARIANTS.VALUES_EMPTY')}</Text>
      ) : (
        <Table aria-label={t('PRODUCTS.VARIANTS.VALUES_TITLE')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PRODUCTS.VARIANTS.ATTRIBUTE')}</Table.Th>
              <Table.Th>{t('PRODUCTS.VARIANTS.VALUE')}</Table.Th>
              <Table.Th aria-label={t('PRODUCTS.VARIANTS.ACTIONS')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const attributePath = `values.${index}.attribute`;
              const valuePath = `values.${index}.value`;
              return (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <TextInput
                      aria-label={t('PRODUCTS.VARIANTS.ATTRIBUTE_N', { n: index + 1 })}
                      maxLength={60}
                      value={row.attribute}
                      onChange={(event) =>
                        update(index, { attribute: event.currentTarget.value }, attributePath)
                      }
                      onBlur={() => errors.touch(attributePath)}
                      error={errors.errorOf(attributePath)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('PRODUCTS.VARIANTS.VALUE_N', { n: index + 1 })}
                      maxLength={100}
                      value={row.value}
                      onChange={(event) =>
                        update(index, { value: event.currentTarget.value }, valuePath)
                      }
                      onBlur={() => errors.touch(valuePath)}
                      error={errors.errorOf(valuePath)}
                    />
                  </Table.Td>
                  <Table.Td w={48}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('PRODUCTS.VARIANTS.VALUE_REMOVE', { n: index + 1 })}
                      onClick={() => {
                        onChange(rows.filter((_, i) => i !== index));
                        errors.change('values');
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
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            onChange([...rows, newValueRow()]);
            errors.change('values');
          }}
        >
          {t('PRODUCTS.VARIANTS.VALUE_ADD')}
        </Button>
      </Group>
    </Stack>
  );
}
