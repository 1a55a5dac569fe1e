import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../lib/format';
import { amountsOf, emptyLine, type LineRow, type Pricing } from './line-model';
import classes from './lines-grid.module.css';
import { ProductCell } from './product-cell';

/** A decimal typed the Hungarian way ('1,5') as the contract's string ('1.5'). */
function decimalOf(typed: string): string {
  const compact = typed.replace(/\s/g, '');
  return /^\d+(,\d+)?$/.test(compact) ? compact.replace(',', '.') : compact;
}
const shown = (decimal: string | null) => (decimal ?? '').replace('.', ',');

export interface LinesGridProps {
  rows: readonly LineRow[];
  pricing: Pricing;
  currency: string;
  readOnly: boolean;
  onRowsChange: (rows: LineRow[]) => void;
  /** Asks the server's pricing for a line whose product or quantity changed. */
  onReprice: (key: string) => void;
  errorOf: (path: string) => string | undefined;
  /** The user may set prices and discounts (sales.price); others only where the list has none */
  mayPrice: boolean;
  /** An extra column (the order line's fulfilment) */
  extra?: { header: string; render: (row: LineRow, index: number) => ReactNode };
  newLine?: () => LineRow;
}

function focusCell(table: HTMLElement | null, line: number, col: string) {
  // The next row renders after the state update: look for it on the next frame.
  requestAnimationFrame(() => {
    const target = table?.querySelector<HTMLElement>(
      `[data-line="${line}"][data-col="${col}"] input, input[data-line="${line}"][data-col="${col}"], button[data-line="${line}"][data-col="${col}"]`,
    );
    target?.focus();
  });
}

/** What every row shares; kept stable so a row re-renders only when its own data changes. */
interface RowContext {
  pricing: Pricing;
  currency: string;
  readOnly: boolean;
  mayPrice: boolean;
  errorOf: (path: string) => string | undefined;
  extra: LinesGridProps['extra'];
  onReprice: (key: string) => void;
}

interface RowProps {
  row: LineRow;
  index: number;
  props: RowContext;
  tableRef: RefObject<HTMLTableElement | null>;
  update: (index: number, next: LineRow, reprice?: boolean) => void;
  remove: (index: number) => void;
  next: (index: number) => void;
}

const LineRowView = memo(function LineRowView({
  row,
  index,
  props,
  tableRef,
  update,
  remove,
  next,
}: RowProps) {
  const { t } = useTranslation();
  const [isPicking, setIsPicking] = useState(row.productId === null);
  const amounts = amountsOf(row, props.pricing);
  const error = (field: string) => props.errorOf(`lines.${index}.${field}`);
  const cellKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      next(index);
    }
  };
  const money = (value: string | undefined) =>
    value === undefined ? '' : formatMoney(value, props.currency);
  const readOnly = props.readOnly;
  const isPriceLocked = readOnly || (!props.mayPrice && !row.isUnpriced);
  return (
    <tr data-testid="line-row" aria-rowindex={index + 2}>
      <td className={classes.num}>{index + 1}</td>
      <td style={{ minWidth: 280 }}>
        {isPicking && !readOnly ? (
          <ProductCell
            lineIndex={index}
            label={t('SALES.LINE.PRODUCT_OF', { number: index + 1 })}
            value={
              row.productId === null
                ? null
                : { id: row.productId, code: row.productCode, name: row.productName }
            }
            error={error('productId')}
            onPick={(product) => {
              if (!product) return;
              setIsPicking(false);
              update(
                index,
                {
                  ...row,
                  productId: product.id,
                  productCode: product.code,
                  productName: product.name,
                  explanation: null,
                },
                true,
              );
              focusCell(tableRef.current, index, 'quantity');
            }}
          />
        ) : (
          <button
            type="button"
            className={classes.productButton}
            data-line={index}
            data-col="product"
            disabled={readOnly}
            onClick={() => setIsPicking(true)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === 'F2') {
                event.preventDefault();
                setIsPicking(true);
                focusCell(tableRef.current, index, 'product');
              }
            }}
          >
            <Text size="sm" span ff="monospace">
              {row.productCode}
            </Text>{' '}
            <Text size="sm" span>
              {row.productName}
            </Text>
          </button>
        )}
      </td>
      <td style={{ width: 100 }}>
        <input
          className={classes.input}
          data-line={index}
          data-col="quantity"
          aria-label={t('SALES.LINE.QUANTITY_OF', { number: index + 1 })}
          aria-invalid={error('quantity') ? true : undefined}
          readOnly={readOnly}
          value={shown(row.quantity)}
          onChange={(event) => update(index, { ...row, quantity: decimalOf(event.target.value) })}
          onBlur={() => row.productId !== null && props.onReprice(row.key)}
          onKeyDown={cellKeys}
        />
        {error('quantity') && <span className={classes.error}>{error('quantity')}</span>}
      </td>
      <td>{row.unit}</td>
      <td style={{ width: 150 }}>
        <input
          className={classes.input}
          data-line={index}
          data-col="unitPrice"
          aria-label={t('SALES.LINE.UNIT_PRICE_OF', { number: index + 1 })}
          aria-invalid={error('unitPrice') ? true : undefined}
          aria-describedby={`line-expl-${row.key}`}
          readOnly={isPriceLocked}
          value={shown(row.unitPrice)}
          onChange={(event) =>
            update(index, {
              ...row,
              unitPrice: event.target.value === '' ? null : decimalOf(event.target.value),
              isPriceTyped: event.target.value !== '',
              explanation: t('SALES.PRICE.TYPED'),
            })
          }
          onKeyDown={cellKeys}
        />
        <span
          className={classes.explanation}
          id={`line-expl-${row.key}`}
          title={row.explanation ?? ''}
        >
          {row.explanation}
        </span>
        {error('unitPrice') && <span className={classes.error}>{error('unitPrice')}</span>}
      </td>
      <td style={{ width: 80 }}>
        <input
          className={classes.input}
          data-line={index}
          data-col="discount"
          aria-label={t('SALES.LINE.DISCOUNT_OF', { number: index + 1 })}
          readOnly={isPriceLocked}
          value={shown(row.discountPercent)}
          onChange={(event) =>
            update(index, {
              ...row,
              discountPercent: event.target.value === '' ? null : decimalOf(event.target.value),
              isDiscountTyped: event.target.value !== '',
            })
          }
          onKeyDown={cellKeys}
        />
      </td>
      <td className={classes.num}>
        {row.vatRate === null ? '' : `${formatQuantity(row.vatRate)} %`}
      </td>
      <td className={classes.num} data-col="net">
        {money(amounts?.net)}
      </td>
      <td className={classes.num} data-col="gross">
        {money(amounts?.gross)}
      </td>
      {props.extra && <td>{props.extra.render(row, index)}</td>}
      <td>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('SALES.LINE.DELETE_OF', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </td>
    </tr>
  );
});

