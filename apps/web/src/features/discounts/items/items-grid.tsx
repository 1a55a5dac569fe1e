import { productEndpoints, type TDiscount, type TDiscountTarget } from '@kontor/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../lib/format';
import {
  decimalEditor,
  EditableGrid,
  type GridColumn,
  type GridEditor,
  type GridProduct,
  lookupEditor,
  productEditor,
  selectEditor,
} from '../../../ui/editable-grid';
import {
  type ItemMode,
  type ItemRow,
  isTargetUnpicked,
  unpickedTarget,
  withTarget,
} from './item-rows';

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

const TARGETS: readonly TDiscountTarget[] = ['PRODUCT', 'GROUP', 'CATALOGUE'];

const setTarget = (row: ItemRow, entry: GridProduct): ItemRow => ({
  ...row,
  targetId: entry.id,
  targetCode: entry.code,
  targetName: entry.name,
});
const codeOf = (row: ItemRow) => row.targetCode;

/** The lookup of each kind of target: products by search, groups and catalogues listed at once. */
const TARGET_EDITORS: Record<TDiscountTarget, GridEditor<ItemRow>> = {
  PRODUCT: productEditor(setTarget, codeOf, unpickedTarget),
  GROUP: lookupEditor(
    productEndpoints.lookupProductGroups,
    setTarget,
    codeOf,
    true,
    unpickedTarget,
  ),
  CATALOGUE: lookupEditor(
    productEndpoints.lookupCatalogues,
    setTarget,
    codeOf,
    true,
    unpickedTarget,
  ),
};

/**
 * The items: a product, product group or catalogue (each by its lookup), percent or fixed price,
 * minimum quantity; shown prices and margin (product items only).
 */
export function ItemsGrid({ discount, rows, ...rest }: ItemsGridProps) {
  const { t } = useTranslation();
  const currency = discount.currency ?? 'HUF';
  const money = (value: string | null | undefined) =>
    value === null || value === undefined ? '–' : formatMoney(value, currency);
  const columns: GridColumn<ItemRow>[] = [
    {
      id: 'targetKind',
      header: t('DISCOUNTS.ITEM.TARGET_KIND'),
      width: 130,
      value: (row) => t(`DISCOUNTS.TARGET.${row.target}`),
      editor: selectEditor<ItemRow>(
        TARGETS.map((target) => ({ value: target, label: t(`DISCOUNTS.TARGET.${target}`) })),
        (row) => row.target,
        (row, target) => withTarget(row, target as TDiscountTarget),
      ),
      editable: isOpen,
    },
    {
      id: 'product',
      header: t('DISCOUNTS.ITEM.TARGET'),
      width: 260,
      value: (row) =>
        isTargetUnpicked(row) ? (
          <Text size="sm" c="red" truncate>
            {row.targetCode}
          </Text>
        ) : row.targetId === null ? (
          <Text size="sm" c="dimmed">
            {t(`DISCOUNTS.ITEM.PICK_${row.target}`)}
          </Text>
        ) : (
          <Text size="sm" truncate td={row.item?.isCancelled ? 'line-through' : undefined}>
            <Text span ff="monospace" size="sm">
              {row.targetCode}
            </Text>{' '}
            {row.targetName}
          </Text>
        ),
      editor: (props) => TARGET_EDITORS[props.row.target](props),
      editable: isOpen,
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
