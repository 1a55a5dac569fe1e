import salesTexts from '@kontor/contract/dictionaries/sales.json';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { salesProblemErrors, stateRefusalOf } from './sales-field-errors';

const i18n = createInstance();
void i18n.init({
  lng: 'hu',
  resources: { hu: { translation: salesTexts.hu } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const conflict = (errors: object[]) =>
  new ApiError(
    '/customer-order/7/state',
    409,
    'Conflict',
    {
      type: 'urn:kontor:problem:invalid-state',
      title: 'Conflict',
      status: 409,
      code: 'INVALID_STATE',
      detail: 'Lines of the order are in the open picking cycle KGY-2026-000012',
      errors,
    },
    'Conflict',
  );

describe('an order whose lines are in an open picking cycle', () => {
  const inCycle = conflict([
    {
      path: 'state',
      message: 'Lines of the order are in the open picking cycle KGY-2026-000012',
      code: 'IN_PICKING_CYCLE',
      params: { cycle: 'KGY-2026-000012' },
    },
  ]);

  it('the cancel dialog names the cycle in Hungarian', () => {
    expect(stateRefusalOf(i18n.t, inCycle)).toBe(
      'A rendelés tételei a(z) KGY-2026-000012 kigyűjtési ciklusban vannak: amíg a ciklus nyitott, ezek a tételek nem módosíthatók, és a rendelés nem mondható le.',
    );
  });

  it('the form shows the picking message at the state, other wrong states their own', () => {
    expect(salesProblemErrors(inCycle)).toEqual({ state: 'SALES.ERROR.IN_PICKING_CYCLE' });
    const other = conflict([{ path: 'state', message: 'x', code: 'invalid_state' }]);
    expect(salesProblemErrors(other)).toEqual({ state: 'SALES.ERROR.STATE' });
    expect(stateRefusalOf(i18n.t, other)).toBe(i18n.t('SALES.ERROR.STATE'));
  });
});
