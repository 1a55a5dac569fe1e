import { createCipheriv } from 'node:crypto';
import { expect } from 'vitest';
import {
  type FakeAnswer,
  type RecordedRequest,
  startFakeHttpServer,
} from '../../test/fake-http-server.ts';
import {
  type NavConfig,
  sha512Upper,
  sha3512Upper,
  signatureTimestamp,
  textOf,
} from '../reference-data/nav.adapter.ts';

export const NAV_TOKEN = 'a1b2c3d4-e5f6-47a8-9b0c-1d2e3f4a5b6c';

const API =
  'xmlns="http://schemas.nav.gov.hu/OSA/3.0/api" xmlns:common="http://schemas.nav.gov.hu/NTCA/1.0/common"';
const HEADER =
  '<common:header><common:requestId>RID</common:requestId><common:timestamp>2026-11-23T10:00:00.000Z</common:timestamp><common:requestVersion>3.0</common:requestVersion><common:headerVersion>1.0</common:headerVersion></common:header>';
const ok = (root: string, body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<${root} ${API}>${HEADER}<common:result><common:funcCode>OK</common:funcCode></common:result><software><softwareId>NAV</softwareId></software>${body}</${root}>`;

/** NAV's GeneralErrorResponse (authentication, signature, a malformed request). */
const generalError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<GeneralErrorResponse ${API}>${HEADER}<common:result><common:funcCode>ERROR</common:funcCode><common:errorCode>${code}</common:errorCode><common:message>${message}</common:message></common:result></GeneralErrorResponse>`,
});

/**
 * What NAV decides about an invoice: DONE, WARN (done with a warning), ABORTED (refused with NAV's
 * validation codes), PROCESSING (not yet). About an annulment: PENDING (waits for the taxpayer's
 * approval on the NAV portal), APPROVED, REJECTED, ABORTED.
 */
export type Outcome = 'DONE' | 'WARN' | 'ABORTED' | 'PROCESSING';
export type AnnulmentOutcome = 'PENDING' | 'APPROVED' | 'REJECTED' | 'ABORTED';

export const REFUSAL = {
  code: 'INVALID_CUSTOMER_POSTAL_CODE',
  message: 'A vevő irányítószáma nem felel meg az országkódnak',
};

const validation = (group: string, severity: string, code: string, message: string) =>
  `<${group}><validationResultCode>${severity}</validationResultCode><validationErrorCode>${code}</validationErrorCode><message>${message}</message></${group}>`;

function statusAnswer(status: string, messages: string, annulment = ''): FakeAnswer {
  return {
    body: ok(
      'QueryTransactionStatusResponse',
      `<processingResults><processingResult><index>1</index><invoiceStatus>${status}</invoiceStatus>${messages}<compressedContentIndicator>false</compressedContentIndicator>${annulment}</processingResult></processingResults>`,
    ),
  };
}

const operationOf = (xml: string, item: string) =>
  new RegExp(`<${item}>\\s*<index>1</index>\\s*<${item}>(\\w+)<`).exec(xml)?.[1] ?? '';

/** The signature NAV expects: the hash of each operation follows on manageInvoice / manageAnnulment. */
function signatureOk(
  xml: string,
  url: string,
  credentials: Pick<FakeCredentials, 'password' | 'signingKey'>,
): boolean {
  const requestId = textOf(xml, 'requestId') ?? '';
  const ts = signatureTimestamp(textOf(xml, 'timestamp') ?? '');
  let suffix = '';
  if (url.endsWith('/manageInvoice'))
    suffix = sha3512Upper(`${operationOf(xml, 'invoiceOperation')}${textOf(xml, 'invoiceData')}`);
  if (url.endsWith('/manageAnnulment'))
    suffix = sha3512Upper(
      `${operationOf(xml, 'annulmentOperation')}${textOf(xml, 'invoiceAnnulment')}`,
    );
  return (
    textOf(xml, 'passwordHash') === sha512Upper(credentials.password) &&
    textOf(xml, 'requestSignature') ===
      sha3512Upper(`${requestId}${ts}${credentials.signingKey}${suffix}`)
  );
}

/** What NAV checks on every call: the password hash and the request signature. */
export function expectSigned(request: RecordedRequest, config: NavConfig) {
  if (/manage(Invoice|Annulment)$/.test(request.url))
    expect(textOf(request.body, 'exchangeToken')).toBe(NAV_TOKEN);
  expect(signatureOk(request.body, request.url, config)).toBe(true);
}

