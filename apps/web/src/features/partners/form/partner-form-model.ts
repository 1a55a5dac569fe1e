import {
  type PAYMENT_METHODS,
  type PRICE_TYPES,
  type TAddress,
  type TPartner,
  type TPartnerBody,
  type TPartnerRole,
  ZPartnerBody,
} from '@kontor/contract';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { createTemporaryId } from '../../../ui/select';
import { type FieldErrors, zodFieldErrors } from './field-errors';

export interface AddressValues {
  /** Stable React key; a stored address keeps its id, a new one gets a temporary (negative) one */
  key: number;
  id?: number;
  name: string;
  countryCode: string;
  postalCode: string;
  city: string;
  street: string;
  isDefault: boolean;
}

/** The partner document as the form edits it: text fields as typed. */
export interface PartnerFormValues {
  kind: 'COMPANY' | 'PERSON';
  code: string;
  name: string;
  shortName: string;
  roles: TPartnerRole[];
  taxNumber: string;
  euVatNumber: string;
  groupTaxNumber: string;
  registrationNumber: string;
  billingAddress: AddressValues;
  shippingAddresses: AddressValues[];
  priceType: (typeof PRICE_TYPES)[number] | null;
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  paymentTermsDays: number | string;
  /** As typed, Hungarian format (`1 500 000,50`) */
  creditLimit: string;
  salesRepEmployeeId: number | null;
  notes: string;
  isActive: boolean;
}

export function emptyAddress(isDefault = false): AddressValues {
  return {
    key: createTemporaryId(),
    name: '',
    countryCode: 'HU',
    postalCode: '',
    city: '',
    street: '',
    isDefault,
  };
}

export function emptyPartnerForm(): PartnerFormValues {
  return {
    kind: 'COMPANY',
    code: '',
    name: '',
    shortName: '',
    roles: ['CUSTOMER'],
    taxNumber: '',
    euVatNumber: '',
    groupTaxNumber: '',
    registrationNumber: '',
    billingAddress: emptyAddress(),
    shippingAddresses: [],
    priceType: null,
    paymentMethod: 'TRANSFER',
    paymentTermsDays: 8,
    creditLimit: '',
    salesRepEmployeeId: null,
    notes: '',
    isActive: true,
  };
}

function addressValues(address: TAddress): AddressValues {
  return {
    key: address.id,
    id: address.id,
    name: address.name ?? '',
    countryCode: address.countryCode,
    postalCode: address.postalCode,
    city: address.city,
    street: address.street,
    isDefault: address.isDefault,
  };
}

export function partnerFormOf(partner: TPartner): PartnerFormValues {
  return {
    kind: partner.kind,
    code: partner.code,
    name: partner.name,
    shortName: partner.shortName ?? '',
    roles: partner.roles,
    taxNumber: partner.taxNumber ?? '',
    euVatNumber: partner.euVatNumber ?? '',
    groupTaxNumber: partner.groupTaxNumber ?? '',
    registrationNumber: partner.registrationNumber ?? '',
    billingAddress: addressValues(partner.billingAddress),
    shippingAddresses: partner.shippingAddresses.map(addressValues),
    priceType: partner.priceType,
    paymentMethod: partner.paymentMethod,
    paymentTermsDays: partner.paymentTermsDays,
    creditLimit: formatDecimalInput(partner.creditLimit),
    salesRepEmployeeId: partner.salesRepEmployeeId,
    notes: partner.notes,
    isActive: partner.isActive,
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

function addressBody({
  id,
  name,
  countryCode,
  postalCode,
  city,
  street,
  isDefault,
}: AddressValues) {
  return {
    ...(id === undefined ? {} : { id }),
    name: blankToNull(name),
    countryCode,
    postalCode,
    city,
    street,
    isDefault,
  };
}

/** The request body of the contract; a blank code is left out, so the server assigns one. */
export function partnerBodyOf(values: PartnerFormValues): TPartnerBody {
  const days = values.paymentTermsDays;
  const isCompany = values.kind === 'COMPANY';
  return {
    ...(values.code.trim() === '' ? {} : { code: values.code }),
    kind: values.kind,
    name: values.name,
    shortName: blankToNull(values.shortName),
    roles: values.roles,
    // A private person has none of a company's numbers: the form hides them and sends none.
    taxNumber: isCompany ? blankToNull(values.taxNumber) : null,
    euVatNumber: isCompany ? blankToNull(values.euVatNumber) : null,
    groupTaxNumber: isCompany ? blankToNull(values.groupTaxNumber) : null,
    registrationNumber: isCompany ? blankToNull(values.registrationNumber) : null,
    billingAddress: addressBody(values.billingAddress),
    shippingAddresses: values.shippingAddresses.map(addressBody),
    priceType: values.priceType,
    paymentMethod: values.paymentMethod,
    paymentTermsDays: typeof days === 'number' ? days : Number.parseInt(days, 10),
    creditLimit: toDecimalString(values.creditLimit),
    salesRepEmployeeId: values.salesRepEmployeeId,
    notes: values.notes,
    isActive: values.isActive,
  };
}

/** The contract's own check of the form, as messages per field. */
export function validatePartnerForm(values: PartnerFormValues): FieldErrors {
  return zodFieldErrors(ZPartnerBody.safeParse(partnerBodyOf(values)).error);
}
