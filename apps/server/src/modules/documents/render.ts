/**
 * The one way to make a document's PDF (documents README): the kind and the source's id in, the
 * PDF with its file name, number and language out. Printing, downloading and e-mail attachments
 * all come through here. Reads only; writes nothing (`issueDocument` records what was made).
 */
import { normalizeBankAccount, type TDocumentKind } from '@kontor/contract';
import { todayInHungary } from '../../platform/business-day.ts';
import type { Db } from '../../platform/db/database.ts';
import { loadOrder, requireOrder } from '../customer-orders/orders.service.ts';
import { loadQuote, QUOTE } from '../customer-orders/quotes.service.ts';
import { renderRouteDocuments, renderStopDeliveryNote } from '../delivery/route-documents.pdf.ts';
import { renderInvoicePdf } from '../invoices/invoice.pdf.ts';
import { loadInvoice } from '../invoices/invoices.view.ts';
import { pickListOf } from '../picking/pick-list.pdf.ts';
import { renderSupplierOrderPdf } from '../purchasing/supplier-order.pdf.ts';
import { loadSupplierOrder } from '../purchasing/supplier-orders.service.ts';
import { readSetting } from '../settings/settings.service.ts';
import * as repo from './documents.repository.ts';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from './formats.ts';
import { renderSalesPdf } from './sales.pdf.ts';

/** The kinds made so far (the contract's list); an invoice ref names any invoice, credit notes too. */
export type DocumentKind = TDocumentKind;

export interface RenderedDocument {
  pdf: Buffer;
  fileName: string;
  kind: DocumentKind;
  number: string;
  language: DocumentLanguage;
}

export interface RenderOptions {
  /** An invoice's print: 1 the original (the default, also for e-mail), 2… a numbered copy. */
  copy?: number;
  /** A route's print: the sheet and the delivery notes (the default), or one of them. */
  routePart?: 'ALL' | 'ROUTE_SHEET' | 'DELIVERY_NOTES';
}

const FILE_NAMES: Record<DocumentKind, Record<DocumentLanguage, string>> = {
  INVOICE: { hu: 'szamla', en: 'invoice', de: 'rechnung' },
  QUOTE: { hu: 'arajanlat', en: 'quotation', de: 'angebot' },
  ORDER_CONFIRMATION: {
    hu: 'visszaigazolas',
    en: 'order-confirmation',
    de: 'auftragsbestaetigung',
  },
  PICK_LIST: { hu: 'kigyujtesi-lista', en: 'pick-list', de: 'kommissionierliste' },
  SUPPLIER_ORDER: { hu: 'megrendeles', en: 'purchase-order', de: 'bestellung' },
  ROUTE_SHEET: { hu: 'turalap', en: 'route-sheet', de: 'tourenplan' },
  DELIVERY_NOTE: { hu: 'szallitolevel', en: 'delivery-note', de: 'lieferschein' },
};

/** A partner's language code (`DE`) as a document language; any other language prints Hungarian. */
function documentLanguageOf(code: string | null | undefined): DocumentLanguage {
  const language = code?.toLowerCase();
  return DOCUMENT_LANGUAGES.find((l) => l === language) ?? 'hu';
}

/**
 * The document's PDF in `language`, by default the customer's language, then Hungarian. Another
 * firm's id, or none, answers the platform's NOT_FOUND.
 */
export async function renderDocument(
  db: Db,
  firmId: number,
  ref: { kind: DocumentKind; id: number },
  language?: DocumentLanguage,
  options: RenderOptions = {},
): Promise<RenderedDocument> {
  const made = await renderOf(db, firmId, ref, language, options);
  return { ...made, kind: ref.kind, fileName: fileNameOf(ref.kind, made.number, made.language) };
}

/** `szamla-SZ-2026-00012.pdf`: the kind in the document's language and the number, ASCII only. */
export function fileNameOf(kind: DocumentKind, number: string, language: DocumentLanguage) {
  return `${FILE_NAMES[kind][language]}-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

async function renderOf(
  db: Db,
  firmId: number,
  ref: { kind: DocumentKind; id: number },
  language: DocumentLanguage | undefined,
  options: RenderOptions,
): Promise<Omit<RenderedDocument, 'fileName' | 'kind'>> {
  // The pick list is the floor's own paper: Hungarian whatever is asked.
  if (ref.kind === 'PICK_LIST')
    return {
      ...(await pickListOf(db, firmId, ref.id, await repo.findLetterhead(db, firmId))),
      language: 'hu',
    };
  // A route's papers are the driver's and the customer's in Hungary: Hungarian (delivery README).
  if (ref.kind === 'ROUTE_SHEET' || ref.kind === 'DELIVERY_NOTE') {
    const letterhead = await repo.findLetterhead(db, firmId);
    const made =
      ref.kind === 'ROUTE_SHEET'
        ? await renderRouteDocuments(db, firmId, ref.id, options.routePart ?? 'ALL', letterhead)
        : await renderStopDeliveryNote(db, firmId, ref.id, letterhead);
    return { ...made, language: 'hu' };
  }
  // A supplier order goes to the supplier: in the supplier's language (purchasing README).
  if (ref.kind === 'SUPPLIER_ORDER') {
    const order = await loadSupplierOrder(db, firmId, ref.id);
    const [letterhead, supplier] = await Promise.all([
      repo.findLetterhead(db, firmId),
      repo.findPartnerLetter(db, firmId, order.supplierId),
    ]);
    const lang = language ?? documentLanguageOf(supplier?.language);
    const pdf = await renderSupplierOrderPdf(order, {
      firm: letterhead,
      supplier: supplier ?? { language: null, taxNumber: null, address: null },
      language: lang,
    });
    return { pdf, number: order.number, language: lang };
  }
  if (ref.kind === 'INVOICE') {
    const invoice = await loadInvoice(db, firmId, ref.id);
    const [letterhead, customer] = await Promise.all([
      repo.findLetterhead(db, firmId),
      repo.findPartnerLetter(db, firmId, invoice.customerId),
    ]);
    const lang = language ?? documentLanguageOf(customer?.language);
    const pdf = await renderInvoicePdf(invoice, {
      copy: options.copy ?? 1,
      logo: letterhead.logo,
      language: lang,
    });
    return { pdf, number: invoice.number, language: lang };
  }
  const sales =
    ref.kind === 'QUOTE'
      ? {
          kind: ref.kind,
          quote: await loadQuote(db, await QUOTE.find(db, firmId, ref.id), todayInHungary()),
        }
      : { kind: ref.kind, order: await loadOrder(db, await requireOrder(db, firmId, ref.id)) };
  const doc = sales.kind === 'QUOTE' ? sales.quote : sales.order;
  const [letterhead, customer, account] = await Promise.all([
    repo.findLetterhead(db, firmId),
    repo.findPartnerLetter(db, firmId, doc.customerId),
    readSetting(db, firmId, 'invoicing.bankAccount'),
  ]);
  const lang = language ?? documentLanguageOf(customer?.language);
  const pdf = await renderSalesPdf(sales, {
    firm: { ...letterhead, bankAccount: normalizeBankAccount(account)?.accountNumber ?? null },
    customer: customer ?? { language: null, taxNumber: null, address: null },
    language: lang,
  });
  return { pdf, number: doc.number, language: lang };
}