const ANNUL_CODES = new Set([
  'ERRATIC_DATA',
  'ERRATIC_INVOICE_NUMBER',
  'ERRATIC_INVOICE_ISSUE_DATE',
  'ERRATIC_ELECTRONIC_HASH_VALUE',
]);

/** An InvoiceAnnulment as NAV's annulment schema (v3.0) requires it, or what is wrong with it. */
function annulmentProblem(xml: string): string | null {
  if (!xml.includes('<InvoiceAnnulment xmlns="http://schemas.nav.gov.hu/OSA/3.0/annul">'))
    return 'not an InvoiceAnnulment of namespace OSA/3.0/annul';
  const order = ['annulmentReference', 'annulmentTimestamp', 'annulmentCode', 'annulmentReason'];
  const at = order.map((name) => xml.indexOf(`<${name}>`));
  if (at.some((i, n) => i < 0 || (n > 0 && i < at[n - 1]!)))
    return 'elements missing or out of order';
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(textOf(xml, 'annulmentTimestamp')!)
  )
    return 'annulmentTimestamp is not a UTC timestamp';
  if (!ANNUL_CODES.has(textOf(xml, 'annulmentCode') ?? '')) return 'unknown annulmentCode';
  if (!textOf(xml, 'annulmentReason')) return 'annulmentReason is empty';
  return null;
}

/** An incoming invoice NAV holds: its digest fields and its InvoiceData document. */
export interface InboundFake {
  supplierTaxpayerId: string;
  supplierName: string;
  invoiceNumber: string;
  issueDate: string;
  operation: 'CREATE' | 'MODIFY' | 'STORNO';
  invoiceDataXml: string;
}

/** queryInvoiceDigest INBOUND: the invoices of the issue-date window, a page at a time. */
function inboundDigest(
  body: string,
  state: { inbound: InboundFake[]; digestPageSize: number },
): FakeAnswer {
  if (textOf(body, 'invoiceDirection') !== 'INBOUND')
    return generalError(400, 'INVALID_REQUEST', 'Csak bejövő irány');
  const [from, to] = [textOf(body, 'dateFrom') ?? '', textOf(body, 'dateTo') ?? ''];
  const all = state.inbound.filter((i) => i.issueDate >= from && i.issueDate <= to);
  const page = Number(textOf(body, 'page') ?? '1');
  const pages = Math.max(1, Math.ceil(all.length / state.digestPageSize));
  const digests = all
    .slice((page - 1) * state.digestPageSize, page * state.digestPageSize)
    .map(
      (i) =>
        `<invoiceDigest><invoiceNumber>${i.invoiceNumber}</invoiceNumber><invoiceOperation>${i.operation}</invoiceOperation><invoiceCategory>NORMAL</invoiceCategory><invoiceIssueDate>${i.issueDate}</invoiceIssueDate><supplierTaxNumber>${i.supplierTaxpayerId}</supplierTaxNumber><supplierName>${i.supplierName}</supplierName><insDate>2026-11-23T10:00:00.000Z</insDate><completenessIndicator>false</completenessIndicator></invoiceDigest>`,
    )
    .join('');
  return {
    body: ok(
      'QueryInvoiceDigestResponse',
      `<invoiceDigestResult><currentPage>${page}</currentPage><availablePage>${pages}</availablePage>${digests}</invoiceDigestResult>`,
    ),
  };
}

/** queryInvoiceData INBOUND: the base64 InvoiceData of one supplier's invoice, or nothing. */
function inboundData(body: string, inbound: InboundFake[]): FakeAnswer {
  const found = inbound.find(
    (i) =>
      i.invoiceNumber === textOf(body, 'invoiceNumber') &&
      i.supplierTaxpayerId === textOf(body, 'supplierTaxNumber'),
  );
  const result = found
    ? `<invoiceDataResult><invoiceData>${Buffer.from(found.invoiceDataXml).toString('base64')}</invoiceData><auditData><insdate>2026-11-23T10:00:00.000Z</insdate><insCusUser>szallito01</insCusUser><source>OSZ</source><transactionId>4QPKJFIFQ2UBBB1</transactionId><index>1</index><originalRequestVersion>3.0</originalRequestVersion></auditData><compressedContentIndicator>false</compressedContentIndicator></invoiceDataResult>`
    : '';
  return { body: ok('QueryInvoiceDataResponse', result) };
}

