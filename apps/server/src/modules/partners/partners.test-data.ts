import { type TPartnerBody, taxNumberCheckDigit } from '@kontor/contract';

/** A valid tax number from a 7-digit base (county 13, Pest). */
export const taxNumberOf = (base7: string, vat = 2) =>
  `${base7}${taxNumberCheckDigit(base7)}-${vat}-13`;

export const partnerBody = (overrides: Partial<TPartnerBody> = {}): TPartnerBody => ({
  kind: 'COMPANY',
  name: 'Árvíztűrő Tükörfúró Kft.',
  shortName: 'Árvíztűrő',
  roles: ['CUSTOMER', 'SUPPLIER'],
  taxNumber: taxNumberOf('2987654'),
  billingAddress: { postalCode: '2000', city: 'Szentendre', street: 'Dumtsa Jenő utca 7.' },
  shippingAddresses: [
    {
      name: 'Raktár',
      postalCode: '2100',
      city: 'Gödöllő',
      street: 'Ipari park 3.',
      isDefault: true,
    },
  ],
  priceType: 'WHOLESALE',
  paymentTermsDays: 30,
  creditLimit: '1500000.50',
  ...overrides,
});
