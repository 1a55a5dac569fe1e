/**
 * The MNB (Magyar Nemzeti Bank) exchange-rate web service: SOAP 1.1 at `MNB_URL`
 * (http://www.mnb.hu/arfolyamok.asmx). The answer carries the rates as an XML document escaped
 * into one string element, with decimal commas:
 * `<GetCurrentExchangeRatesResult>&lt;MNBCurrentExchangeRates&gt;&lt;Day date="2026-11-20"&gt;
 * &lt;Rate unit="1" curr="EUR"&gt;385,12&lt;/Rate&gt;…`. Rates are HUF per `unit` units.
 */

import { unescapeXml } from './xml.ts';

const NAMESPACE = 'http://www.mnb.hu/webservices/';
const TIMEOUT_MS = 10_000;

export interface MnbRate {
  currency: string;
  unit: number;
  /** Decimal string with a point, e.g. `385.12`. */
  rate: string;
}

export interface MnbDay {
  date: string;
  rates: MnbRate[];
}

/** The service did not answer, or answered something that is not a rate list. */
export class MnbError extends Error {}

type Operation = 'GetCurrentExchangeRates' | 'GetExchangeRates';

function envelope(operation: Operation, params: Record<string, string>): string {
  const body = Object.entries(params)
    .map(([name, value]) => `<web:${name}>${value}</web:${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:web="${NAMESPACE}">
  <soap:Body><web:${operation}>${body}</web:${operation}></soap:Body>
</soap:Envelope>`;
}

async function call(url: string, operation: Operation, params: Record<string, string> = {}) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"${NAMESPACE}MNBArfolyamServiceSoap/${operation}"`,
      },
      body: envelope(operation, params),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new MnbError(`no answer (${(error as Error).message})`);
  }
  const text = await response.text();
  // A SOAP fault comes with HTTP 500; its faultstring says more than the status.
  const fault = /<faultstring[^>]*>([\s\S]*?)<\/faultstring>/.exec(text);
  if (fault) throw new MnbError(`fault: ${unescapeXml(fault[1]!).trim()}`);
  if (!response.ok) throw new MnbError(`HTTP ${response.status}`);
  return parseMnbRates(text, operation);
}

/** The rates MNB published last (the latest working day's). */
export function fetchCurrentRates(url: string): Promise<MnbDay | null> {
  return call(url, 'GetCurrentExchangeRates');
}

/** The rates of one day; null when MNB published none that day (weekend, holiday, future). */
export function fetchRatesOfDay(
  url: string,
  date: string,
  currencies: readonly string[],
): Promise<MnbDay | null> {
  return call(url, 'GetExchangeRates', {
    startDate: date,
    endDate: date,
    currencyNames: currencies.join(','),
  });
}

function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of text.matchAll(/([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    found[m[1]!] = unescapeXml(m[2] ?? m[3] ?? '');
  return found;
}

function parseRate(attrText: string, value: string): MnbRate {
  const attrs = attributes(attrText);
  const currency = attrs.curr ?? '';
  const unit = Number(attrs.unit ?? '1');
  const rate = value.trim();
  if (!/^[A-Z]{3}$/.test(currency)) throw new MnbError(`malformed currency "${currency}"`);
  if (!Number.isInteger(unit) || unit < 1) throw new MnbError(`malformed unit of ${currency}`);
  if (!/^\d+([,.]\d+)?$/.test(rate)) throw new MnbError(`malformed rate of ${currency}: "${rate}"`);
  return { currency, unit, rate: rate.replace(',', '.') };
}

/**
 * Reads the answer of an operation: unwraps `<…Result>` (escaped text or CDATA), then takes the
 * latest `<Day>` and its `<Rate>`s. An empty result (no rates that day) answers null.
 */
export function parseMnbRates(soap: string, operation: Operation): MnbDay | null {
  const result = new RegExp(
    `<(?:[\\w.-]+:)?${operation}Result(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${operation}Result>)`,
  ).exec(soap);
  if (!result) throw new MnbError(`no ${operation}Result in the answer`);
  const raw = (result[1] ?? '').trim();
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(raw);
  const inner = cdata ? cdata[1]! : unescapeXml(raw);
  let latest: MnbDay | null = null;
  for (const day of inner.matchAll(/<Day\b([^>]*?)(?:\/>|>([\s\S]*?)<\/Day>)/g)) {
    const date = attributes(day[1]!).date ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new MnbError(`malformed day "${date}"`);
    const rates = [...(day[2] ?? '').matchAll(/<Rate\b([^>]*)>([^<]*)<\/Rate>/g)].map((m) =>
      parseRate(m[1]!, m[2]!),
    );
    if (!latest || date > latest.date) latest = { date, rates };
  }
  return latest && latest.rates.length > 0 ? latest : null;
}
