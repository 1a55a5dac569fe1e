import { ActionIcon, Button, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../../lib/forms/use-form-errors';
import { DateInput } from '../../../ui/date-input';
import { ProductCell, type ProductRef } from '../lines/product-cell';

export interface RequestLine {
  key: string;
  product: ProductRef | null;
  /** Typed into the product field but not picked: the save is refused while it is there */
  productText?: string;
  description: string;
  quantity: string;
  wantedDate: string | null;
}

let counter = 0;
export function emptyRequestLine(): RequestLine {
  counter += 1;
  return { key: `r-${counter}`, product: null, description: '', quantity: '1', wantedDate: null };
}

/** Whether a line holds product text that names no picked product. */
export const hasUnpickedProduct = (line: RequestLine) => (line.productText ?? '').trim() !== '';

/** The requested lines: a product or free text, quantity, wanted date. */
export function RequestLines({
  lines,
  onChange,
  errors,
  readOnly,
}: {
  lines: readonly RequestLine[];
  onChange: (lines: RequestLine[]) => void;
  errors: FormErrors;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  /** The line added by the button or Insert: its product field takes the focus. */
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const add = () => {
    const line = emptyRequestLine();
    setAddedKey(line.key);
    onChange([...lines, line]);
  };
  const set = (index: number, patch: Partial<RequestLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <>
      <Table
        aria-label={t('SALES.LINES')}
        onKeyDown={(event) => {
          if (event.key !== 'Insert' || readOnly) return;
          event.preventDefault();
          add();
        }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('SALES.LINE.PRODUCT')}</Table.Th>
            <Table.Th>{t('SALES.LINE.DESCRIPTION')}</Table.Th>
            <Table.Th>{t('SALES.LINE.QUANTITY')}</Table.Th>
            <Table.Th>{t('SALES.LINE.WANTED_DATE')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.key}>
              <Table.Td miw={260}>
                <ProductCell
                  lineIndex={index}
                  label={t('SALES.LINE.PRODUCT_OF', { number: index + 1 })}
                  value={line.product}
                  autoFocus={line.key === addedKey}
                  onPick={(product) => set(index, { product, productText: '' })}
                  onTextChange={(productText) => set(index, { productText })}
                  error={errors.errorOf(`lines.${index}.productId`)}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={t('SALES.LINE.DESCRIPTION_OF', { number: index + 1 })}
                  maxLength={500}
                  value={line.description}
                  error={errors.errorOf(`lines.${index}.description`)}
                  onChange={(event) => set(index, { description: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td w={110}>
                <TextInput
                  size="xs"
                  aria-label={t('SALES.LINE.QUANTITY_OF', { number: index + 1 })}
                  value={line.quantity.replace('.', ',')}
                  error={errors.errorOf(`lines.${index}.quantity`)}
                  onChange={(event) =>
                    set(index, { quantity: event.currentTarget.value.replace(',', '.').trim() })
                  }
                />
              </Table.Td>
              <Table.Td w={150}>
                <DateInput
                  size="xs"
                  aria-label={t('SALES.LINE.WANTED_DATE')}
                  clearable
                  value={line.wantedDate}
                  onChange={(wantedDate) => set(index, { wantedDate })}
                />
              </Table.Td>
              <Table.Td>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('SALES.LINE.DELETE_OF', { number: index + 1 })}
                    onClick={() => onChange(lines.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!readOnly && (
        <Button
          size="xs"
          variant="default"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={add}
        >
          {t('SALES.LINE.ADD')}
        </Button>
      )}
    </>
  );
}