/**
 * The lines of a quote or an order, typed from the keyboard: product (code or name, Enter takes
 * the first match) → quantity → Enter goes to the next line (a new one after the last). Amounts
 * per line come from money.ts, like the server's.
 */
export function LinesGrid(props: LinesGridProps) {
  const { t } = useTranslation();
  const tableRef = useRef<HTMLTableElement>(null);
  const rowsRef = useRef(props.rows);
  rowsRef.current = props.rows;
  const propsRef = useRef(props);
  propsRef.current = props;
  const make = () => (propsRef.current.newLine ?? emptyLine)();
  const { scale, basis } = props.pricing;
  const context = useMemo<RowContext>(
    () => ({
      pricing: { scale, basis },
      currency: props.currency,
      readOnly: props.readOnly,
      mayPrice: props.mayPrice,
      errorOf: props.errorOf,
      extra: props.extra,
      onReprice: (key: string) => propsRef.current.onReprice(key),
    }),
    [scale, basis, props.currency, props.readOnly, props.mayPrice, props.errorOf, props.extra],
  );

  // Stable callbacks, so a keystroke in one line re-renders that line only (1 000 lines stay smooth).
  const [actions] = useState(() => ({
    update: (index: number, next: LineRow, reprice = false) => {
      const rows = [...rowsRef.current];
      rows[index] = next;
      propsRef.current.onRowsChange(rows);
      if (reprice) propsRef.current.onReprice(next.key);
    },
    remove: (index: number) =>
      propsRef.current.onRowsChange(rowsRef.current.filter((_, i) => i !== index)),
    next: (index: number) => {
      if (index === rowsRef.current.length - 1)
        propsRef.current.onRowsChange([...rowsRef.current, make()]);
      focusCell(tableRef.current, index + 1, 'product');
    },
  }));

  return (
    <div className={classes.scroll}>
      <table ref={tableRef} className={classes.grid} aria-label={t('SALES.LINES')}>
        <thead>
          <tr>
            <th className={classes.num}>#</th>
            <th>{t('SALES.LINE.PRODUCT')}</th>
            <th>{t('SALES.LINE.QUANTITY')}</th>
            <th>{t('SALES.LINE.UNIT')}</th>
            <th>{t('SALES.LINE.UNIT_PRICE')}</th>
            <th>{t('SALES.LINE.DISCOUNT')}</th>
            <th className={classes.num}>{t('SALES.LINE.VAT_RATE')}</th>
            <th className={classes.num}>{t('SALES.NET')}</th>
            <th className={classes.num}>{t('SALES.GROSS')}</th>
            {props.extra && <th>{props.extra.header}</th>}
            <th />
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <LineRowView
              key={row.key}
              row={row}
              index={index}
              props={context}
              tableRef={tableRef}
              {...actions}
            />
          ))}
        </tbody>
      </table>
      {!props.readOnly && (
        <Group mt="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => {
              props.onRowsChange([...props.rows, make()]);
              focusCell(tableRef.current, props.rows.length, 'product');
            }}
          >
            {t('SALES.LINE.ADD')}
          </Button>
        </Group>
      )}
    </div>
  );
}
