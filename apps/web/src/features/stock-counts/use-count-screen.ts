import {
  stockCountEndpoints,
  type TStockCount,
  type TStockCountScan,
  ZCountedQuantity,
} from '@kontor/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { useFloorAction } from '../../lib/floor-action';
import { formatQuantity } from '../../lib/format';
import { toDecimalString } from '../../lib/forms/decimal-input';
import { refusalOf, useRefreshCounts } from './stock-counts-api';

type Location = Extract<TStockCountScan, { kind: 'STORAGE' }>;
type Product = Extract<TStockCountScan, { kind: 'PRODUCT' }>;
export type Notice = { tone: 'ok' | 'error' | 'info'; text: string };

/**
 * The counting screen's flow: scan a location, then a product (scanning it again adds one),
 * then the quantity and Enter. Every counted line goes through the floor action (idempotency
 * key; kept on the device while offline, listed as waiting).
 */
export function useCountScreen(count: TStockCount) {
  const { t } = useTranslation();
  const refresh = useRefreshCounts();
  const floor = useFloorAction(stockCountEndpoints.count);
  const [location, setLocation] = useState<Location | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [waiting, setWaiting] = useState<string[]>([]);
  const quantityField = useRef<HTMLInputElement>(null);

  const focusQuantity = () =>
    setTimeout(() => {
      quantityField.current?.focus();
      quantityField.current?.select();
    }, 0);

  const choose = (found: TStockCountScan) => {
    if (found.kind === 'UNKNOWN') {
      setNotice({ tone: 'error', text: t('STOCK_COUNTS.UNKNOWN_CODE', { code: found.code }) });
      return;
    }
    if (found.kind === 'STORAGE') {
      setLocation(found);
      setProduct(null);
      setQuantity('');
      setNotice(null);
      return;
    }
    if (!location) {
      setNotice({ tone: 'error', text: t('STOCK_COUNTS.LOCATION_FIRST') });
      return;
    }
    const again = product?.id === found.id;
    const current = toDecimalString(quantity);
    setQuantity(again && current && /^\d+$/.test(current) ? String(Number(current) + 1) : '1');
    setProduct(found);
    setNotice(null);
    focusQuantity();
  };

  const scan = async (code: string) => {
    try {
      choose(
        await callApi(stockCountEndpoints.scan, { params: { id: count.id }, query: { code } }),
      );
    } catch (error) {
      setNotice({ tone: 'error', text: refusalOf(error, t) });
    }
  };

  /** A product chosen from the location's list (no scanner at hand). */
  const pick = (line: TStockCount['lines'][number]) =>
    choose({
      kind: 'PRODUCT',
      id: line.productId,
      code: line.productCode,
      name: line.productName,
      unit: line.unit,
    });

  const save = async () => {
    if (!location || !product) return;
    const decimal = toDecimalString(quantity);
    if (decimal === null || !ZCountedQuantity.safeParse(decimal).success) {
      setNotice({ tone: 'error', text: t('STOCK_COUNTS.BAD_QUANTITY') });
      focusQuantity();
      return;
    }
    const label = `${count.number} · ${location.code} · ${product.code}: ${formatQuantity(decimal)} ${product.unit}`;
    const line = { storageId: location.id, productId: product.id, quantity: decimal };
    // The next scan may come before the answer: the screen is ready for it at once.
    setProduct(null);
    setQuantity('');
    try {
      const answer = await floor.send({ params: { id: count.id }, body: { lines: [line] } }, label);
      if (answer === 'QUEUED') {
        setWaiting((list) => [...list, label]);
        setNotice({ tone: 'info', text: t('STOCK_COUNTS.WAITING', { label }) });
        return;
      }
      const saved = {
        product: product.name,
        quantity: formatQuantity(decimal),
        unit: product.unit,
      };
      setNotice({ tone: 'ok', text: t('STOCK_COUNTS.SAVED', saved) });
      await refresh();
    } catch (error) {
      setNotice({ tone: 'error', text: refusalOf(error, t) });
    }
  };

  const leaveLocation = () => {
    setLocation(null);
    setProduct(null);
    setQuantity('');
  };

  return {
    location,
    product,
    quantity,
    setQuantity,
    notice,
    waiting,
    quantityField,
    scan,
    pick,
    save,
    leaveLocation,
  };
}
