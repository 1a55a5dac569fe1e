import type { TCodeEntry, TMultilingualData, TProductListItem } from '@kontor/contract';
import { Table, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Drafts, nameOf } from './translation-drafts';

export interface TranslationsTableProps {
  products: readonly TProductListItem[];
  answers: readonly UseQueryResult<TMultilingualData>[];
  languages: readonly TCodeEntry[];
  drafts: Drafts;
  rowErrors: Readonly<Record<number, string>>;
  onType: (productId: number, language: string, name: string) => void;
}

/** One row per product: its code and Hungarian name, then an editable name per language. */
export function TranslationsTable({
  products,
  answers,
  languages,
  drafts,
  rowErrors,
  onType,
}: TranslationsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={400 + 220 * languages.length}>
      <Table striped aria-label={t('PRODUCTS.MULTILINGUAL.TABLE')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('PRODUCTS.FIELD.CODE')}</Table.Th>
            <Table.Th>{t('PRODUCTS.MULTILINGUAL.HU_NAME')}</Table.Th>
            {languages.map((language) => (
              <Table.Th key={language.code}>{language.name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product, index) => {
            const data = answers[index]?.data;
            const error = rowErrors[product.id];
            return (
              <Table.Tr key={product.id} data-product-id={product.id}>
                <Table.Td ff="monospace">{product.code}</Table.Td>
                <Table.Td>
                  <Text size="sm">{product.name}</Text>
                  {error && (
                    <Text size="xs" c="red" role="alert">
                      {error}
                    </Text>
                  )}
                </Table.Td>
                {languages.map((language) => (
                  <Table.Td key={language.code}>
                    <TextInput
                      size="xs"
                      maxLength={200}
                      disabled={!data}
                      aria-label={t('PRODUCTS.MULTILINGUAL.NAME_IN', {
                        language: language.name,
                        code: product.code,
                      })}
                      value={drafts[product.id]?.[language.code] ?? nameOf(data, language.code)}
                      onChange={(event) =>
                        onType(product.id, language.code, event.currentTarget.value)
                      }
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
