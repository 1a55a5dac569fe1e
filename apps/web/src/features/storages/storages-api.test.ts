import storageTexts from '@kontor/contract/dictionaries/storages.json';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { addBundledTexts, initI18n } from '../../lib/i18n/i18n';
import { childTypesOf, refusalOf } from './storages-api';

addBundledTexts(storageTexts);
const i18n = initI18n();

const refused = (status: number, code: string, errors: object[] = []) =>
  new ApiError('/x', status, 'Refused', { type: 'x', title: 'x', status, code, errors }, 'x');

describe('storages admin texts', () => {
  it('names the field of a refused save, in Hungarian', () => {
    expect(
      refusalOf(
        refused(409, 'CONFLICT', [{ path: 'name', message: 'x', code: 'invalid' }]),
        i18n.t,
      ),
    ).toEqual({
      field: 'name',
      text: 'Ugyanitt már van ilyen nevű hely.',
    });
    expect(
      refusalOf(
        refused(400, 'VALIDATION_FAILED', [{ path: 'code', message: 'x', code: 'invalid' }]),
        i18n.t,
      ).field,
    ).toBe('code');
    expect(
      refusalOf(
        refused(409, 'STALE_VERSION', [{ path: 'version', message: 'x', code: 'invalid' }]),
        i18n.t,
      ).text,
    ).toBe('Közben valaki más módosította a helyet; frissítettük, próbálja újra.');
  });

  it('says which locations hold stock or reservations when deactivation is refused', () => {
    const error = refused(409, 'INVALID_STATE', [
      { path: 'stock', message: 'B-01-01, B-02-03', code: 'holds_stock' },
      { path: 'reservations', message: 'B-01-01', code: 'reserved' },
    ]);
    expect(refusalOf(error, i18n.t)).toEqual({
      field: null,
      text: 'Nem inaktiválható: készlet van itt: B-01-01, B-02-03. Nem inaktiválható: nyitott foglalás van itt: B-01-01.',
    });
    expect(refusalOf(new Error('network'), i18n.t).text).toBe('A művelet nem sikerült.');
  });

  it('offers the types that fit inside a location', () => {
    expect(childTypesOf('WAREHOUSE')).toEqual(['ZONE', 'SHELF', 'BUFFER']);
    expect(childTypesOf('SHELF')).toEqual(['BIN']);
    expect(childTypesOf('BIN')).toEqual([]);
  });
});
