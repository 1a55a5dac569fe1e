import type { TCodeEntry, TVariantSibling } from '@kontor/contract';
import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCodeEntry } from '../../form/code-entry-lookup';
import { productTabUrl } from '../../form/product-tabs';
import { formatValues } from './variant-values';

export function variationListUrl(group: TCodeEntry): string {
  const params = new URLSearchParams({ groupId: String(group.id), group: formatCodeEntry(group) });
  return `/app/ProductVariationList?${params}`;
}

/** The other products of the saved group with their values, each linking to its form. */
export function GroupProducts({
  productId,
  group,
  products,
}: {
  productId: number;
  group: TCodeEntry;
  products: readonly TVariantSibling[];
}) {
  const { t } = useTranslation();
  const others = products.filter((product) => product.id !== productId);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('PRODUCTS.VARIANTS.OTHERS_TITLE', { group: formatCodeEntry(group) })}
        </Title>
        <Anchor component={Link} to={variationListUrl(group)}>
          {t('PRODUCTS.VARIANTS.OPEN_LIST')}
        </Anchor>
      </Group>
      {others.length === 0 ? (
        <Text c="dimmed">{t('PRODUCTS.VARIANTS.OTHERS_EMPTY')}</Text>
      ) : (
        <Table striped aria-label={t('PRODUCTS.VARIANTS.OTHERS_TABLE')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PRODUCTS.VARIANTS.CODE')}</Table.Th>
              <Table.Th>{t('PRODUCTS.VARIANTS.NAME')}</Table.Th>
              <Table.Th>{t('PRODUCTS.VARIANTS.VALUES_TITLE')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {others.map((product) => (
              <Table.Tr key={product.id}>
                <Table.Td>
                  <Anchor component={Link} to={productTabUrl(product.id, 'variants')}>
                    {product.code}
                  </Anchor>
                </Table.Td>
                <Table.Td>{product.name}</Table.Td>
                <Table.Td>{formatValues(product.values)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
