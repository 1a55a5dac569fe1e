import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../test/fake-http-server.ts';
import { fetchCurrentRates, fetchRatesOfDay, MnbError, parseMnbRates } from './mnb.adapter.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const CURRENT = fixture('mnb-current-exchange-rates.xml');

describe('MNB answer parser', () => {
  it('unwraps the escaped rate document and reads decimal commas and units', () => {
    const day = parseMnbRates(CURRENT, 'GetCurrentExchangeRates')!;
    expect(day.date).toBe('2026-11-20');
    expect(day.rates).toHaveLength(32);
    expect(day.rates).toContainEqual({ currency: 'EUR', unit: 1, rate: '385.12' });
    expect(day.rates).toContainEqual({ currency: 'JPY', unit: 100, rate: '214.35' });
  });

  it('reads a CDATA-wrapped result and attributes in any order, and takes the latest day', () => {
    const soap = `<Envelope><Body><GetExchangeRatesResponse><GetExchangeRatesResult><![CDATA[<MNBExchangeRates><Day date="2026-11-18"><Rate curr="EUR" unit="1">383,9</Rate></Day><Day date='2026-11-19'><Rate curr='EUR' unit='1'>384,35</Rate></Day></MNBExchangeRates>]]></GetExchangeRatesResult></GetExchangeRatesResponse></Body></Envelope>`;
    expect(parseMnbRates(soap, 'GetExchangeRates')).toEqual({
      date: '2026-11-19',
      rates: [{ currency: 'EUR', unit: 1, rate: '384.35' }],
    });
  });

  it('answers null for a day without rates (weekend, holiday)', () => {
    expect(parseMnbRates(fixture('mnb-exchange-rates-no-day.xml'), 'GetExchangeRates')).toBeNull();
    expect(parseMnbRates('<GetExchangeRatesResult/>', 'GetExchangeRates')).toBeNull();
  });

  it('refuses malformed rates rather than storing them', () => {
    const bad = CURRENT.replace('385,12', '385.1.2');
    expect(() => parseMnbRates(bad, 'GetCurrentExchangeRates')).toThrow(MnbError);
    const badUnit = CURRENT.replace('unit="100" curr="JPY"', 'unit="0" curr="JPY"');
    expect(() => parseMnbRates(badUnit, 'GetCurrentExchangeRates')).toThrow(/unit of JPY/);
    expect(() => parseMnbRates('<html>maintenance</html>', 'GetCurrentExchangeRates')).toThrow(
      /no GetCurrentExchangeRatesResult/,
    );
  });
});

describe('MNB web service over HTTP', async () => {
  const mnb = await startFakeHttpServer(() => ({ body: CURRENT }));
  afterAll(() => mnb.close());

  it('calls GetCurrentExchangeRates as SOAP 1.1', async () => {
    const day = await fetchCurrentRates(`${mnb.url}/arfolyamok.asmx`);
    expect(day?.rates).toHaveLength(32);
    const request = mnb.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/arfolyamok.asmx');
    expect(request.headers.soapaction).toBe(
      '"http://www.mnb.hu/webservices/MNBArfolyamServiceSoap/GetCurrentExchangeRates"',
    );
    expect(request.headers['content-type']).toMatch(/^text\/xml/);
    expect(request.body).toContain('<web:GetCurrentExchangeRates></web:GetCurrentExchangeRates>');
  });

  it('asks GetExchangeRates for one day and the given currencies', async () => {
    mnb.answer = () => ({ body: fixture('mnb-exchange-rates-2026-11-19.xml') });
    const day = await fetchRatesOfDay(mnb.url, '2026-11-19', ['EUR', 'USD']);
    expect(day?.date).toBe('2026-11-19');
    const body = mnb.requests.at(-1)!.body;
    expect(body).toContain('<web:startDate>2026-11-19</web:startDate>');
    expect(body).toContain('<web:endDate>2026-11-19</web:endDate>');
    expect(body).toContain('<web:currencyNames>EUR,USD</web:currencyNames>');
  });

  it('turns a SOAP fault and a failed connection into MnbError', async () => {
    mnb.answer = () => ({ status: 500, body: fixture('mnb-fault.xml') });
    await expect(fetchCurrentRates(mnb.url)).rejects.toThrow(/Hibás dátumformátum/);
    await expect(fetchCurrentRates('http://127.0.0.1:9/')).rejects.toThrow(MnbError);
  });
});
