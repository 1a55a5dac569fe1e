import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxNumberCheckDigit } from '../tax-number.ts';
import { contactLabel, ZAddressBody, ZPartnerBody } from './partner.ts';
import {
  giroCheckDigit,
  isValidEmail,
  isValidEuVatNumber,
  isValidHungarianBankAccount,
  isValidIban,
  isValidPostalCode,
  normalizeBankAccount,
  normalizeEuVatNumber,
  POSTAL_CODE_EXAMPLES,
  POSTAL_CODE_PATTERNS,
} from './validation.ts';

const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
const withGiro = (block: string) => `${block}${giroCheckDigit(block)}`;
/** Changes the digit at `pos` by `delta` (1–9), so it always differs. */
const changeDigit = (text: string, pos: number, delta: number) =>
  text.slice(0, pos) + String((Number(text[pos]) + delta) % 10) + text.slice(pos + 1);

/** A Hungarian IBAN for a 24-digit account number: check digits 98 − (BBAN + HU00) mod 97. */
function hungarianIban(bban: string): string {
  // H = 17, U = 30, then the check digits 00.
  const numeric = `${bban}173000`;
  const remainder = [...numeric].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
  return `HU${String(98 - remainder).padStart(2, '0')}${bban}`;
}

describe('EU VAT number', () => {
  it('accepts the formats of the member states, Hungarian ones with their check digit', () => {
    for (const valid of [
      'HU10625790',
      'hu 1062 5790',
      'DE123456789',
      'ATU12345678',
      'FR0X123456789',
      'NL123456789B01',
      'EL123456789',
      'SK1234567890',
      'RO1234567',
      'IE1234567WA',
    ])
      expect(isValidEuVatNumber(valid), valid).toBe(true);
    for (const invalid of [
      'HU10625791',
      'HU1062579',
      'DE12345678',
      'AT12345678',
      'ATU1234567',
      'GR123456789',
      'XX123456',
      'NL123456789A01',
      '',
    ])
      expect(isValidEuVatNumber(invalid), invalid).toBe(false);
    expect(normalizeEuVatNumber(' atu-1234.5678 ')).toBe('ATU12345678');
  });

  it('accepts HU + every valid taxpayer id, and no single-digit change of it', () => {
    fc.assert(
      fc.property(digits(7), fc.nat(7), fc.integer({ min: 1, max: 9 }), (base, pos, delta) => {
        const id = `${base}${taxNumberCheckDigit(base)}`;
        expect(isValidEuVatNumber(`HU${id}`)).toBe(true);
        expect(isValidEuVatNumber(`HU${changeDigit(id, pos, delta)}`)).toBe(false);
      }),
    );
  });
});

describe('Hungarian bank account number', () => {
  it('checks both parts of real account numbers, 2×8 and 3×8 digits', () => {
    expect(isValidHungarianBankAccount('11773016-11111018')).toBe(true);
    expect(isValidHungarianBankAccount('11773016-11111018-00000000')).toBe(true);
    expect(isValidHungarianBankAccount('117730161111101800000000')).toBe(true);
    expect(isValidHungarianBankAccount('11773017-11111018')).toBe(false);
    expect(isValidHungarianBankAccount('11773016-11111019')).toBe(false);
    expect(isValidHungarianBankAccount('11773016-1111101')).toBe(false);
    expect(normalizeBankAccount('1177 3016 1111 1018')).toEqual({
      accountNumber: '11773016-11111018',
      format: 'HU',
    });
  });

  it('accepts every number built with the 9-7-3-1 check digits and detects any single-digit error', () => {
    fc.assert(
      fc.property(
        digits(7),
        fc.oneof(digits(7), digits(15)),
        fc.nat(23),
        fc.integer({ min: 1, max: 9 }),
        (bank, account, pos, delta) => {
          const number = `${withGiro(bank)}${withGiro(account)}`;
          expect(isValidHungarianBankAccount(number)).toBe(true);
          expect(isValidHungarianBankAccount(changeDigit(number, pos % number.length, delta))).toBe(
            false,
          );
        },
      ),
    );
  });
});

describe('IBAN', () => {
  it('checks mod 97, and the Hungarian account inside a HU IBAN', () => {
    expect(isValidIban('HU42 1177 3016 1111 1018 0000 0000')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('HU42117730161111101800000001')).toBe(false);
    expect(normalizeBankAccount('de89 3704 0044 0532 0130 00')).toEqual({
      accountNumber: 'DE89370400440532013000',
      format: 'IBAN',
    });
    expect(normalizeBankAccount('12345')).toBeNull();
  });

  it('accepts every HU IBAN of a valid account and detects any single-digit error', () => {
    fc.assert(
      fc.property(
        digits(7),
        digits(15),
        fc.nat(25),
        fc.integer({ min: 1, max: 9 }),
        (b, a, pos, delta) => {
          const iban = hungarianIban(`${withGiro(b)}${withGiro(a)}`);
          expect(isValidIban(iban)).toBe(true);
          expect(isValidIban(`${iban.slice(0, 2)}${changeDigit(iban.slice(2), pos, delta)}`)).toBe(
            false,
          );
        },
      ),
    );
  });
});

