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
const ok = (root: string, body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<${root} ${API}><common:header><common:requestId>RID</common:requestId><common:timestamp>2026-11-23T10:00:00.000Z</common:timestamp><common:requestVersion>3.0</common:requestVersion><common:headerVersion>1.0</common:headerVersion></common:header><common:result><common:funcCode>OK</common:funcCode></common:result><software><softwareId>NAV</softwareId></software>${body}</${root}>`;

export type Outcome = 'DONE' | 'WARN' | 'ABORTED' | 'PROCESSING';

function statusAnswer(outcome: Outcome): string {
  const messages =
    outcome === 'WARN'
      ? '<businessValidationMessages><validationResultCode>WARN</validationResultCode><validationErrorCode>INCORRECT_COUNTY_CODE</validationErrorCode><message>A vevő megyekódja nem megfelelő</message></businessValidationMessages>'
      : outcome === 'ABORTED'
        ? '<technicalValidationMessages><common:validationResultCode>ERROR</common:validationResultCode><common:validationErrorCode>SCHEMA_VIOLATION</common:validationErrorCode><common:message>Az invoiceData nem felel meg a sémának</common:message></technicalValidationMessages>'
        : '';
  const status = outcome === 'WARN' ? 'DONE' : outcome;
  return ok(
    'QueryTransactionStatusResponse',
    `<processingResults><processingResult><index>1</index><invoiceStatus>${status}</invoiceStatus>${messages}<compressedContentIndicator>false</compressedContentIndicator></processingResult></processingResults>`,
  );
}

/** What NAV checks on every call: the password hash and the request signature. */
export function expectSigned(request: RecordedRequest, config: NavConfig) {
  const xml = request.body;
  const requestId = textOf(xml, 'requestId')!;
  const ts = signatureTimestamp(textOf(xml, 'timestamp')!);
  expect(textOf(xml, 'passwordHash')).toBe(sha512Upper(config.password));
  let suffix = '';
  if (request.url.endsWith('/manageInvoice')) {
    expect(textOf(xml, 'exchangeToken')).toBe(NAV_TOKEN);
    const operation = /<invoiceOperation>\s*<index>1<\/index>\s*<invoiceOperation>(\w+)</.exec(
      xml,
    )![1]!;
    suffix = sha3512Upper(`${operation}${textOf(xml, 'invoiceData')}`);
  }
  expect(textOf(xml, 'requestSignature')).toBe(
    sha3512Upper(`${requestId}${ts}${config.signingKey}${suffix}`),
  );
}

/** A NAV stand-in on loopback: token exchange, manageInvoice and queryTransactionStatus. */
export async function startFakeNav(exchangeKey: string) {
  const state = { outcome: 'DONE' as Outcome, down: 0, failStatus: 0, transactions: 0 };
  const fake = await startFakeHttpServer((request): FakeAnswer => {
    if (state.down > 0) {
      state.down--;
      return { status: 503, body: '<html>Service Unavailable</html>' };
    }
    if (request.url.endsWith('/tokenExchange')) {
      const cipher = createCipheriv('aes-128-ecb', Buffer.from(exchangeKey, 'utf8'), null);
      const encoded = Buffer.concat([cipher.update(NAV_TOKEN, 'utf8'), cipher.final()]).toString(
        'base64',
      );
      return {
        body: ok(
          'TokenExchangeResponse',
          `<encodedExchangeToken>${encoded}</encodedExchangeToken>`,
        ),
      };
    }
    if (request.url.endsWith('/manageInvoice')) {
      state.transactions++;
      return {
        body: ok(
          'ManageInvoiceResponse',
          `<transactionId>4QPKJFIFQ2UAAB${state.transactions}</transactionId>`,
        ),
      };
    }
    if (state.failStatus > 0) {
      state.failStatus--;
      return { status: 500, body: '<html>Internal Server Error</html>' };
    }
    return { body: statusAnswer(state.outcome) };
  });
  return Object.assign(fake, { state });
}

/** The decoded InvoiceData of the last manageInvoice request. */
export function lastInvoiceData(requests: RecordedRequest[]): { operation: string; xml: string } {
  const request = requests.filter((r) => r.url.endsWith('/manageInvoice')).at(-1)!;
  const operation = /<invoiceOperation>\s*<index>1<\/index>\s*<invoiceOperation>(\w+)</.exec(
    request.body,
  )![1]!;
  return {
    operation,
    xml: Buffer.from(textOf(request.body, 'invoiceData')!, 'base64').toString('utf8'),
  };
}
