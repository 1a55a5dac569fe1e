/**
 * NAV Online Számla API v3, invoice reporting (the interface specification "Online Számla
 * Interfész specifikáció" v3.0, github.com/nav-gov-hu/Online-Invoice): tokenExchange, then
 * manageInvoice (or manageAnnulment) with one operation, then queryTransactionStatus until the
 * operation is DONE or ABORTED. Signing and transport are the shared ones of
 * reference-data/nav.adapter.ts.
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
import { escapeXml } from '../reference-data/xml.ts';

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
  if (!config.exchangeKey)
    throw new NavError('NAV_EXCHANGE_KEY is not set', { code: 'NOT_CONFIGURED', permanent: true });
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
    throw new NavError('the exchange token cannot be decrypted (wrong NAV_EXCHANGE_KEY?)', {
      code: 'INVALID_EXCHANGE_KEY',
      permanent: true,
    });
  }
}

/**
 * The signature of manageInvoice and manageAnnulment (specification v3.0, "requestSignature"):
 * SHA3-512 of requestId + timestamp + signing key followed by, for each operation, the upper-case
 * SHA3-512 of the operation (CREATE…, ANNUL) + its base64 data.
 */
export function operationHash(operation: string, base64Data: string): string {
  return sha3512Upper(`${operation}${base64Data}`);
}

/** One signed operation with its base64 document: manageInvoice or manageAnnulment. */
async function manageOne(
  config: NavConfig,
  kind: 'Invoice' | 'Annulment',
  operation: string,
  documentXml: string,
  now: Date,
): Promise<string> {
  const token = await tokenExchange(config, now);
  const data = Buffer.from(documentXml, 'utf8').toString('base64');
  const list = kind === 'Invoice' ? 'invoiceOperations' : 'annulmentOperations';
  const item = kind === 'Invoice' ? 'invoiceOperation' : 'annulmentOperation';
  const content = kind === 'Invoice' ? 'invoiceData' : 'invoiceAnnulment';
  const compressed = kind === 'Invoice' ? '<compressedContent>false</compressedContent>' : '';
  const body = `<exchangeToken>${token}</exchangeToken>
  <${list}>${compressed}<${item}><index>1</index><${item}>${operation}</${item}><${content}>${data}</${content}></${item}></${list}>`;
  const xml = await postNav(
    config,
    `manage${kind}`,
    (id) =>
      navRequest(config, `Manage${kind}Request`, now, id, body, operationHash(operation, data)),
    now,
  );
  const transactionId = textOf(xml, 'transactionId');
  if (!transactionId) throw new NavError(`manage${kind} answered no transaction id`);
  return transactionId;
}

/** Sends one invoice operation; answers NAV's transaction id. */
export function manageInvoice(
  config: NavConfig,
  operation: InvoiceOperation,
  invoiceDataXml: string,
  now = new Date(),
): Promise<string> {
  return manageOne(config, 'Invoice', operation, invoiceDataXml, now);
}

/** Sends one technical annulment (operation ANNUL, an InvoiceAnnulment document). */
export function manageAnnulment(
  config: NavConfig,
  invoiceAnnulmentXml: string,
  now = new Date(),
): Promise<string> {
  return manageOne(config, 'Annulment', 'ANNUL', invoiceAnnulmentXml, now);
}

/**
 * The transaction id of the report NAV holds of one of the firm's own invoices (queryInvoiceData
 * by number, OUTBOUND: `auditData.transactionId`), or null when NAV has none.
 */
export async function findReportedTransaction(
  config: NavConfig,
  invoiceNumber: string,
  now = new Date(),
): Promise<string | null> {
  const xml = await postNav(
    config,
    'queryInvoiceData',
    (id) =>
      navRequest(
        config,
        'QueryInvoiceDataRequest',
        now,
        id,
        `<invoiceNumberQuery><invoiceNumber>${escapeXml(invoiceNumber)}</invoiceNumber><invoiceDirection>OUTBOUND</invoiceDirection></invoiceNumberQuery>`,
      ),
    now,
  );
  const audit = blocksOf(xml, 'auditData')[0];
  return audit ? textOf(audit, 'transactionId') : null;
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
  /**
   * An annulment's approval (`annulmentData`): VERIFICATION_PENDING until the taxpayer approves
   * it on the NAV portal, then VERIFICATION_DONE or VERIFICATION_REJECTED; null for invoices.
   */
  annulmentVerification: string | null;
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
  const annulment = blocksOf(result!, 'annulmentData')[0];
  return {
    status,
    messages,
    annulmentVerification: annulment ? textOf(annulment, 'annulmentVerificationStatus') : null,
  };
}
