/**
 * NAV Online Számla API v3, the `queryTaxpayer` operation (`POST {NAV_URL}/queryTaxpayer`):
 * the registered name, address and validity of any Hungarian taxpayer, asked in the name of the
 * company's technical user. Every request carries the NAV header and user block: the password's
 * SHA-512 and a request signature, SHA3-512 of requestId + UTC timestamp (yyyyMMddHHmmss) +
 * signing key, both upper-case hex.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_VERSION } from '@kontor/contract';
import { escapeXml, unescapeXml } from './xml.ts';

const TIMEOUT_MS = 10_000;
const API_NS = 'http://schemas.nav.gov.hu/OSA/3.0/api';
const COMMON_NS = 'http://schemas.nav.gov.hu/NTCA/1.0/common';

export interface NavConfig {
  url: string;
  login: string;
  password: string;
  signingKey: string;
  /** The 8-digit taxpayer id of the company the technical user belongs to. */
  taxNumber: string;
  /** The exchange key that decrypts the token of tokenExchange (invoice reporting only). */
  exchangeKey?: string;
}

export interface NavAddress {
  countryCode: string;
  postalCode: string;
  city: string;
  streetName: string | null;
  publicPlaceCategory: string | null;
  number: string | null;
  building: string | null;
  staircase: string | null;
  floor: string | null;
  door: string | null;
}

export interface NavTaxpayer {
  valid: boolean;
  infoDate: string | null;
  name: string | null;
  shortName: string | null;
  incorporation: 'ORGANIZATION' | 'SELF_EMPLOYED' | 'TAXABLE_PERSON' | null;
  vatGroupMembership: string | null;
  taxpayerId: string | null;
  vatCode: string | null;
  countyCode: string | null;
  addresses: { type: string; address: NavAddress }[];
}

/**
 * NAV's answers that no retry can change: the technical user, its rights or the signature are
 * wrong (GeneralErrorResponse codes of the interface specification v3.0, ch. "Hibakódok").
 */
const PERMANENT_CODES = new Set([
  'INVALID_SECURITY_USER',
  'NOT_REGISTERED_CUSTOMER',
  'INVALID_USER_RELATION',
  'FORBIDDEN',
  'INVALID_REQUEST_SIGNATURE',
  'INVALID_CUSTOMER',
  'INVALID_REQUEST',
  'SCHEMA_VIOLATION',
]);
/** An outage: NAV may answer tomorrow (maintenance, overload, an expired exchange token). */
const TEMPORARY_CODES = new Set(['OPERATION_FAILED', 'MAINTENANCE_MODE', 'INVALID_EXCHANGE_TOKEN']);

/**
 * Whether a NAV failure is permanent (stop retrying, show NAV's message) or an outage (retry):
 * the temporary codes and HTTP 5xx / no answer are outages; the permanent codes and any other
 * 4xx GeneralErrorResponse are permanent.
 */
export function isPermanentNavFailure(code: string, httpStatus: number | null): boolean {
  if (TEMPORARY_CODES.has(code)) return false;
  if (PERMANENT_CODES.has(code)) return true;
  return httpStatus !== null && httpStatus >= 400 && httpStatus < 500;
}

/** NAV did not answer, refused the request, or answered something we cannot read. */
export class NavError extends Error {
  /** NAV's error code (`INVALID_SECURITY_USER`, `HTTP 503`, `NO_ANSWER`, …). */
  readonly code: string;
  /** True when retrying cannot help (authentication, authorisation, a malformed request). */
  readonly permanent: boolean;
  constructor(message: string, options: { code?: string; permanent?: boolean } = {}) {
    super(message);
    this.code = options.code ?? 'NAV_ERROR';
    this.permanent = options.permanent ?? false;
  }
}

/**
 * The `software` block of every request names the invoicing software, Kontor, never the user or
 * the firm using it (interface specification v3.0, `SoftwareType`: softwareId `[0-9A-Z\-]{18}`,
 * one id per product; softwareOperation ONLINE_SERVICE: Kontor runs as a web service).
 */
export const KONTOR_SOFTWARE = {
  softwareId: 'KONTOR-ERP-HU-0001',
  softwareName: 'Kontor',
  softwareOperation: 'ONLINE_SERVICE',
  softwareMainVersion: API_VERSION,
  softwareDevName: 'Kontor',
  softwareDevContact: 'info@kontor.hu',
  softwareDevCountryCode: 'HU',
} as const;

const softwareXml = () =>
  `<software>${Object.entries(KONTOR_SOFTWARE)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('')}</software>`;

export const sha512Upper = (text: string) =>
  createHash('sha512').update(text, 'utf8').digest('hex').toUpperCase();
export const sha3512Upper = (text: string) =>
  createHash('sha3-512').update(text, 'utf8').digest('hex').toUpperCase();

/** The signature timestamp: the request's UTC instant as yyyyMMddHHmmss. */
export function signatureTimestamp(isoTimestamp: string): string {
  return isoTimestamp.replace(/[-:T]/g, '').slice(0, 14);
}

