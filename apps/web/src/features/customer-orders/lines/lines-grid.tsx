import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../lib/format';
import {
  decimalEditor,
  EditableGrid,
  type GridColumn,
  productEditor,
} from '../../../ui/editable-grid';
import { UNPICKED_TEXT } from '../../../ui/lookup/use-entry-lookup';
import { useChosenColumns } from './column-chooser';
import { amountsOf, isUnpicked, type LineRow, type Pricing, withUnpickedText } from './line-model';
import { priceSourceText } from './price-source';

/** Line fields whose server errors the grid shows on the row (`lines.N.field`). */
const ROW_ERROR_FIELDS = [
  'productId',
  'quantity',
  'unitPrice',
  'discountPercent',
  'fulfilmentPartnerId',
] as const;

/** The viewport: about a dozen lines before the grid scrolls (it renders only those). */
const GRID_HEIGHT = 480;

export interface LinesGridProps {
  rows: readonly LineRow[];
  pricing: Pricing;
  currency: string;
  readOnly: boolean;
  /** A line edited in a cell (the caller prices it again when needed) */
  onRowChange: (index: number, next: LineRow) => void;
  onAddRow: () => void;
  onDeleteRow: (index: number) => void;
  errorOf: (path: string) => string | undefined;
  /** The user may set prices and discounts (sales.price); others only where the list has none */
  mayPrice: boolean;
  /** Columns of the document kind after the amounts (the order line's fulfilment) */
  extraColumns?: readonly GridColumn<LineRow>[];
}

/**
 * The lines of a quote or an order on the shared editable grid: product (code or name, word by
 * word) → Tab → quantity → Enter goes down to the next line (a product on the last line opens a
 * new one). Amounts per line come from money.ts, like the server's; rows are virtualized.
 */
export function LinesGrid(props: LinesGridProps) {
  const { t } = useTranslation();
  const { rows, pricing, currency, mayPrice, errorOf, extraColumns } = props;

  const columns = useMemo<GridColumn<LineRow>[]>(() => {
    const money = (value: string | null | undefined) =>
      value === null || value === undefined || value === '' ? '' : formatMoney(value, currency);
    const mayPriceRow = (row: LineRow) => mayPrice || row.isUnpriced === true;
    return [
      {
        id: 'product',
        header: t('SALES.LINE.PRODUCT'),
        width: extraColumns ? 210 : 300,
        value: (row) =>
          isUnpicked(row) ? (
            <Text size="sm" c="red" truncate>
              {row.productCode}
            </Text>
          ) : row.productId === null ? (
            <Text size="sm" c="dimmed">
              {t('SALES.LINE.PICK_PRODUCT')}
            </Text>
          ) : (
            <Text size="sm" truncate title={`${row.productCode} ${row.productName}`}>
              <Text span ff="monospace" size="sm">
                {row.productCode}
              </Text>{' '}
              {row.productName}
            </Text>
          ),
        editor: productEditor<LineRow>(
          (row, product) => ({
            ...row,
            productId: product.id,
            productCode: product.code,
            productName: product.name,
            explanation: null,
          }),
          (row) => row.productCode,
          { get: (row) => (isUnpicked(row) ? row.productCode : ''), set: withUnpickedText },
        ),
      },
      {
        id: 'quantity',
        header: t('SALES.LINE.QUANTITY'),
        width: 100,
        align: 'right',
        value: (row) => (row.quantity === '' ? '' : formatQuantity(row.quantity)),
        editor: decimalEditor<LineRow>(
          (row) => (row.quantity === '' ? null : row.quantity),
          (row, quantity) => ({ ...row, quantity: quantity ?? '' }),
          { scale: 4, min: '0' },
        ),
      },
      { id: 'unit', header: t('SALES.LINE.UNIT'), width: 50, value: (row) => row.unit },
      {
        id: 'unitPrice',
        header: t('SALES.LINE.UNIT_PRICE'),
        width: 105,
        align: 'right',
        value: (row) => money(row.unitPrice),
        editor: decimalEditor<LineRow>(
          (row) => row.unitPrice,
          (row, unitPrice) =>
            unitPrice === null
              ? { ...row, unitPrice: null, isPriceTyped: false }
              : { ...row, unitPrice, isPriceTyped: true, explanation: t('SALES.PRICE.TYPED') },
          { scale: 4, min: '0' },
        ),
        editable: mayPriceRow,
      },
      {
        id: 'discount',
        header: t('SALES.LINE.DISCOUNT'),
        width: 100,
        align: 'right',
        value: (row) =>
          row.discountPercent === null ? '' : `${formatQuantity(row.discountPercent)} %`,
        editor: decimalEditor<LineRow>(
          (row) => row.discountPercent,
          (row, discountPercent) => ({
            ...row,
            discountPercent,
            isDiscountTyped: discountPercent !== null,
          }),
          { scale: 2, min: '0' },
        ),
        editable: mayPriceRow,
      },
      {
        id: 'vatRate',
        header: t('SALES.LINE.VAT_RATE'),
        width: 60,
        align: 'right',
        value: (row) => (row.vatRate === null ? '' : `${formatQuantity(row.vatRate)} %`),
      },
      {
        id: 'net',
        header: t('SALES.NET'),
        width: 110,
        align: 'right',
        value: (row) => money(amountsOf(row, pricing)?.net),
      },
      {
        id: 'gross',
        header: t('SALES.GROSS'),
        width: 115,
        align: 'right',
        value: (row) => money(amountsOf(row, pricing)?.gross),
      },
      {
        id: 'explanation',
        header: t('SALES.LINE.PRICE_SOURCE'),
        width: extraColumns ? 140 : 200,
        value: (row) => {
          const text = row.priceSource
            ? priceSourceText(t, row.priceSource, row.explanation)
            : row.explanation;
          return (
            <Text size="xs" c="dimmed" truncate title={text ?? ''}>
              {text}
            </Text>
          );
        },
      },
      ...(extraColumns ?? []),
    ];
  }, [t, currency, mayPrice, pricing, extraColumns]);

  // A row's server errors by its position (the problem names `lines.N.field`).
  const indexOf = useMemo(() => new Map(rows.map((row, i) => [row.key, i])), [rows]);
  const rowError = (row: LineRow) => {
    const index = indexOf.get(row.key);
    if (index === undefined) return undefined;
    if (isUnpicked(row)) return t(UNPICKED_TEXT);
    for (const field of ROW_ERROR_FIELDS) {
      const error = errorOf(`lines.${index}.${field}`);
      if (error) return error;
    }
    return undefined;
  };

  const chosen = useChosenColumns(columns);

  return (
    <Stack gap={6}>
      <Group justify="flex-end">{chosen.chooser}</Group>
      <EditableGrid<LineRow>
        ariaLabel={t('SALES.LINES')}
        rows={rows}
        getRowId={(row) => row.key}
        columns={chosen.shown}
        readOnly={props.readOnly}
        onRowChange={props.onRowChange}
        onAddRow={props.onAddRow}
        onDeleteRow={props.onDeleteRow}
        rowError={rowError}
        height={GRID_HEIGHT}
        addRowLabel={t('SALES.LINE.ADD')}
      />
    </Stack>
  );
}
