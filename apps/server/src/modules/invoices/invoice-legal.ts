/**
 * What must hold before a document takes its number (README "Nothing is issued that NAV would
 * refuse"): every line's VAT fits the buyer and the firm (vat-status.ts), the buyer's data NAV
 * requires are there, and the InvoiceData XML of the draft, with a placeholder number of the real
 * format, passes the schema check. Runs in the issuing transaction, before `nextDocumentNumber`,
 * so a refused document uses no number. Texts are normalised in the XML (text-normalise.ts);
 * what cannot be normalised is refused with the field named, to be fixed on the partner or order.
 */
import {
  classifyBuyer,
  seriesOfKind,
  storedVatFits,
  type TFieldError,
  type TInvoiceKind,
  vatGroupKey,
} from '@kontor/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { InvoiceBuyer, InvoiceSeller } from './invoice-parties.ts';
import type { InvoiceValues } from './invoices.repository.ts';
import { type DraftLine, type Totals, vatSummary } from './invoices.rules.ts';
import { buyerAddressParts, type InvoiceDataSource, invoiceDataXml } from './nav-invoice-data.ts';
import { validateInvoiceData } from './nav-schema/validate.ts';
import { navText } from './text-normalise.ts';
import { sellerVatPolicy } from './vat-policy.ts';

export type IssueDraft = InvoiceSeller &
  InvoiceBuyer &
  Pick<
    InvoiceValues,
    | 'currencyCode'
    | 'exchangeRate'
    | 'priceBasis'
    | 'paymentMethod'
    | 'issueDate'
    | 'fulfilmentDate'
  > & {
    kind: TInvoiceKind;
    lines: readonly DraftLine[];
    totals: Totals;
    scale: number;
    /** A credit note: the corrected invoice's number (its lines keep the original's VAT). */
    correcting?: string;
  };

/** NAV's PostalCodeType: 3–10 capital letters, digits, spaces or hyphens, letters/digits at the ends. */
const NAV_POSTAL_CODE = /^[A-Z0-9][A-Z0-9\s-]{1,8}[A-Z0-9]$/;

export function draftSource(d: IssueDraft): InvoiceDataSource {
  return {
    number: `${seriesOfKind(d.kind)}-${d.issueDate.slice(0, 4)}-000000`,
    issueDate: d.issueDate,
    kind: d.kind,
    seller: {
      name: d.sellerName,
      address: d.sellerAddress,
      taxNumber: d.sellerTaxNumber,
      bankAccount: d.sellerBankAccount ?? null,
    },
    buyer: {
      name: d.buyerName,
      kind: d.buyerKind,
      address: d.buyerAddress,
      countryCode: d.buyerCountryCode ?? 'HU',
      taxNumber: d.buyerTaxNumber ?? null,
      euVatNumber: d.buyerEuVatNumber ?? null,
      postalCode: d.buyerPostalCode ?? null,
      city: d.buyerCity ?? null,
      street: d.buyerStreet ?? null,
    },
    fulfilmentDate: d.fulfilmentDate,
    currencyCode: d.currencyCode,
    exchangeRate: d.exchangeRate ?? null,
    paymentMethod: d.paymentMethod,
    // The due date is not known here; the issue date has the same type.
    dueDate: d.issueDate,
    priceBasis: d.priceBasis,
    appearance: 'PAPER',
    vatSummary: vatSummary(
      d.lines.map((l) => ({ ...l, vatCode: vatGroupKey(l.vatCode) })),
      d.scale,
      d.exchangeRate ?? null,
    ),
    lines: [...d.lines],
    net: d.totals.net,
    vat: d.totals.vat,
    vatHuf: d.totals.vatHuf,
    gross: d.totals.gross,
  };
}

/** The buyer data NAV requires of a taxable buyer, each missing or malformed part named. */
function buyerErrors(source: InvoiceDataSource): TFieldError[] {
  const status = classifyBuyer(source.buyer);
  if (status === 'PRIVATE_PERSON') return [];
  const errors: TFieldError[] = [];
  const a = buyerAddressParts(source.buyer);
  const bad = (path: string, message: string) =>
    errors.push({ path: `buyer.${path}`, message, code: 'invalid' });
  if (!NAV_POSTAL_CODE.test(navText(a.postalCode, 20).toUpperCase()))
    bad('postalCode', `Postal code "${a.postalCode}": NAV needs 3–10 letters or digits`);
  if (!navText(a.city, 255)) bad('city', 'The buyer’s billing address has no city');
  if (!navText(a.street, 255)) bad('street', 'The buyer’s billing address has no street');
  if (!navText(source.buyer.name, 512)) bad('name', 'The buyer has no name');
  if (status === 'DOMESTIC' && !source.buyer.taxNumber)
    bad('taxNumber', 'A Hungarian company needs its tax number on the invoice');
  return errors;
}

/** Refuses the draft (400 naming the fields) unless it may take a number. */
export async function checkIssuable(tx: Db, firmId: number, draft: IssueDraft): Promise<void> {
  const source = draftSource(draft);
  const errors: TFieldError[] = [];
  if (draft.correcting === undefined) {
    const policy = await sellerVatPolicy(tx, firmId);
    const status = classifyBuyer(source.buyer);
    draft.lines.forEach((l, i) => {
      const problem = storedVatFits(l.vatCode, status, policy);
      if (problem)
        errors.push({
          path: `lines.${i}.vatCode`,
          message: `Line ${i + 1} (${navText(l.description, 80)}): ${problem}`,
          code: 'invalid',
        });
    });
  }
  if (draft.kind !== 'PROFORMA') errors.push(...buyerErrors(source));
  if (errors.length)
    throw new AppError('VALIDATION_FAILED', 'The invoice cannot be issued as it stands', {
      errors,
    });
  if (draft.kind === 'PROFORMA') return;
  const correction = draft.correcting
    ? {
        originalNumber: draft.correcting,
        modificationIndex: 1,
        linesBefore: 0,
        operation: 'MODIFY' as const,
        modifyWithoutMaster: false,
      }
    : null;
  const check = await validateInvoiceData(invoiceDataXml(source, correction));
  if (!check.valid)
    throw new AppError('VALIDATION_FAILED', 'NAV would refuse the invoice data', {
      errors: check.errors.map((message) => ({ path: 'invoice', message, code: 'invalid' })),
    });
}
