/**
 * NAV Online Számla API v3, incoming invoices (interface specification v3.0, "Lekérdező
 * operációk"): queryInvoiceDigest with invoiceDirection INBOUND lists the invoices suppliers
 * reported with the firm as buyer, page by page; queryInvoiceData (INBOUND, with the supplier's
 * tax number) answers one of them as its base64 InvoiceData document. Signing and transport are
 * the shared ones of reference-data/nav.adapter.ts.
 */
import {
  blocksOf,
  type NavConfig,
  NavError,
  navRequest,
  postNav,
  textOf,
} from '../reference-data/nav.adapter.ts';
import { escapeXml } from '../reference-data/xml.ts';

export interface InboundDigest {
  invoiceNumber: string;
  /** The supplier's 8-digit taxpayer id. */
  supplierTaxpayerId: string;
  /** CREATE, MODIFY or STORNO: only CREATE is a new invoice (the others modify one). */
  operation: string;
}

export interface InboundInvoice {
  invoiceNumber: string;
  /** `12345678-2-42` when the document carries VAT code and county, else the 8 digits. */
  supplierTaxNumber: string;
  supplierName: string;
  issueDate: string;
  fulfilmentDate: string | null;
  dueDate: string | null;
  currencyCode: string;
  paymentMethod: string | null;
  net: string;
  vat: string;
  gross: string;
}

/** One page of the INBOUND digest of the issue dates from–to; `pages` is NAV's availablePage. */
export async function queryInboundDigest(
  config: NavConfig,
  window: { from: string; to: string },
  page: number,
  now = new Date(),
): Promise<{ digests: InboundDigest[]; pages: number }> {
  const body = `<page>${page}</page><invoiceDirection>INBOUND</invoiceDirection><invoiceQueryParams><mandatoryQueryParams><invoiceIssueDate><dateFrom>${escapeXml(window.from)}</dateFrom><dateTo>${escapeXml(window.to)}</dateTo></invoiceIssueDate></mandatoryQueryParams></invoiceQueryParams>`;
  const xml = await postNav(
    config,
    'queryInvoiceDigest',
    (id) => navRequest(config, 'QueryInvoiceDigestRequest', now, id, body),
    now,
  );
  const digests = blocksOf(xml, 'invoiceDigest').map((d) => ({
    invoiceNumber: textOf(d, 'invoiceNumber') ?? '',
    supplierTaxpayerId: textOf(d, 'supplierTaxNumber') ?? '',
    operation: textOf(d, 'invoiceOperation') ?? 'CREATE',
  }));
  return { digests, pages: Number(textOf(xml, 'availablePage') ?? '1') };
}

/** The InvoiceData document of one incoming invoice, read into what a supplier invoice needs. */
export async function queryInboundInvoice(
  config: NavConfig,
  digest: Pick<InboundDigest, 'invoiceNumber' | 'supplierTaxpayerId'>,
  now = new Date(),
): Promise<InboundInvoice> {
  const body = `<invoiceNumberQuery><invoiceNumber>${escapeXml(digest.invoiceNumber)}</invoiceNumber><invoiceDirection>INBOUND</invoiceDirection><supplierTaxNumber>${escapeXml(digest.supplierTaxpayerId)}</supplierTaxNumber></invoiceNumberQuery>`;
  const xml = await postNav(
    config,
    'queryInvoiceData',
    (id) => navRequest(config, 'QueryInvoiceDataRequest', now, id, body),
    now,
  );
  const data = textOf(xml, 'invoiceData');
  if (!data) throw new NavError(`queryInvoiceData answered no invoice ${digest.invoiceNumber}`);
  if (textOf(xml, 'compressedContentIndicator') === 'true')
    throw new NavError('a compressed invoice document is not read', { permanent: true });
  return parseInvoiceData(Buffer.from(data, 'base64').toString('utf8'));
}

/** The parts of an InvoiceData v3 document (invoiceData.xsd) a supplier invoice records. */
export function parseInvoiceData(xml: string): InboundInvoice {
  const supplier = blocksOf(xml, 'supplierInfo')[0] ?? '';
  const head = blocksOf(xml, 'invoiceDetail')[0] ?? '';
  const taxpayerId = textOf(supplier, 'taxpayerId') ?? '';
  const vatCode = textOf(supplier, 'vatCode');
  const county = textOf(supplier, 'countyCode');
  const amount = (name: string) => textOf(xml, name) ?? '0';
  return {
    invoiceNumber: textOf(xml, 'invoiceNumber') ?? '',
    supplierTaxNumber: vatCode && county ? `${taxpayerId}-${vatCode}-${county}` : taxpayerId,
    supplierName: textOf(supplier, 'supplierName') ?? '',
    issueDate: textOf(xml, 'invoiceIssueDate') ?? '',
    fulfilmentDate: textOf(head, 'invoiceDeliveryDate'),
    dueDate: textOf(head, 'paymentDate'),
    currencyCode: textOf(head, 'currencyCode') ?? 'HUF',
    paymentMethod: textOf(head, 'paymentMethod'),
    net: amount('invoiceNetAmount'),
    vat: amount('invoiceVatAmount'),
    gross: amount('invoiceGrossAmount'),
  };
}
