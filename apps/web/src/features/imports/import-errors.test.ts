import importTexts from '@kontor/contract/dictionaries/imports.json';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { unmappedText, uploadFailure, validationFailure } from './import-errors';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'hu',
    keySeparator: false,
    nsSeparator: false,
    resources: { hu: { translation: importTexts.hu } },
  });
});
const t: TFunction = ((...args: Parameters<typeof i18n.t>) => i18n.t(...args)) as TFunction;

const problem = (status: number, errors: { path: string; code: string; message: string }[]) =>
  new ApiError('/x', status, '', { type: 'x', title: 'x', status, code: 'X', errors }, 'x');

it('names the unmapped required columns in Hungarian', () => {
  expect(unmappedText(['IMPORTS.COLUMN.TAX_NUMBER'], t)).toBe(
    'Kötelező oszlop nincs hozzárendelve: Adószám',
  );
  const failure = problem(400, [
    { path: 'mapping', code: 'required', message: 'IMPORTS.COLUMN.POSTAL_CODE' },
    { path: 'mapping', code: 'required', message: 'IMPORTS.COLUMN.STREET' },
  ]);
  expect(validationFailure(failure, t)).toBe(
    'Kötelező oszlop nincs hozzárendelve: Irányítószám, Utca, házszám',
  );
});

it('says which limit a refused file passed, with the limit in Hungarian format', () => {
  const refused = problem(413, [{ path: 'file', code: 'limit.columns', message: '500' }]);
  expect(uploadFailure(refused, t)).toBe('A fájlnak túl sok oszlopa van (legfeljebb 500).');
  const ratio = problem(413, [{ path: 'file', code: 'limit.rowXmlChars', message: '8388608' }]);
  expect(uploadFailure(ratio, t)).toMatch(/legfeljebb 8\s388\s608 karakter/);
  expect(uploadFailure(problem(400, []), t)).toBe(t('IMPORTS.FILE_UNREADABLE'));
});
