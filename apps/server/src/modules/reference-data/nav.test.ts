import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, startFakeHttpServer } from '../../test/fake-http-server.ts';
import { describeApp, REST } from '../../test/harness.ts';
import {
  type NavConfig,
  queryTaxpayer,
  sha512Upper,
  sha3512Upper,
  signatureTimestamp,
  textOf,
} from './nav.adapter.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const FOUND = fixture('nav-query-taxpayer-response.xml');

const nav = await startFakeHttpServer(() => ({ body: FOUND, contentType: 'application/xml' }));
afterAll(() => nav.close());

const CONFIG: NavConfig = {
  url: `${nav.url}/invoiceService/v3/`,
  login: 'kontortech01',
  password: 'Titkos-Jelszo-2026',
  signingKey: 'ce-8f5e-215119fa7dd621DLMRHRLH2S',
  taxNumber: '24567811',
};

/** What NAV itself checks: the password hash and the request signature of the user block. */
function expectSignedRequest(request: RecordedRequest, taxpayerId: string) {
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/invoiceService/v3/queryTaxpayer');
  const xml = request.body;
  const requestId = textOf(xml, 'requestId')!;
  const timestamp = textOf(xml, 'timestamp')!;
  expect(requestId).toMatch(/^[+a-zA-Z0-9_]{1,30}$/);
  expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(textOf(xml, 'login')).toBe(CONFIG.login);
  expect(textOf(xml, 'passwordHash')).toBe(sha512Upper(CONFIG.password));
  expect(textOf(xml, 'passwordHash')).toMatch(/^[0-9A-F]{128}$/);
  expect(textOf(xml, 'requestSignature')).toBe(
    sha3512Upper(`${requestId}${signatureTimestamp(timestamp)}${CONFIG.signingKey}`),
  );
  expect(xml).toContain('cryptoType="SHA3-512"');
  expect(textOf(xml, 'softwareId')).toMatch(/^[0-9A-Z-]{18}$/);
  // The queried taxpayer is the last taxNumber; the first one is the technical user's company.
  expect(xml).toMatch(
    new RegExp(`<taxNumber>${taxpayerId}</taxNumber>\\s*</QueryTaxpayerRequest>`),
  );
}

describe('NAV queryTaxpayer adapter', () => {
  it('signs the request as NAV expects and reads the recorded answer', async () => {
    const found = await queryTaxpayer(CONFIG, '25819465', new Date('2026-11-20T09:14:03.512Z'));
    expectSignedRequest(nav.requests.at(-1)!, '25819465');
    expect(signatureTimestamp('2026-11-20T09:14:03.512Z')).toBe('20261120091403');
    expect(found).toMatchObject({
      valid: true,
      name: 'KOVÁCS & TÁRSA ÉPÍTŐANYAG KERESKEDELMI KORLÁTOLT FELELŐSSÉGŰ TÁRSASÁG',
      shortName: 'KOVÁCS & TÁRSA KFT.',
      taxpayerId: '25819465',
      vatCode: '2',
      countyCode: '13',
      incorporation: 'ORGANIZATION',
    });
    expect(found.addresses.map((a) => a.type)).toEqual(['SITE', 'HQ']);
  });

  it('passes a known signature check (fixed request id and time)', () => {
    // SHA3-512 of the documented example string, computed independently.
    expect(sha3512Upper('abc')).toBe(
      'B751850B1A57168A5693CD924B6B096E08F621827444F70D884F5D0240D2712E10E116E9192AF3C91A7EC57647E3934057340B4CF408D5A56592F8274EEC53F0',
    );
    expect(sha512Upper('abc')).toBe(
      'DDAF35A193617ABACC417349AE20413112E6FA4E89A97EA20A9EEEE64B55D39A2192992A274FC1A836BA3C23A3FEEBBD454D4423643CE80E2A9AC94FA54CA49F',
    );
  });
});

describeApp(
  'NAV taxpayer lookup',
  (t) => {
    beforeEach(() => {
      nav.answer = () => ({ body: FOUND });
    });

    it('tells the client that the lookup is set up', async () => {
      const session = await t().login('ertekesito');
      const r = await t().call('GET', `${REST}/nav/status`, { session });
      expect(r.json()).toEqual({ isConfigured: true });
    });

    it('checks the check digit first: a wrong number is a 400 on the field, without a NAV call', async () => {
      const session = await t().login('ertekesito');
      const calls = nav.requests.length;
      const r = await t().call('GET', `${REST}/nav/getByHungarianTaxNumber/25819466-2-13`, {
        session,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].path).toBe('taxNumber');
      expect(nav.requests.length).toBe(calls);
    });

    it('answers the taxpayer with the seat address, from a full tax number or the 8-digit id', async () => {
      const session = await t().login('ertekesito');
      const r = await t().call('GET', `${REST}/nav/getByHungarianTaxNumber/25819465-2-13`, {
        session,
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({
        taxNumber: '25819465-2-13',
        valid: true,
        name: 'KOVÁCS & TÁRSA ÉPÍTŐANYAG KERESKEDELMI KORLÁTOLT FELELŐSSÉGŰ TÁRSASÁG',
        shortName: 'KOVÁCS & TÁRSA KFT.',
        address: {
          countryCode: 'HU',
          postalCode: '2030',
          city: 'ÉRD',
          street: 'BUDAFOKI ÚT 107. B ép. 2. em. 4. ajtó',
          streetName: 'BUDAFOKI',
          publicPlaceCategory: 'ÚT',
          number: '107',
          building: 'B',
          staircase: null,
          floor: '2',
          door: '4',
        },
        vatGroupMembership: null,
        incorporation: 'ORGANIZATION',
        infoDate: '2024-03-11T00:00:00.000Z',
      });
      expectSignedRequest(nav.requests.at(-1)!, '25819465');
      const byId = await t().call('GET', `${REST}/nav/getByHungarianTaxNumber/25819465`, {
        session,
      });
      expect(byId.json().taxNumber).toBe('25819465-2-13');
    });

    it('answers valid:false for a number NAV does not know', async () => {
      nav.answer = () => ({ body: fixture('nav-query-taxpayer-invalid.xml') });
      const session = await t().login('ertekesito');
      const r = await t().call('GET', `${REST}/nav/getByHungarianTaxNumber/12345676`, {
        session,
      });
      expect(r.json()).toMatchObject({
        taxNumber: '12345676',
        valid: false,
        name: null,
        address: null,
      });
    });

    it('answers 503 with NAV’s reason when NAV refuses the request', async () => {
      nav.answer = () => ({ status: 400, body: fixture('nav-general-error.xml') });
      const session = await t().login('ertekesito');
      const r = await t().call('GET', `${REST}/nav/getByHungarianTaxNumber/25819465`, { session });
      expect(r.statusCode).toBe(503);
      expect(r.json().detail).toContain('INVALID_REQUEST_SIGNATURE');
    });
  },
  { nav: CONFIG },
);

describeApp('NAV taxpayer lookup without a technical user', (t) => {
  it('tells the client that the lookup is not set up, so it can say so before any lookup', async () => {
    const session = await t().login('ertekesito');
    const r = await t().call('GET', `${REST}/nav/status`, { session });
    expect(r.json()).toEqual({ isConfigured: false });
  });

  it('answers a clear 503 naming the missing configuration', async () => {
    const session = await t().login('ertekesito');
    const r = await t().call('GET', `${REST}/nav/getByHungarianTaxNumber/25819465-2-13`, {
      session,
    });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(r.json().detail).toMatch(/^NAV_NOT_CONFIGURED: .*NAV_LOGIN/);
  });
});
