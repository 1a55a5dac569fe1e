/**
 * The buyer as an invoice freezes it, from the partner's current data (README "Content"): name,
 * kind, the billing address in parts and as printed text, tax number (a company's or a sole
 * trader's: a PERSON with a Hungarian tax number is a DOMESTIC taxable buyer, Áfa tv. 169. § d))
 * and EU VAT number. The one mapping partner → invoice buyer, for issuing and for corrections.
 */

import { normalizeBankAccount } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { readSetting } from '../settings/settings.service.ts';
import type { InvoiceValues } from './invoices.repository.ts';

export type InvoiceBuyer = Pick<
  InvoiceValues,
  | 'buyerName'
  | 'buyerKind'
  | 'buyerAddress'
  | 'buyerCountryCode'
  | 'buyerTaxNumber'
  | 'buyerEuVatNumber'
  | 'buyerPostalCode'
  | 'buyerCity'
  | 'buyerStreet'
>;

export type InvoiceSeller = Pick<
  InvoiceValues,
  'sellerName' | 'sellerAddress' | 'sellerTaxNumber' | 'sellerBankAccount'
>;

/** The seller as an invoice freezes it: the firm and its bank account (`invoicing.bankAccount`). */
export async function invoiceSeller(db: Db, firmId: number): Promise<InvoiceSeller> {
  const [[firm], account] = await Promise.all([
    queryRows<{ name: string; address: string; tax_number: string }>(
      db,
      sql`select name, address, tax_number from firms where id = ${firmId}`,
    ),
    readSetting(db, firmId, 'invoicing.bankAccount'),
  ]);
  return {
    sellerName: firm!.name,
    sellerAddress: firm!.address,
    sellerTaxNumber: firm!.tax_number,
    sellerBankAccount: normalizeBankAccount(account)?.accountNumber ?? null,
  };
}

/** `1138 Budapest, Váci út 141.`, abroad followed by the country code (the orders' format). */
export function printedAddress(a: {
  postalCode: string;
  city: string;
  street: string;
  countryCode: string;
}): string {
  const text = `${a.postalCode} ${a.city}, ${a.street}`;
  return a.countryCode === 'HU' ? text : `${text}, ${a.countryCode}`;
}

interface PartnerRow {
  name: string;
  kind: 'COMPANY' | 'PERSON';
  tax_number: string | null;
  eu_vat_number: string | null;
  country_code: string | null;
  postal_code: string | null;
  city: string | null;
  street: string | null;
}

export async function invoiceBuyer(
  db: Db,
  firmId: number,
  partnerId: number,
): Promise<InvoiceBuyer> {
  const [p] = await queryRows<PartnerRow>(
    db,
    sql`select p.name, p.kind, p.tax_number, p.eu_vat_number,
               a.country_code, a.postal_code, a.city, a.street
        from partners p
        left join lateral (select * from partner_addresses a
                           where a.partner_id = p.id and a.kind = 'BILLING'
                           order by a.is_default desc, a.id limit 1) a on true
        where p.firm_id = ${firmId} and p.id = ${partnerId}`,
  );
  if (!p) throw new Error(`Partner ${partnerId} of firm ${firmId} not found`);
  const countryCode = p.country_code ?? 'HU';
  const parts = {
    postalCode: p.postal_code ?? '',
    city: p.city ?? '',
    street: p.street ?? '',
    countryCode,
  };
  return {
    buyerName: p.name,
    buyerKind: p.kind,
    buyerAddress: p.postal_code === null ? '' : printedAddress(parts),
    buyerCountryCode: countryCode,
    // A Hungarian tax number is reported for companies and sole traders alike.
    buyerTaxNumber: countryCode === 'HU' ? p.tax_number : null,
    buyerEuVatNumber: p.eu_vat_number,
    buyerPostalCode: p.postal_code,
    buyerCity: p.city,
    buyerStreet: p.street,
  };
}
