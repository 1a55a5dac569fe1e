import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatGroupKey } from './rules.ts';
import {
  type BuyerVatFacts,
  classifyBuyer,
  EU_MEMBER_STATES,
  lineVatFor,
  navCustomerVatStatus,
  type SellerVatPolicy,
  storedVatFits,
} from './vat-status.ts';

const registered: SellerVatPolicy = { sellerExempt: false, euBuyerWithoutVatNumber: 'REFUSE' };
const charging: SellerVatPolicy = { ...registered, euBuyerWithoutVatNumber: 'CHARGE_VAT' };
const buyer = (b: Partial<BuyerVatFacts>): BuyerVatFacts => ({
  kind: 'COMPANY',
  countryCode: 'HU',
  taxNumber: null,
  euVatNumber: null,
  ...b,
});
const austrian = buyer({ countryCode: 'AT', euVatNumber: 'ATU12345678' });
const productCodes = fc.constantFrom(
  '27',
  '18',
  '5',
  '0',
  'AAM',
  'TAM',
  'EU',
  'EUK',
  'MAA',
  'KBAET',
);
const anyBuyer = fc.record({
  kind: fc.constantFrom('COMPANY' as const, 'PERSON' as const),
  countryCode: fc.constantFrom('HU', 'AT', 'DE', 'GR', 'SK', 'US', 'CH', 'RS', 'UA', 'GB'),
  taxNumber: fc.option(fc.constant('12345676-2-41'), { nil: null }),
  euVatNumber: fc.option(fc.constantFrom('ATU12345678', 'DE123456789', 'EL123456789', 'XX1'), {
    nil: null,
  }),
});

describe('buyer VAT status', () => {
  it('a sole trader (a person with a Hungarian tax number) is DOMESTIC, a person without one private', () => {
    const soleTrader = buyer({ kind: 'PERSON', taxNumber: '12345676-2-41' });
    expect(classifyBuyer(soleTrader)).toBe('DOMESTIC');
    expect(navCustomerVatStatus('DOMESTIC', 'PERSON')).toBe('DOMESTIC');
    expect(classifyBuyer(buyer({ kind: 'PERSON' }))).toBe('PRIVATE_PERSON');
  });

  it('an EU buyer is taxable only with a valid VAT number of its own member state', () => {
    expect(classifyBuyer(austrian)).toBe('EU_TAXABLE');
    expect(classifyBuyer(buyer({ countryCode: 'GR', euVatNumber: 'EL123456789' }))).toBe(
      'EU_TAXABLE',
    );
    expect(classifyBuyer({ ...austrian, euVatNumber: 'DE123456789' })).toBe('EU_NO_VAT_NUMBER');
    expect(classifyBuyer({ ...austrian, euVatNumber: 'ATU1234' })).toBe('EU_NO_VAT_NUMBER');
    expect(classifyBuyer({ ...austrian, kind: 'PERSON', euVatNumber: null })).toBe(
      'PRIVATE_PERSON',
    );
    expect(classifyBuyer(buyer({ countryCode: 'CH' }))).toBe('THIRD_COUNTRY');
  });

  it('KBAET only to an EU taxable buyer: a Hungarian company pays 27 %, an EU company without a number is refused or charged as set', () => {
    for (const code of ['EU', 'KBAET'])
      expect(lineVatFor(code, 'EU_TAXABLE', registered)).toEqual({
        ok: true,
        vatCode: 'KBAET',
        vatRate: '0',
      });
    expect(lineVatFor('EU', 'DOMESTIC', registered)).toEqual({
      ok: true,
      vatCode: '27',
      vatRate: '27',
    });
    const refused = lineVatFor('EU', 'EU_NO_VAT_NUMBER', registered);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/EU VAT number/);
    expect(lineVatFor('EU', 'EU_NO_VAT_NUMBER', charging)).toMatchObject({ vatCode: '27' });
  });

  it('EAM only outside the EU, EUFAD37 only to an EU taxable buyer, AAM never on a product', () => {
    expect(lineVatFor('MAA', 'THIRD_COUNTRY', registered)).toMatchObject({ vatCode: 'MAA' });
    expect(lineVatFor('MAA', 'EU_TAXABLE', registered)).toMatchObject({ vatCode: '27' });
    expect(lineVatFor('EUK', 'EU_TAXABLE', registered)).toMatchObject({ vatCode: 'EUK' });
    expect(lineVatFor('EUK', 'PRIVATE_PERSON', registered)).toMatchObject({ vatCode: '27' });
    expect(lineVatFor('AAM', 'DOMESTIC', registered).ok).toBe(false);
    expect(lineVatFor('0', 'DOMESTIC', registered).ok).toBe(false);
  });

  it('whatever the buyer and product, a given VAT is one the buyer may get and the check at issue accepts it', () => {
    fc.assert(
      fc.property(productCodes, anyBuyer, fc.boolean(), fc.boolean(), (code, b, exempt, charge) => {
        const policy: SellerVatPolicy = {
          sellerExempt: exempt,
          euBuyerWithoutVatNumber: charge ? 'CHARGE_VAT' : 'REFUSE',
        };
        const status = classifyBuyer(b);
        const vat = lineVatFor(code, status, policy);
        if (!vat.ok) return;
        expect(storedVatFits(vat.vatCode, status, policy)).toBeNull();
        if (exempt) expect(vat.vatCode).toBe('AAM');
        else expect(vat.vatCode).not.toBe('AAM');
        if (vatGroupKey(vat.vatCode) === 'KBAET') expect(status).toBe('EU_TAXABLE');
        if (vat.vatCode === 'MAA') expect(EU_MEMBER_STATES).not.toContain(b.countryCode);
        if (vat.vatCode === 'EUK') expect(status).toBe('EU_TAXABLE');
      }),
    );
  });

  it('the check at issue refuses a stored VAT that no longer fits the buyer or the firm', () => {
    expect(storedVatFits('KBAET', 'DOMESTIC', registered)).toMatch(/KBAET/);
    expect(storedVatFits('EU', 'EU_TAXABLE', registered)).toBeNull();
    expect(storedVatFits('AAM', 'DOMESTIC', registered)).toMatch(/VAT-registered/);
    expect(storedVatFits('27', 'DOMESTIC', { ...registered, sellerExempt: true })).toMatch(/AAM/);
  });

  it('EU and KBAET lines make one KBAET summary group', () => {
    expect(vatGroupKey('EU')).toBe('KBAET');
    expect(vatGroupKey('KBAET')).toBe('KBAET');
    expect(vatGroupKey('MAA')).toBe('EAM');
    expect(vatGroupKey('27')).toBe('27');
  });
});
