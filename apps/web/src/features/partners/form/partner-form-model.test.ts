import { describe, expect, it } from 'vitest';
import { emptyPartnerForm, partnerBodyOf, validatePartnerForm } from './partner-form-model';

const filled = () => ({
  ...emptyPartnerForm(),
  name: 'Kovács Anna',
  billingAddress: {
    ...emptyPartnerForm().billingAddress,
    postalCode: '6000',
    city: 'Kecskemét',
    street: 'Szegedi út 12.',
  },
});

describe('partner form model', () => {
  it('sends no company numbers for a private person, even when typed before switching', () => {
    const body = partnerBodyOf({
      ...filled(),
      kind: 'PERSON',
      taxNumber: '123',
      euVatNumber: 'HU1',
      groupTaxNumber: '456',
      registrationNumber: '01-09',
    });
    expect(body).toMatchObject({
      taxNumber: null,
      euVatNumber: null,
      groupTaxNumber: null,
      registrationNumber: null,
    });
    expect(validatePartnerForm({ ...filled(), kind: 'PERSON', taxNumber: '123' })).toEqual({});
  });

  it('calls an empty postal code required, a wrong one wrong, and refuses an unknown country', () => {
    const address = filled().billingAddress;
    const errorsOf = (patch: Partial<typeof address>) =>
      validatePartnerForm({ ...filled(), billingAddress: { ...address, ...patch } });
    expect(errorsOf({ postalCode: '' })).toEqual({
      'billingAddress.postalCode': 'VALIDATION.REQUIRED',
    });
    expect(errorsOf({ postalCode: '123' })).toEqual({
      'billingAddress.postalCode': 'PARTNERS.ERROR.POSTAL_CODE',
    });
    expect(errorsOf({ countryCode: 'MAGYARORSZÁG' })).toEqual({
      'billingAddress.countryCode': 'PARTNERS.ERROR.COUNTRY_CODE',
    });
  });
});
