import type { TDiscount } from '@kontor/contract';
import { Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInteger } from '../../../lib/format';
import { onOpenableRowKey, openableRowClass, SortHeader } from '../../../ui/sortable-table';
import { DiscountStateBadge } from '../discount-state-badge';
import type { DiscountSort, ListParams } from './list-params';

export interface DiscountTableProps {
  items: readonly TDiscount[];
  params: ListParams;
  onSort: (sort: DiscountSort) => void;
  onOpen: (discount: TDiscount) => void;
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
}

/** One page of discount lists; a click or Enter on a row opens it, the boxes pick for delete. */
export function DiscountTable({
  items,
  params,
  onSort,
  onOpen,
  selected,
  onSelectedChange,
}: DiscountTableProps) {
  const { t } = useTranslation();
  const sortProps = { current: params.sort, direction: params.direction, onSort };
  const isAll = items.length > 0 && items.every((d) => selected.has(d.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelectedChange(next);
  };
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover striped aria-label={t('DISCOUNTS.LIST.TITLE')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('DISCOUNTS.LIST.SELECT_ALL')}
                checked={isAll}
                indeterminate={!isAll && items.some((d) => selected.has(d.id))}
                onChange={() =>
                  onSelectedChange(isAll ? new Set() : new Set(items.map((d) => d.id)))
                }
              />
            </Table.Th>
            <SortHeader sort="name" {...sortProps}>
              {t('DISCOUNTS.FIELD.NAME')}
            </SortHeader>
            <Table.Th>{t('DISCOUNTS.FIELD.STATE')}</Table.Th>
            <Table.Th>{t('DISCOUNTS.FIELD.SCOPE')}</Table.Th>
            <SortHeader sort="validFrom" {...sortProps}>
              {t('DISCOUNTS.FIELD.VALID_FROM')}
            </SortHeader>
            <SortHeader sort="validTo" {...sortProps}>
              {t('DISCOUNTS.FIELD.VALID_TO')}
            </SortHeader>
            <SortHeader sort="priority" {...sortProps}>
              {t('DISCOUNTS.FIELD.PRIORITY')}
            </SortHeader>
            <Table.Th>{t('DISCOUNTS.FIELD.CURRENCY')}</Table.Th>
            <Table.Th ta="right">{t('DISCOUNTS.FIELD.ITEM_COUNT')}</Table.Th>
            <Table.Th>{t('DISCOUNTS.FIELD.OWNER')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((discount) => (
            <Table.Tr
              key={discount.id}
              tabIndex={0}
              className={openableRowClass}
              data-discount-id={discount.id}
              onClick={() => onOpen(discount)}
              onKeyDown={(event) => onOpenableRowKey(event, () => onOpen(discount))}
            >
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  aria-label={t('DISCOUNTS.LIST.SELECT', { name: discount.name })}
                  checked={selected.has(discount.id)}
                  onChange={() => toggle(discount.id)}
                  onKeyDown={(event) => event.stopPropagation()}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {discount.name}
                </Text>
                {discount.note && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {discount.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <DiscountStateBadge state={discount.state} />
              </Table.Td>
              <Table.Td>{t(`DISCOUNTS.SCOPE.${discount.scope}`)}</Table.Td>
              <Table.Td>{formatDate(discount.validFrom)}</Table.Td>
              <Table.Td>{discount.validTo ? formatDate(discount.validTo) : '–'}</Table.Td>
              <Table.Td>{discount.priority}</Table.Td>
              <Table.Td>{discount.currency ?? t('DISCOUNTS.ANY_CURRENCY')}</Table.Td>
              <Table.Td ta="right">{formatInteger(discount.itemCount)}</Table.Td>
              <Table.Td>{discount.ownerName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
