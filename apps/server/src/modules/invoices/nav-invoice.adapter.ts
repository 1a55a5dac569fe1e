/**
 * NAV Online Számla API v3, invoice reporting (the interface specification "Online Számla
 * Interfész specifikáció" v3.0, github.com/nav-gov-hu/Online-Invoice): tokenExchange, then
 * manageInvoice with one operation, then queryTransactionStatus until the operation is DONE or
 * ABORTED. Signing and transport are the shared ones of reference-data/nav.adapter.ts.
 */
import { createDecipheriv } from 'node:crypto';
import {
  blocksOf,
  type NavConfig,
  NavError,
  navRequest,
  postNav,
  sha3512Upper,
  textOf,
} from '../reference-data/nav.adapter.ts';

export type InvoiceOperation = 'CREATE' | 'MODIFY' | 'STORNO';

/** The exchange token comes AES-128-ECB encrypted with the technical user's exchange key. */
export function decodeExchangeToken(encoded: string, exchangeKey: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(exchangeKey, 'utf8'), null);
  return Buffer.concat([
    decipher.update(Buffer.from(encoded, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}

export async function tokenExchange(config: NavConfig, now = new Date()): Promise<string> {
  if (!config.exchangeKey) throw new NavError('NAV_EXCHANGE_KEY is not set');
  const xml = await postNav(
    config,
    'tokenExchange',
    (id) => navRequest(config, 'TokenExchangeRequest', now, id, ''),
    now,
  );
  const encoded = textOf(xml, 'encodedExchangeToken');
  if (!encoded) throw new NavError('tokenExchange answered no token');
  try {
    return decodeExchangeToken(encoded, config.exchangeKey);
  } catch {
    throw new NavError('the exchange token cannot be decrypted (wrong NAV_EXCHANGE_KEY?)');
  }
}

/**
 * The signature of manageInvoice: SHA3-512 of requestId + timestamp + signing key followed by,
 * for each operation, the upper-case SHA3-512 of operation + base64 invoice data.
 */
export function operationHash(operation: InvoiceOperation, invoiceDataBase64: string): string {
  return sha3512Upper(`${operation}${invoiceDataBase64}`);
}

/** Sends one invoice operation; answers NAV's transaction id. */
export async function manageInvoice(
  config: NavConfig,
  operation: InvoiceOperation,
  invoiceDataXml: string,
  now = new Date(),
): Promise<string> {
  const token = await tokenExchange(config, now);
  const data = Buffer.from(invoiceDataXml, 'utf8').toString('base64');
  const body = `<exchangeToken>${token}</exchangeToken>
  <invoiceOperations>
    <compressedContent>false</compressedContent>
    <invoiceOperation>
      <index>1</index>
      <invoiceOperation>${operation}</invoiceOperation>
      <invoiceData>${data}</invoiceData>
    </invoiceOperation>
  </invoiceOperations>`;
  const xml = await postNav(
    config,
    'manageInvoice',
    (id) =>
      navRequest(config, 'ManageInvoiceRequest', now, id, body, operationHash(operation, data)),
    now,
  );
  const transactionId = textOf(xml, 'transactionId');
  if (!transactionId) throw new NavError('manageInvoice answered no transaction id');
  return transactionId;
}

export interface NavMessage {
  code: string;
  message: string;
  severity: string;
}

export interface TransactionStatus {
  /** RECEIVED, PROCESSING, SAVED: not decided yet; DONE: accepted; ABORTED: refused. */
  status: string;
  messages: NavMessage[];
}

export async function queryTransactionStatus(
  config: NavConfig,
  transactionId: string,
  now = new Date(),
): Promise<TransactionStatus> {
  const xml = await postNav(
    config,
    'queryTransactionStatus',
    (id) =>
      navRequest(
        config,
        'QueryTransactionStatusRequest',
        now,
        id,
        `<transactionId>${transactionId}</transactionId>`,
      ),
    now,
  );
  const result = blocksOf(xml, 'processingResult')[0];
  const status = result ? textOf(result, 'invoiceStatus') : null;
  if (!status) throw new NavError('queryTransactionStatus answered no invoice status');
  const messages = [
    ...blocksOf(result!, 'technicalValidationMessages').map((m) => ({
      code: textOf(m, 'validationErrorCode') ?? '',
      message: textOf(m, 'message') ?? '',
      severity: textOf(m, 'validationResultCode') ?? 'ERROR',
    })),
    ...blocksOf(result!, 'businessValidationMessages').map((m) => ({
      code: textOf(m, 'validationErrorCode') ?? '',
      message: textOf(m, 'message') ?? '',
      severity: textOf(m, 'validationResultCode') ?? 'WARN',
    })),
  ];
  return { status, messages };
}