/** Request ids must be unique per technical user: `[+a-zA-Z0-9_]{1,30}`. */
function newRequestId(now: Date): string {
  return `KONTOR${now.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * A signed NAV request: the common header and user block, the software block, then `body`.
 * `signatureSuffix` is appended to requestId + timestamp + signing key before hashing
 * (manageInvoice adds the hashes of its invoice operations).
 */
export function navRequest(
  config: NavConfig,
  root: string,
  now: Date,
  requestId: string,
  body: string,
  signatureSuffix = '',
): string {
  const timestamp = now.toISOString();
  const signature = sha3512Upper(
    `${requestId}${signatureTimestamp(timestamp)}${config.signingKey}${signatureSuffix}`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="${API_NS}" xmlns:common="${COMMON_NS}">
  <common:header>
    <common:requestId>${requestId}</common:requestId>
    <common:timestamp>${timestamp}</common:timestamp>
    <common:requestVersion>3.0</common:requestVersion>
    <common:headerVersion>1.0</common:headerVersion>
  </common:header>
  <common:user>
    <common:login>${escapeXml(config.login)}</common:login>
    <common:passwordHash cryptoType="SHA-512">${sha512Upper(config.password)}</common:passwordHash>
    <common:taxNumber>${escapeXml(config.taxNumber)}</common:taxNumber>
    <common:requestSignature cryptoType="SHA3-512">${signature}</common:requestSignature>
  </common:user>
  ${softwareXml()}
  ${body}
</${root}>`;
}

export function queryTaxpayerRequest(
  config: NavConfig,
  taxpayerId: string,
  now: Date,
  requestId: string,
): string {
  return navRequest(
    config,
    'QueryTaxpayerRequest',
    now,
    requestId,
    `<taxNumber>${escapeXml(taxpayerId)}</taxNumber>`,
  );
}

const elementPattern = (name: string, flags = '') =>
  new RegExp(
    `<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>)`,
    flags,
  );

/** The text of the first element named `name` (any namespace prefix), or null. */
export function textOf(xml: string, name: string): string | null {
  const m = elementPattern(name).exec(xml);
  if (!m || m[1] === undefined) return null;
  const text = unescapeXml(m[1]).trim();
  return text === '' ? null : text;
}

export function blocksOf(xml: string, name: string): string[] {
  return [...xml.matchAll(elementPattern(name, 'g'))].map((m) => m[1] ?? '');
}

function readAddress(block: string): NavAddress {
  return {
    countryCode: textOf(block, 'countryCode') ?? 'HU',
    postalCode: textOf(block, 'postalCode') ?? '',
    city: textOf(block, 'city') ?? '',
    streetName: textOf(block, 'streetName'),
    publicPlaceCategory: textOf(block, 'publicPlaceCategory'),
    number: textOf(block, 'number'),
    building: textOf(block, 'building'),
    staircase: textOf(block, 'staircase'),
    floor: textOf(block, 'floor'),
    door: textOf(block, 'door'),
  };
}

const INCORPORATIONS = new Set(['ORGANIZATION', 'SELF_EMPLOYED', 'TAXABLE_PERSON']);

export function parseQueryTaxpayerResponse(xml: string): NavTaxpayer {
  if (!/QueryTaxpayerResponse/.test(xml)) throw new NavError('not a queryTaxpayer answer');
  const data = blocksOf(xml, 'taxpayerData')[0] ?? '';
  const detail = blocksOf(data, 'taxNumberDetail')[0] ?? '';
  const incorporation = textOf(data, 'incorporation');
  return {
    valid: textOf(xml, 'taxpayerValidity') === 'true',
    infoDate: textOf(xml, 'infoDate'),
    name: textOf(data, 'taxpayerName'),
    shortName: textOf(data, 'taxpayerShortName'),
    incorporation:
      incorporation && INCORPORATIONS.has(incorporation)
        ? (incorporation as NavTaxpayer['incorporation'])
        : null,
    vatGroupMembership: textOf(data, 'vatGroupMembership'),
    taxpayerId: textOf(detail, 'taxpayerId'),
    vatCode: textOf(detail, 'vatCode'),
    countyCode: textOf(detail, 'countyCode'),
    addresses: blocksOf(data, 'taxpayerAddressItem').map((item) => ({
      type: textOf(item, 'taxpayerAddressType') ?? '',
      address: readAddress(blocksOf(item, 'taxpayerAddress')[0] ?? ''),
    })),
  };
}

/**
 * Posts a request built by `build(requestId)` to `{NAV_URL}/{operation}` and answers the XML of a
 * successful answer. Refusals (bad credentials, bad signature, maintenance) come as
 * GeneralErrorResponse with HTTP 4xx/5xx: a NavError with NAV's code and message.
 */
export async function postNav(
  config: NavConfig,
  operation: string,
  build: (requestId: string) => string,
  now = new Date(),
): Promise<string> {
  const url = `${config.url.replace(/\/+$/, '')}/${operation}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/xml; charset=utf-8', accept: 'application/xml' },
      body: build(newRequestId(now)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new NavError(`no answer (${(error as Error).message})`, { code: 'NO_ANSWER' });
  }
  const xml = await response.text();
  if (textOf(xml, 'funcCode') === 'ERROR' || !response.ok) {
    const code = textOf(xml, 'errorCode') ?? `HTTP ${response.status}`;
    const message = textOf(xml, 'message');
    throw new NavError(message ? `${code}: ${message}` : code, {
      code,
      permanent: isPermanentNavFailure(code, response.status),
    });
  }
  return xml;
}

/** Asks NAV about the taxpayer with the 8-digit id. */
export async function queryTaxpayer(
  config: NavConfig,
  taxpayerId: string,
  now = new Date(),
): Promise<NavTaxpayer> {
  const xml = await postNav(
    config,
    'queryTaxpayer',
    (requestId) => queryTaxpayerRequest(config, taxpayerId, now, requestId),
    now,
  );
  return parseQueryTaxpayerResponse(xml);
}
