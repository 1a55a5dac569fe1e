import type { TProductListItem } from '@kontor/contract';
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { onOpenableRowKey, openableRowClass, SortHeader } from '../../../ui/sortable-table';
import type { ListParams, ProductSort } from './list-params';

export interface ProductTableProps {
  items: readonly TProductListItem[];
  params: ListParams;
  onSort: (sort: ProductSort) => void;
  onOpen: (product: TProductListItem) => void;
}

/** One page of products; a click or Enter on a row opens the product. */
export function ProductTable({ items, params, onSort, onOpen }: ProductTableProps) {
  const { t } = useTranslation();
  const sortProps = { current: params.sort, direction: params.direction, onSort };
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table highlightOnHover striped aria-label={t('PRODUCTS.LIST.TITLE')}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sort="code" {...sortProps}>
              {t('PRODUCTS.FIELD.CODE')}
            </SortHeader>
            <SortHeader sort="name" {...sortProps}>
              {t('PRODUCTS.FIELD.NAME')}
            </SortHeader>
            <Table.Th>{t('PRODUCTS.LIST.GROUP')}</Table.Th>
            <Table.Th>{t('PRODUCTS.LIST.UNIT')}</Table.Th>
            <Table.Th>{t('PRODUCTS.FIELD.VAT')}</Table.Th>
            <SortHeader sort="created" {...sortProps}>
              {t('PRODUCTS.LIST.CREATED_AT')}
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((product) => (
            <Table.Tr
              key={product.id}
              tabIndex={0}
              className={openableRowClass}
              data-product-id={product.id}
              onClick={() => onOpen(product)}
              onKeyDown={(event) => onOpenableRowKey(event, () => onOpen(product))}
            >
              <Table.Td ff="monospace">{product.code}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {product.name}
                  </Text>
                  {product.isService && (
                    <Badge color="info" size="xs">
                      {t('PRODUCTS.KIND.SERVICE')}
                    </Badge>
                  )}
                  {!product.isActive && (
                    <Badge color="warn" size="xs">
                      {t('PRODUCTS.INACTIVE')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{product.groupName}</Table.Td>
              <Table.Td>{product.measureUnitCode}</Table.Td>
              <Table.Td>{t(`PRODUCTS.VAT.${product.vatCode}`)}</Table.Td>
              <Table.Td>{formatDateTime(product.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
