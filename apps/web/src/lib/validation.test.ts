import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../ui/test-utils';
import { combineValidity, createValidators, parseNumber } from './validation';

const i18n = createTestI18n();
const validate = createValidators((key, options) => i18n.t(key, options));

describe('required', () => {
  it.each([null, undefined, '', '   ', '\t\n'])('rejects %j with the dictionary text', (value) => {
    expect(validate.required(value)).toBe('Kötelező mező');
  });

  it.each(['a', ' a ', 0, '0'])('accepts %j', (value) => {
    expect(validate.required(value)).toBe(true);
  });
});

describe('number checks', () => {
  it('accept an empty value so optional fields stay optional', () => {
    expect(validate.nonNegative('')).toBe(true);
    expect(validate.greaterThan(null, 0)).toBe(true);
    expect(validate.atLeast(undefined, 1)).toBe(true);
  });

  it('reject text that is not a number', () => {
    expect(validate.nonNegative('abc')).toBe('Érvénytelen szám');
    expect(validate.atLeast('1,2,3', 0)).toBe('Érvénytelen szám');
  });

  it('read Hungarian and decimal-string notation alike', () => {
    expect(parseNumber('1 234,5')).toBe(1234.5);
    expect(parseNumber('1234.5')).toBe(1234.5);
    expect(parseNumber(' ')).toBeNaN();
  });

  it('non-negative accepts zero and rejects below zero', () => {
    expect(validate.nonNegative(0)).toBe(true);
    expect(validate.nonNegative('0,00')).toBe(true);
    expect(validate.nonNegative(-0.01)).toBe('Az érték nem lehet negatív');
  });

  it('greater than is strict and names the limit in hu-HU format', () => {
    expect(validate.greaterThan(10.5, 10)).toBe(true);
    expect(validate.greaterThan(10, 10)).toBe('Az értéknek nagyobbnak kell lennie, mint 10');
    expect(validate.greaterThan('1', 1234.5)).toBe(
      'Az értéknek nagyobbnak kell lennie, mint 1234,5',
    );
  });

  it('at least accepts the bound itself', () => {
    expect(validate.atLeast(5, 5)).toBe(true);
    expect(validate.atLeast(4.99, 5)).toBe('Az érték nem lehet kisebb, mint 5');
    expect(validate.atLeast(1, 1_000_000)).toBe(
      'Az érték nem lehet kisebb, mint 1\u00a0000\u00a0000',
    );
  });
});

describe('non-empty list', () => {
  it('rejects a missing or empty list and accepts one item', () => {
    expect(validate.nonEmptyList([])).toBe('Legalább egy elemet meg kell adni');
    expect(validate.nonEmptyList(null)).toBe('Legalább egy elemet meg kell adni');
    expect(validate.nonEmptyList([0])).toBe(true);
  });
});

describe('e-mail', () => {
  it.each(['anna@example.hu', 'kiss.anna+szamla@mail.example.co.uk', 'árvíztűrő@tükör.hu'])(
    'accepts %s',
    (value) => {
      expect(validate.email(value)).toBe(true);
    },
  );

  it.each([
    'anna',
    'anna@',
    '@example.hu',
    'anna@example',
    'an na@example.hu',
    'a@b@c.hu',
    'a@b..hu',
  ])('rejects %s', (value) => {
    expect(validate.email(value)).toBe('Érvénytelen e-mail-cím');
  });

  it('leaves an empty value to the required check', () => {
    expect(validate.email('')).toBe(true);
  });

  it('rejects every address that contains whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\u00a0'), fc.string(), (a, space, b) => {
        expect(validate.email(`x${a}${space}${b}@example.hu`)).not.toBe(true);
      }),
    );
  });
});

describe('combineValidity', () => {
  it('is valid when every check passes', () => {
    expect(combineValidity([])).toBe(true);
    expect(combineValidity([true, true])).toBe(true);
  });

  it('shows a single message as it is', () => {
    expect(combineValidity([true, 'Kötelező mező'])).toBe('Kötelező mező');
  });

  it('shows the first message and how many more failed', () => {
    expect(combineValidity(['első', true, 'második', 'harmadik'])).toBe('első (+2)');
  });
});

it('uses the English dictionary when the language is English', () => {
  const english = createTestI18n('en');
  const validators = createValidators((key, options) => english.t(key, options));
  expect(validators.atLeast(0, 1500)).toBe('The value must be at least 1500');
});
