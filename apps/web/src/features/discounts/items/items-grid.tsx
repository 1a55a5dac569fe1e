import type { TDiscount } from '@kontor/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../lib/format';
import {
  decimalEditor,
  EditableGrid,
  type GridColumn,
  productEditor,
  selectEditor,
} from '../../../ui/editable-grid';
import type { ItemMode, ItemRow } from './item-rows';

export interface ItemsGridProps {
  discount: TDiscount;
  rows: readonly ItemRow[];
  readOnly: boolean;
  rowError: (row: ItemRow) => string | undefined;
  onRowChange: (index: number, next: ItemRow) => void;
  onAddRow: () => void;
  onDeleteRow: (index: number) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
}

const isOpen = (row: ItemRow) => !row.item?.isCancelled;

/** The items: product, percent or fixed price, minimum quantity; shown prices and margin. */
export function ItemsGrid({ discount, rows, ...rest }: ItemsGridProps) {
  const { t } = useTranslation();
  const currency = discount.currency ?? 'HUF';
  const money = (value: string | null | undefined) =>
    value === null || value === undefined ? '–' : formatMoney(value, currency);
  const columns: GridColumn<ItemRow>[] = [
    {
      id: 'product',
      header: t('DISCOUNTS.ITEM.TARGET'),
      width: 260,
      value: (row) =>
        row.targetId === null ? (
          <Text size="sm" c="dimmed">
            {t('DISCOUNTS.ITEM.PICK_PRODUCT')}
          </Text>
        ) : (
          <Text size="sm" truncate td={row.item?.isCancelled ? 'line-through' : undefined}>
            <Text span ff="monospace" size="sm">
              {row.targetCode}
            </Text>{' '}
            {row.target === 'PRODUCT' ? '' : `(${t(`DISCOUNTS.TARGET.${row.target}`)}) `}
            {row.targetName}
          </Text>
        ),
      editor: productEditor<ItemRow>(
        (row, product) => ({
          ...row,
          target: 'PRODUCT',
          targetId: product.id,
          targetCode: product.code,
          targetName: product.name,
        }),
        (row) => row.targetCode,
      ),
      editable: (row) => isOpen(row) && row.target === 'PRODUCT',
    },
    {
      id: 'mode',
      header: t('DISCOUNTS.ITEM.MODE'),
      width: 130,
      value: (row) => t(`DISCOUNTS.ITEM.MODE_${row.mode}`),
      editor: selectEditor<ItemRow>(
        (['PERCENT', 'FIXED'] as const).map((mode) => ({
          value: mode,
          label: t(`DISCOUNTS.ITEM.MODE_${mode}`),
        })),
        (row) => row.mode,
        (row, mode) => ({ ...row, mode: mode as ItemMode }),
      ),
      editable: isOpen,
    },
    {
      id: 'amount',
      header: t('DISCOUNTS.ITEM.AMOUNT'),
      width: 110,
      align: 'right',
      value: (row) =>
        row.amount === null
          ? '–'
          : row.mode === 'PERCENT'
            ? `${formatQuantity(row.amount)} %`
            : money(row.amount),
      editor: decimalEditor<ItemRow>(
        (row) => row.amount,
        (row, amount) => ({ ...row, amount }),
        { scale: 4, min: '0' },
      ),
      editable: isOpen,
    },
    {
      id: 'minQuantity',
      header: t('DISCOUNTS.ITEM.MIN_QUANTITY'),
      width: 130,
      align: 'right',
      value: (row) => formatQuantity(row.minQuantity ?? '0'),
      editor: decimalEditor<ItemRow>(
        (row) => row.minQuantity,
        (row, minQuantity) => ({ ...row, minQuantity }),
        { scale: 4, min: '0' },
      ),
      editable: isOpen,
    },
    {
      id: 'listPrice',
      header: t('DISCOUNTS.ITEM.LIST_PRICE'),
      width: 105,
      align: 'right',
      value: (row) => money(row.item?.listPrice),
    },
    {
      id: 'purchaseCost',
      header: t('DISCOUNTS.ITEM.PURCHASE_COST'),
      width: 115,
      align: 'right',
      value: (row) => money(row.item?.purchaseCost),
    },
    {
      id: 'netPrice',
      header: t('DISCOUNTS.ITEM.NET_PRICE'),
      width: 105,
      align: 'right',
      value: (row) => money(row.item?.netPrice),
    },
    {
      id: 'margin',
      header: t('DISCOUNTS.ITEM.MARGIN'),
      width: 80,
      align: 'right',
      value: (row) =>
        row.item?.marginPercent == null ? '–' : `${formatQuantity(row.item.marginPercent)} %`,
    },
    {
      id: 'status',
      header: t('DISCOUNTS.ITEM.STATUS'),
      width: 105,
      value: (row) =>
        row.item === null
          ? t('DISCOUNTS.ITEM.UNSAVED')
          : row.item.isCancelled
            ? t('DISCOUNTS.ITEM.CANCELLED')
            : t('DISCOUNTS.ITEM.IN_FORCE'),
    },
  ];
  return (
    <EditableGrid<ItemRow>
      ariaLabel={t('DISCOUNTS.ITEM.GRID')}
      rows={rows}
      getRowId={(row) => row.key}
      columns={columns}
      selectable
      height={440}
      addRowLabel={t('DISCOUNTS.ITEM.ADD_ROW')}
      {...rest}
    />
  );
}