interface Transaction {
  kind: 'invoice' | 'annulment';
  number: string;
  operation: string;
}

export interface FakeCredentials {
  password: string;
  signingKey: string;
  exchangeKey: string;
}

/**
 * A NAV stand-in on loopback: token exchange, manageInvoice, manageAnnulment and
 * queryTransactionStatus. It checks the password hash and the signatures (a wrong one gets NAV's
 * INVALID_REQUEST_SIGNATURE), holds the invoice numbers it accepted (a second CREATE of one is
 * refused INVOICE_NUMBER_NOT_UNIQUE until it is annulled; queryInvoiceData finds them) and annuls
 * only what it holds.
 */
export async function startFakeNav(credentials: FakeCredentials) {
  const state = {
    outcome: 'DONE' as Outcome,
    annulment: 'APPROVED' as AnnulmentOutcome,
    down: 0,
    failStatus: 0,
    /** The next n calls are refused as a technical user NAV does not know. */
    authError: 0,
    /** NAV takes the next n manageInvoice calls but the answer is lost (HTTP 500). */
    loseAnswer: 0,
    transactions: 0,
    /** The numbers NAV holds an accepted report of, with its transaction id. */
    held: new Map<string, string>(),
    byId: new Map<string, Transaction>(),
    /** Invoices suppliers reported with the firm as buyer (queryInvoiceDigest INBOUND). */
    inbound: [] as InboundFake[],
    /** How many invoices one digest page lists (NAV: 100). */
    digestPageSize: 100,
  };
  const fake = await startFakeHttpServer((request): FakeAnswer => {
    if (state.down > 0) {
      state.down--;
      return { status: 503, body: '<html>Service Unavailable</html>' };
    }
    if (state.authError > 0) {
      state.authError--;
      return generalError(401, 'INVALID_SECURITY_USER', 'Helytelen authentikációs adatok');
    }
    if (!signatureOk(request.body, request.url, credentials))
      return generalError(400, 'INVALID_REQUEST_SIGNATURE', 'Helytelen kérés aláírás');
    if (request.url.endsWith('/tokenExchange')) {
      const cipher = createCipheriv('aes-128-ecb', Buffer.from(credentials.exchangeKey), null);
      const encoded = Buffer.concat([cipher.update(NAV_TOKEN, 'utf8'), cipher.final()]);
      return {
        body: ok(
          'TokenExchangeResponse',
          `<encodedExchangeToken>${encoded.toString('base64')}</encodedExchangeToken>`,
        ),
      };
    }
    const manage = /manage(Invoice|Annulment)$/.exec(request.url)?.[1];
    if (manage) {
      if (textOf(request.body, 'exchangeToken') !== NAV_TOKEN)
        return generalError(400, 'INVALID_EXCHANGE_TOKEN', 'Érvénytelen token');
      const xml = Buffer.from(
        textOf(request.body, manage === 'Invoice' ? 'invoiceData' : 'invoiceAnnulment')!,
        'base64',
      ).toString('utf8');
      if (manage === 'Annulment') {
        const problem = annulmentProblem(xml);
        if (problem) return generalError(400, 'SCHEMA_VIOLATION', problem);
      }
      state.transactions++;
      const id = `4QPKJFIFQ2UAAB${state.transactions}`;
      const transaction: Transaction = {
        kind: manage === 'Invoice' ? 'invoice' : 'annulment',
        number: textOf(xml, manage === 'Invoice' ? 'invoiceNumber' : 'annulmentReference')!,
        operation: operationOf(
          request.body,
          manage === 'Invoice' ? 'invoiceOperation' : 'annulmentOperation',
        ),
      };
      state.byId.set(id, transaction);
      // NAV decides at once when the outcome is known: the number is then taken.
      if (transaction.kind === 'invoice' && ['DONE', 'WARN'].includes(state.outcome))
        hold(transaction, id);
      if (manage === 'Invoice' && state.loseAnswer > 0) {
        state.loseAnswer--;
        return { status: 500, body: '<html>Internal Server Error</html>' };
      }
      return { body: ok(`Manage${manage}Response`, `<transactionId>${id}</transactionId>`) };
    }
    if (request.url.endsWith('/queryInvoiceDigest')) return inboundDigest(request.body, state);
    if (
      request.url.endsWith('/queryInvoiceData') &&
      textOf(request.body, 'invoiceDirection') === 'INBOUND'
    )
      return inboundData(request.body, state.inbound);
    if (request.url.endsWith('/queryInvoiceData')) {
      const held = state.held.get(textOf(request.body, 'invoiceNumber') ?? '');
      const result = held
        ? `<invoiceDataResult><invoiceData>PGludm9pY2U+</invoiceData><auditData><insdate>2026-11-23T10:00:00.000Z</insdate><insCusUser>kontortech01</insCusUser><source>MGM</source><transactionId>${held}</transactionId><index>1</index><originalRequestVersion>3.0</originalRequestVersion></auditData><compressedContentIndicator>false</compressedContentIndicator></invoiceDataResult>`
        : '';
      return { body: ok('QueryInvoiceDataResponse', result) };
    }
    if (state.failStatus > 0) {
      state.failStatus--;
      return { status: 500, body: '<html>Internal Server Error</html>' };
    }
    const id = textOf(request.body, 'transactionId') ?? '';
    const transaction = state.byId.get(id);
    if (!transaction) return generalError(400, 'INVALID_REQUEST', 'Ismeretlen tranzakció');
    return transaction.kind === 'invoice'
      ? invoiceStatus(transaction, id)
      : annulmentStatus(transaction);
  });

  function hold(t: Transaction, id: string) {
    if (t.operation === 'CREATE' && !state.held.has(t.number)) state.held.set(t.number, id);
  }

  function invoiceStatus(t: Transaction, id: string): FakeAnswer {
    if (state.outcome === 'PROCESSING') return statusAnswer('PROCESSING', '');
    if (state.outcome === 'ABORTED')
      return statusAnswer(
        'ABORTED',
        validation('businessValidationMessages', 'ERROR', REFUSAL.code, REFUSAL.message),
      );
    hold(t, id);
    if (t.operation === 'CREATE' && state.held.get(t.number) !== id)
      return statusAnswer(
        'ABORTED',
        validation(
          'businessValidationMessages',
          'ERROR',
          'INVOICE_NUMBER_NOT_UNIQUE',
          'A számla sorszáma már szerepel',
        ),
      );
    const warning =
      state.outcome === 'WARN'
        ? validation(
            'businessValidationMessages',
            'WARN',
            'INCORRECT_COUNTY_CODE',
            'A vevő megyekódja nem megfelelő',
          )
        : '';
    return statusAnswer('DONE', warning);
  }

  function annulmentStatus(t: Transaction): FakeAnswer {
    if (state.annulment === 'ABORTED' || !state.held.has(t.number))
      return statusAnswer(
        'ABORTED',
        validation(
          'technicalValidationMessages',
          'ERROR',
          'ANNULMENT_REFERENCE_NOT_FOUND',
          'A hivatkozott számla nem érvényteleníthető',
        ),
      );
    const verification = {
      PENDING: 'VERIFICATION_PENDING',
      APPROVED: 'VERIFICATION_DONE',
      REJECTED: 'VERIFICATION_REJECTED',
    }[state.annulment];
    if (verification === 'VERIFICATION_DONE') state.held.delete(t.number);
    return statusAnswer(
      'DONE',
      '',
      `<annulmentData><annulmentVerificationStatus>${verification}</annulmentVerificationStatus></annulmentData>`,
    );
  }

  return Object.assign(fake, { state });
}

/** The decoded document of the last manageInvoice (or manageAnnulment) request. */
export function lastInvoiceData(
  requests: RecordedRequest[],
  kind: 'Invoice' | 'Annulment' = 'Invoice',
): { operation: string; xml: string } {
  const request = requests.filter((r) => r.url.endsWith(`/manage${kind}`)).at(-1)!;
  const item = kind === 'Invoice' ? 'invoiceOperation' : 'annulmentOperation';
  const data = kind === 'Invoice' ? 'invoiceData' : 'invoiceAnnulment';
  return {
    operation: operationOf(request.body, item),
    xml: Buffer.from(textOf(request.body, data)!, 'base64').toString('utf8'),
  };
}
