import { type PRICE_TYPES, salesDeskEndpoints, type TPricePreviewLine } from '@kontor/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { callApi } from '../../../lib/api/client';
import { formatMoney } from '../../../lib/format';
import {
  isFilled,
  type LineRow,
  lineBodyOf,
  type Pricing,
  totalsOf,
  withPreview,
} from './line-model';

/** The header fields pricing depends on. */
export interface PricingHeader {
  customerId: number | null;
  currencyCode: string;
  priceType?: (typeof PRICE_TYPES)[number] | undefined;
  date?: string | undefined;
}

const VALID_QUANTITY = /^\d+(\.\d{1,4})?$/;

/**
 * The lines of a quote or order form with their live prices: a line whose product or quantity
 * changes asks the server's pricing (the same function a save uses); totals follow at once.
 */
export function useDocumentLines(
  initial: LineRow[],
  header: PricingHeader,
  initialPricing: Pricing,
) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(initial);
  const [pricing, setPricing] = useState(initialPricing);
  const headerRef = useRef(header);
  headerRef.current = header;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const explain = useCallback(
    (line: TPricePreviewLine, currency: string) => {
      if (line.priceSource === 'TYPED') return t('SALES.PRICE.TYPED');
      if (line.priceSource === 'DISCOUNT')
        return t('SALES.PRICE.DISCOUNT', {
          name: line.discountName ?? '',
          list: line.listPrice ? formatMoney(line.listPrice, currency) : '–',
        });
      return t('SALES.PRICE.LIST', { price: formatMoney(line.unitPrice, currency) });
    },
    [t],
  );

  const reprice = useCallback(
    async (keys: readonly string[]) => {
      const { customerId, currencyCode, priceType, date } = headerRef.current;
      const targets = rowsRef.current.filter(
        (row) => keys.includes(row.key) && isFilled(row) && VALID_QUANTITY.test(row.quantity),
      );
      if (targets.length === 0) return;
      const mark = (explanation: string, isUnpriced = false) =>
        setRows((current) =>
          current.map((row) =>
            keys.includes(row.key) ? { ...row, explanation, isUnpriced } : row,
          ),
        );
      if (customerId === null) {
        mark(t('SALES.PRICE.NEEDS_CUSTOMER'));
        return;
      }
      try {
        const answer = await callApi(salesDeskEndpoints.pricePreview, {
          body: {
            customerId,
            currencyCode,
            ...(priceType ? { priceType } : {}),
            ...(date ? { date } : {}),
            lines: targets.map(lineBodyOf),
          },
        });
        setPricing({ scale: answer.scale, basis: answer.priceBasis });
        const byKey = new Map(targets.map((row, i) => [row.key, answer.lines[i]!]));
        setRows((current) =>
          current.map((row) => {
            const priced = byKey.get(row.key);
            return priced ? withPreview(row, priced, explain(priced, currencyCode)) : row;
          }),
        );
      } catch (error) {
        const noPrice =
          error instanceof ApiError &&
          error.problem?.errors?.some((e) => /\.unitPrice$/.test(e.path));
        mark(noPrice ? t('SALES.PRICE.NONE') : t('SALES.PRICE.FAILED'), Boolean(noPrice));
      }
    },
    [explain, t],
  );

  const repriceOne = useCallback((key: string) => void reprice([key]), [reprice]);
  /** The customer, currency or price type changed: every line not priced by hand again. */
  const repriceAll = useCallback(
    () => void reprice(rowsRef.current.filter((r) => !r.isPriceTyped).map((r) => r.key)),
    [reprice],
  );
  // A new customer or currency prices every line not priced by hand again (not on the first show).
  const priced = useRef({ customerId: header.customerId, currencyCode: header.currencyCode });
  useEffect(() => {
    const last = priced.current;
    if (last.customerId === header.customerId && last.currencyCode === header.currencyCode) return;
    priced.current = { customerId: header.customerId, currencyCode: header.currencyCode };
    repriceAll();
  }, [header.customerId, header.currencyCode, repriceAll]);
  const totals = useMemo(() => totalsOf(rows, pricing), [rows, pricing]);

  /**
   * One line edited in the grid: stored at once (the pricing reads it), priced again when its
   * product or quantity changed or its typed price was cleared; a product on the last line opens
   * a new blank one below, so Enter always has a next line.
   */
  const updateRow = useCallback(
    (index: number, next: LineRow, newLine: () => LineRow) => {
      const before = rowsRef.current[index];
      const rows = rowsRef.current.map((row, i) => (i === index ? next : row));
      if (index === rows.length - 1 && next.productId !== null) rows.push(newLine());
      rowsRef.current = rows;
      setRows(rows);
      const needsPrice =
        before?.productId !== next.productId ||
        before?.quantity !== next.quantity ||
        (before?.isPriceTyped && !next.isPriceTyped) ||
        (before?.isDiscountTyped && !next.isDiscountTyped);
      if (needsPrice) void reprice([next.key]);
    },
    [reprice],
  );

  return { rows, setRows, updateRow, pricing, setPricing, repriceOne, repriceAll, totals };
}
