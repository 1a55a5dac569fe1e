import type { TVariantSibling } from '@kontor/contract';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The attributes of a group's products in the order they first appear, case-free ('Szín' and
 * 'szín' are one column, as the server compares them).
 */
export function attributesOf(products: readonly TVariantSibling[]): string[] {
  const seen = new Map<string, string>();
  for (const product of products)
    for (const { attribute } of product.values)
      if (!seen.has(attribute.toLowerCase())) seen.set(attribute.toLowerCase(), attribute);
  return [...seen.values()];
}

function attributeValue(product: TVariantSibling, attribute: string): string {
  const key = attribute.toLowerCase();
  return product.values.find((value) => value.attribute.toLowerCase() === key)?.value ?? '';
}

/** One row per product of the group, one column per attribute; a row links to the product. */
export function VariationTable({ products }: { products: readonly TVariantSibling[] }) {
  const { t } = useTranslation();
  const attributes = attributesOf(products);
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover aria-label={t('PRODUCTS.VARIATION_LIST.TABLE')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('PRODUCTS.FIELD.CODE')}</Table.Th>
            <Table.Th>{t('PRODUCTS.FIELD.NAME')}</Table.Th>
            {attributes.map((attribute) => (
              <Table.Th key={attribute}>{attribute}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td ff="monospace">
                <Anchor component={Link} to={`/app/ProductForm?id=${product.id}&tab=variants`}>
                  {product.code}
                </Anchor>
              </Table.Td>
              <Table.Td>{product.name}</Table.Td>
              {attributes.map((attribute) => (
                <Table.Td key={attribute}>{attributeValue(product, attribute)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