describe('e-mail address (spec 001 §5)', () => {
  it('wants local@domain without spaces', () => {
    for (const valid of ['anna@kontor.hu', 'kovacs.peter+ajanlat@pelda-ceg.co.hu'])
      expect(isValidEmail(valid), valid).toBe(true);
    for (const invalid of [
      'anna',
      'anna@',
      '@kontor.hu',
      'anna@kontor',
      'an na@kontor.hu',
      'a@b@c.hu',
    ])
      expect(isValidEmail(invalid), invalid).toBe(false);
  });

  it('refuses any address with whitespace in it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(' ', '\t', '\n'),
        fc.string(),
        (before, space, after) => {
          expect(isValidEmail(`${before}${space}${after}@kontor.hu`)).toBe(false);
        },
      ),
    );
  });
});

describe('postal code', () => {
  it('is 4 digits in Hungary, and follows the neighbours formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (code) => {
        expect(isValidPostalCode('HU', String(code))).toBe(true);
        expect(isValidPostalCode('HU', `${code}0`)).toBe(false);
      }),
    );
    expect(isValidPostalCode('HU', '0999')).toBe(false);
    expect(isValidPostalCode('HU', '11a8')).toBe(false);
    expect(isValidPostalCode('DE', '80331')).toBe(true);
    expect(isValidPostalCode('AT', '1010')).toBe(true);
    expect(isValidPostalCode('SK', '811 01')).toBe(true);
    expect(isValidPostalCode('PL', '00-950')).toBe(true);
    expect(isValidPostalCode('FR', '75008')).toBe(true);
  });

  it('knows the formats of the EU and the usual trading partners, and never less than NAV accepts', () => {
    // biome-ignore format: pairs read better on few lines
    const good: [string, string][] = [
      ['IT', '00184'], ['NL', '1012 JS'], ['BE', '1000'], ['GB', 'SW1A 1AA'], ['US', '10001-0001'],
      ['CH', '8001'], ['RO', '400001'], ['HR', '10000'], ['SI', '1000'], ['RS', '11000'],
      ['UA', '01001'], ['CZ', '110 00'], ['PT', '1100-148'], ['IE', 'D02 X285'], ['GR', '105 57'],
    ];
    for (const [country, code] of good)
      expect(isValidPostalCode(country, code), country).toBe(true);
    const bad: [string, string][] = [
      ['IT', '0018'],
      ['NL', '1012'],
      ['GB', '12345'],
      ['US', '1000'],
      ['CH', '80011'],
      ['JP', '1'],
    ];
    for (const [country, code] of bad)
      expect(isValidPostalCode(country, code), country).toBe(false);
  });

  it('every example the partner form shows is valid for its country', () => {
    expect(Object.keys(POSTAL_CODE_EXAMPLES).sort()).toEqual(
      Object.keys(POSTAL_CODE_PATTERNS).sort(),
    );
    for (const [country, code] of Object.entries(POSTAL_CODE_EXAMPLES))
      expect(isValidPostalCode(country, code), country).toBe(true);
  });

  it('reports a wrong Hungarian postal code on the field', () => {
    const result = ZAddressBody.safeParse({
      postalCode: '123',
      city: 'Eger',
      street: 'Fő utca 1.',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['postalCode']);
  });
});

describe('partner body', () => {
  const body = {
    kind: 'COMPANY',
    name: 'Mátra Faipari Kft.',
    roles: ['CUSTOMER'],
    billingAddress: { postalCode: '3300', city: 'Eger', street: 'Fő utca 1.' },
  };

  it('formats the tax number and the EU VAT number, and fills the defaults', () => {
    const parsed = ZPartnerBody.parse({
      ...body,
      taxNumber: '10625790444',
      euVatNumber: 'hu10625790',
    });
    expect(parsed).toMatchObject({
      taxNumber: '10625790-4-44',
      euVatNumber: 'HU10625790',
      paymentMethod: 'TRANSFER',
      paymentTermsDays: 8,
      shippingAddresses: [],
      billingAddress: { countryCode: 'HU' },
    });
  });

  it('lists every wrong field with its path', () => {
    const result = ZPartnerBody.safeParse({
      ...body,
      roles: ['CUSTOMER', 'CUSTOMER'],
      taxNumber: '10625791-4-44',
      euVatNumber: 'DE123',
      creditLimit: '-5',
      registrationNumber: '01-09',
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'creditLimit',
      'euVatNumber',
      'registrationNumber',
      'roles',
      'taxNumber',
    ]);
  });

  it('wants the HU EU VAT number to be the taxpayer id of the tax number', () => {
    const result = ZPartnerBody.safeParse({
      ...body,
      taxNumber: '10625790-4-44',
      euVatNumber: 'HU10773381',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['euVatNumber']);
  });
});

describe('contact label (spec 001 §3)', () => {
  it("reads 'name - (email, phone)', leaving out what is missing", () => {
    expect(
      contactLabel({ name: 'Kiss Éva', email: 'eva@pelda.hu', phone: '+36 30 123 4567' }),
    ).toBe('Kiss Éva - (eva@pelda.hu, +36 30 123 4567)');
    expect(contactLabel({ name: 'Kiss Éva', email: null, phone: '+36 30 123 4567' })).toBe(
      'Kiss Éva - (+36 30 123 4567)',
    );
    expect(contactLabel({ name: 'Kiss Éva', email: null, phone: null })).toBe('Kiss Éva');
  });
});
