import type { TSupplierOrder } from '@kontor/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, decimalInput, headerOf, linesOf } from './order-model';

const order = {
  id: 3,
  number: 'SR-2026-000003',
  state: 'DRAFT',
  supplierId: 7,
  supplierCode: 'P7',
  supplierName: 'Vértes Festék Bt.',
  currencyCode: 'EUR',
  exchangeRate: '391.2',
  orderDate: '2026-11-20',
  wantedDate: null,
  note: '',
  net: '0',
  lineCount: 1,
  version: 2,
  sentAt: null,
  lines: [
    {
      id: 11,
      position: 1,
      productId: 5,
      productCode: 'VIL-8003',
      productName: 'Reflektor',
      unit: 'db',
      quantity: '1.1250',
      unitPrice: '12.5000',
      net: '14.0625',
      receivedQuantity: '0',
      cancelledQuantity: '0',
      openQuantity: '1.1250',
      demands: [
        {
          customerOrderLineId: 40,
          customerOrderId: 4,
          customerOrderNumber: 'VR-2026-000004',
          customerName: 'Hajdú Kft.',
          quantity: '1.1250',
        },
      ],
    },
  ],
} satisfies TSupplierOrder;

describe('the supplier order form', () => {
  it('shows stored decimals exactly, the Hungarian way', () => {
    expect(decimalInput('1.1250')).toBe('1,125');
    expect(decimalInput('3.0000')).toBe('3');
    expect(decimalInput('30')).toBe('30');
  });

  it('saves an untouched order as it was, keeping the demand each line serves', () => {
    expect(bodyOf(headerOf(order), linesOf(order))).toEqual({
      supplierId: 7,
      currencyCode: 'EUR',
      orderDate: '2026-11-20',
      wantedDate: null,
      note: '',
      lines: [{ productId: 5, quantity: '1.125', unitPrice: '12.5', customerOrderLineIds: [40] }],
    });
  });

  it('leaves an empty price to the server and drops lines without a product', () => {
    const [line] = linesOf(order);
    const body = bodyOf(headerOf(order), [
      { ...line!, unitPrice: '', quantity: '2 000,5' },
      { ...line!, key: 'x', product: null },
    ]);
    expect(body.lines).toEqual([{ productId: 5, quantity: '2000.5', customerOrderLineIds: [40] }]);
  });
});
