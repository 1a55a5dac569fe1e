import invoiceTexts from '@kontor/contract/dictionaries/invoices.json';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { invoiceFailureOf, invoiceFieldErrors } from '../form/nav-failure';
import { createBodyOf, initialCreateValues, kindsFor } from './create-invoice-model';

const KEY = '6f1c1c4e-4a53-4d38-9a55-2f1f9b6f0a11';

describe('which kinds an order offers', () => {
  it('proforma and advance before dispatch; normal and final once something left', () => {
    expect(kindsFor({ state: 'DRAFT', dispatchStatus: 'NONE' })).toEqual([]);
    expect(kindsFor({ state: 'CANCELLED', dispatchStatus: 'NONE' })).toEqual([]);
    expect(kindsFor({ state: 'CONFIRMED', dispatchStatus: 'NONE' })).toEqual([
      'PROFORMA',
      'ADVANCE',
    ]);
    expect(kindsFor({ state: 'IN_PROGRESS', dispatchStatus: 'PARTIAL' })).toEqual([
      'PROFORMA',
      'ADVANCE',
      'NORMAL',
      'FINAL',
    ]);
    expect(kindsFor({ state: 'DISPATCHED', dispatchStatus: 'FULL' })).toEqual(['NORMAL', 'FINAL']);
    expect(kindsFor({ state: 'CLOSED', dispatchStatus: 'FULL' })).toEqual(['NORMAL', 'FINAL']);
  });
});

describe('the create-invoice body', () => {
  it('normal and final send only the kind, the key and the note', () => {
    const values = { ...initialCreateValues('FINAL'), amount: '100', note: ' x ' };
    expect(createBodyOf(values, KEY)).toEqual({
      body: { kind: 'FINAL', idempotencyKey: KEY, note: 'x' },
    });
  });

  it('a proforma sends its amount as a decimal, or its percent', () => {
    const amount = { ...initialCreateValues('PROFORMA'), amount: '12 000,5' };
    expect(createBodyOf(amount, KEY)).toEqual({
      body: { kind: 'PROFORMA', idempotencyKey: KEY, note: '', amount: '12000.5' },
    });
    const percent = {
      ...initialCreateValues('PROFORMA'),
      basis: 'PERCENT' as const,
      percent: '30',
    };
    expect(createBodyOf(percent, KEY)).toEqual({
      body: { kind: 'PROFORMA', idempotencyKey: KEY, note: '', percent: '30' },
    });
    expect(createBodyOf({ ...percent, percent: '130' }, KEY)).toEqual({
      missing: { percent: 'PERCENT' },
    });
  });

  it('an advance needs the day its money arrived, unless it follows a paid proforma', () => {
    const advance = { ...initialCreateValues('ADVANCE'), amount: '5000' };
    expect(createBodyOf(advance, KEY)).toEqual({ missing: { fulfilmentDate: 'ADVANCE_DATE' } });
    expect(createBodyOf({ ...advance, fulfilmentDate: '2026-11-20' }, KEY)).toEqual({
      body: {
        kind: 'ADVANCE',
        idempotencyKey: KEY,
        note: '',
        amount: '5000',
        fulfilmentDate: '2026-11-20',
      },
    });
    const fromProforma = { ...advance, basis: 'PROFORMA' as const, proformaId: 9 };
    expect(createBodyOf(fromProforma, KEY)).toEqual({
      body: { kind: 'ADVANCE', idempotencyKey: KEY, note: '', proformaId: 9 },
    });
    expect(createBodyOf({ ...fromProforma, proformaId: null }, KEY)).toEqual({
      missing: { proformaId: 'PROFORMA' },
    });
  });
});

const i18n = createInstance();
void i18n.init({
  lng: 'hu',
  resources: { hu: { translation: invoiceTexts.hu } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const refused = (errors: { path: string; message: string }[]) =>
  new ApiError(
    '/x',
    400,
    'Bad Request',
    {
      type: 'urn:kontor:problem:validation-failed',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: errors[0]?.message,
      errors: errors.map((e) => ({ ...e, code: 'invalid' })),
    },
    'Bad Request',
  );

describe('the server’s reasons at the fields, in Hungarian', () => {
  it('names what is left of the order, the missing advance day, the kind to issue', () => {
    const error = refused([
      {
        path: 'amount',
        message:
          "More than the order's gross total leaves beside its open advance invoices (1200.00 HUF)",
      },
    ]);
    expect(invoiceFieldErrors(i18n.t, error)).toEqual({
      amount:
        'Több, mint amennyit a rendelés bruttó összege a nyitott bizonylatai mellett enged (legfeljebb 1200.00 HUF).',
    });
    expect(invoiceFailureOf(i18n.t, error, (path) => path === 'amount')).toBeNull();
    const date = refused([
      {
        path: 'fulfilmentDate',
        message: 'Give the day the advance was received (the fulfilment date of an advance)',
      },
    ]);
    expect(invoiceFieldErrors(i18n.t, date).fulfilmentDate).toBe(
      'Add meg, melyik napon érkezett meg az előleg.',
    );
    const kind = refused([
      {
        path: 'kind',
        message: 'The order has advance invoices: issue a FINAL invoice to deduct them',
      },
    ]);
    expect(invoiceFailureOf(i18n.t, kind, () => false)).toBe(
      'A rendelésnek van előlegszámlája: végszámlát kell kiállítani, amely levonja.',
    );
  });

  it('keeps the index of a credit line and never shows the English text', () => {
    const error = refused([
      { path: 'lines.1.quantity', message: 'More than what is left to credit on the line' },
    ]);
    expect(invoiceFieldErrors(i18n.t, error)).toEqual({
      'lines.1.quantity': 'Több, mint ami a tételből még helyesbíthető.',
    });
    const unknown = refused([{ path: 'somethingNew', message: 'English developer text' }]);
    expect(invoiceFailureOf(i18n.t, unknown, () => false)).toBe(
      'A művelet nem sikerült; próbáld újra később.',
    );
  });
});
