import { type TCodeEntry, type TProductContainer, ZContainersBody } from '@kontor/contract';
import type { z } from 'zod';
import { formatQuantity } from '../../../../lib/format';
import { formatDecimalInput, toDecimalString } from '../../../../lib/forms/decimal-input';
import { fieldMessages } from '../../../../lib/forms/field-errors';
import { createTemporaryId } from '../../../../ui/select';
import type { ProductRef } from '../../components/product-lookup';

/** One returnable container as the tab edits it: numbers as typed, the Hungarian way. */
export interface ContainerRow {
  key: number;
  container: ProductRef | null;
  quantity: string;
  depositFee: string;
  currency: TCodeEntry | null;
}

const HUF: TCodeEntry = { id: 0, code: 'HUF', name: 'HUF' };

export const emptyContainerRow = (): ContainerRow => ({
  key: createTemporaryId(),
  container: null,
  quantity: '1',
  depositFee: '',
  currency: HUF,
});

export function containerRowsOf(containers: readonly TProductContainer[]): ContainerRow[] {
  return containers.map((c) => ({
    key: c.containerId,
    container: { id: c.containerId, code: c.code, name: c.name },
    quantity: formatQuantity(c.quantity),
    depositFee: formatDecimalInput(c.depositFee),
    currency: { id: 0, code: c.currency, name: c.currency },
  }));
}

export function containersBodyOf(rows: readonly ContainerRow[]): z.input<typeof ZContainersBody> {
  return {
    containers: rows.map((row) => ({
      // 0 is no id: the contract refuses it at the field, like an empty choice.
      containerId: row.container?.id ?? 0,
      quantity: toDecimalString(row.quantity) ?? '',
      depositFee: toDecimalString(row.depositFee) ?? '0',
      currency: row.currency?.code ?? '',
    })),
  };
}

export const { zodFieldErrors, problemFieldErrors } = fieldMessages(
  [
    { path: /^containers\.\d+\.containerId$/, key: 'PRODUCTS.CONTAINER.ERROR.CONTAINER' },
    { path: /^containers\.\d+\.quantity$/, key: 'PRODUCTS.CONTAINER.ERROR.QUANTITY' },
    { path: /^containers\.\d+\.depositFee$/, key: 'PRODUCTS.CONTAINER.ERROR.DEPOSIT_FEE' },
    { path: /^containers\.\d+\.currency$/, key: 'PRODUCTS.CONTAINER.ERROR.CURRENCY' },
    { path: /^containers$/, key: 'PRODUCTS.CONTAINER.ERROR.DUPLICATE' },
  ],
  'PRODUCTS.ERROR.INVALID',
);

export const containerClientErrors = (rows: readonly ContainerRow[]) =>
  zodFieldErrors(ZContainersBody.safeParse(containersBodyOf(rows)).error);
