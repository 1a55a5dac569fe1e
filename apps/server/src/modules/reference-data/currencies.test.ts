import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { queryRows } from '../../platform/db/database.ts';
import { startFakeHttpServer } from '../../test/fake-http-server.ts';
import { describeApp, REST } from '../../test/harness.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const current = () => ({ body: fixture('mnb-current-exchange-rates.xml') });
const mnb = await startFakeHttpServer(current);
afterAll(() => mnb.close());

describeApp(
  'currencies and exchange rates',
  (t) => {
    beforeEach(() => {
      mnb.answer = current;
    });

    it('looks currencies up by code prefix or accent-free name', async () => {
      const session = await t().login('ertekesito');
      const byCode = await t().call('GET', `${REST}/currencies/mac?term=eu`, { session });
      expect(byCode.json()[0]).toMatchObject({ code: 'EUR', name: 'Euró' });
      const byName = await t().call('GET', `${REST}/currencies/mac?term=svajci`, { session });
      expect(byName.json().map((c: { code: string }) => c.code)).toEqual(['CHF']);
    });

    it('lists every currency with its latest seeded rate on or before today', async () => {
      const session = await t().login('ertekesito');
      const list = (await t().call('GET', `${REST}/currencies/`, { session })).json();
      expect(list[0]).toMatchObject({ code: 'HUF', decimals: 0, latestRate: null });
      const eur = list.find((c: { code: string }) => c.code === 'EUR');
      expect(eur.latestRate.date <= todayInHungary()).toBe(true);
      expect(eur.latestRate.rate).toMatch(/^3\d\d\.\d{1,2}$/);
    });

    it('answers the safe rate: direct, inverse, cross through HUF, and 1 for the same currency', async () => {
      const session = await t().login('ertekesito');
      const rate = async (query: string) =>
        (await t().call('GET', `${REST}/currencies/getSafeRate?${query}`, { session })).json();
      const eur = await rate('from=EUR&to=HUF');
      expect(eur.rate).toMatch(/^3\d\d\.\d{1,2}$/);
      expect(eur.date <= todayInHungary()).toBe(true);
      const inverse = await rate('from=huf&to=eur');
      expect(inverse).toMatchObject({ from: 'HUF', to: 'EUR' });
      expect(Number(inverse.rate)).toBeCloseTo(1 / Number(eur.rate), 9);
      expect(await rate('from=USD&to=USD')).toMatchObject({ rate: '1', date: todayInHungary() });
      const cross = await rate('from=EUR&to=USD');
      expect(Number(cross.rate)).toBeGreaterThan(1);
    });

    it('refuses an unknown currency (400) and a currency without a rate (404), naming the field', async () => {
      const session = await t().login('ertekesito');
      const unknown = await t().call('GET', `${REST}/currencies/getSafeRate?from=EUR&to=XXX`, {
        session,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].path).toBe('to');
      const noRate = await t().call('GET', `${REST}/currencies/getSafeRate?from=JPY&to=HUF`, {
        session,
      });
      expect(noRate.statusCode).toBe(404);
      expect(noRate.headers['content-type']).toMatch(/problem\+json/);
      expect(noRate.json().errors[0]).toMatchObject({ path: 'from', code: 'no_rate' });
      const tooEarly = await t().call(
        'GET',
        `${REST}/currencies/getSafeRate?from=HUF&to=EUR&date=2020-01-01`,
        { session },
      );
      expect(tooEarly.statusCode).toBe(404);
      expect(tooEarly.json().errors[0].path).toBe('to');
      const malformed = await t().call('GET', `${REST}/currencies/getSafeRate?from=EURO&to=HUF`, {
        session,
      });
      expect(malformed.statusCode).toBe(400);
    });

    it('imports the current MNB rates idempotently, audited, for administrators only', async () => {
      const irodai = await t().login('irodai');
      expect(
        (await t().call('POST', `${REST}/currencies/import-rates`, { session: irodai, body: {} }))
          .statusCode,
      ).toBe(403);
      const session = await t().login('admin');
      const first = await t().call('POST', `${REST}/currencies/import-rates`, { session });
      expect(first.statusCode).toBe(200);
      const result = first.json();
      expect(result.rateDate).toBe('2026-11-20');
      expect(result.imported + result.unchanged).toBe(32);
      expect(result.imported).toBeGreaterThanOrEqual(28);
      const again = await t().call('POST', `${REST}/currencies/import-rates`, {
        session,
        body: {},
      });
      expect(again.json()).toEqual({
        rateDate: '2026-11-20',
        imported: 0,
        unchanged: 32,
        skipped: [],
      });
      const [audit] = await queryRows<{ entity_id: string; action: string }>(
        t().database.db,
        sql`select entity_id, action from audit_log where request_id = ${String(first.headers['x-request-id'])}`,
      );
      expect(audit).toEqual({ entity_id: '2026-11-20', action: 'import' });

      const rate = async (query: string) =>
        (
          await t().call('GET', `${REST}/currencies/getSafeRate?${query}&date=2026-11-20`, {
            session,
          })
        ).json();
      expect(await rate('from=EUR&to=HUF')).toEqual({
        from: 'EUR',
        to: 'HUF',
        rate: '385.12',
        date: '2026-11-20',
      });
      // JPY is quoted per 100 yen: 214,35 HUF / 100 / 385,12 HUF.
      expect((await rate('from=JPY&to=EUR')).rate).toBe('0.0055657977');
      expect((await rate('from=HUF&to=EUR')).rate).toBe('0.0025965933');
      expect((await rate('from=EUR&to=USD')).rate).toBe('1.1604543948');
    });

    it('imports the rates of a given day, reports unknown currencies and empty days', async () => {
      const session = await t().login('admin');
      mnb.answer = () => ({
        body: fixture('mnb-exchange-rates-2026-11-19.xml').replace('curr="JPY"', 'curr="XDR"'),
      });
      const day = await t().call('POST', `${REST}/currencies/import-rates`, {
        session,
        body: { date: '2026-11-19' },
      });
      expect(day.json()).toMatchObject({ rateDate: '2026-11-19', skipped: ['XDR'] });
      expect(day.json().imported + day.json().unchanged).toBe(4);
      expect(mnb.requests.at(-1)!.body).toContain('<web:startDate>2026-11-19</web:startDate>');
      const list = await t().call(
        'GET',
        `${REST}/currencies/rates?currency=EUR&from_date=2026-11-19&to_date=2026-11-19`,
        { session },
      );
      expect(list.json().items).toEqual([
        { currency: 'EUR', date: '2026-11-19', rate: '384.35', unit: 1, source: 'MNB' },
      ]);

      mnb.answer = () => ({ body: fixture('mnb-exchange-rates-no-day.xml') });
      const holiday = await t().call('POST', `${REST}/currencies/import-rates`, {
        session,
        body: { date: '2026-11-01' },
      });
      expect(holiday.json()).toEqual({ rateDate: null, imported: 0, unchanged: 0, skipped: [] });

      const future = await t().call('POST', `${REST}/currencies/import-rates`, {
        session,
        body: { date: '2999-01-01' },
      });
      expect(future.statusCode).toBe(400);
      expect(future.json().errors[0].path).toBe('date');
    });

    it('answers 503 when MNB fails, and stores nothing', async () => {
      const session = await t().login('admin');
      mnb.answer = () => ({ status: 500, body: fixture('mnb-fault.xml') });
      const before = await queryRows(t().database.db, sql`select count(*) from currency_rates`);
      const failed = await t().call('POST', `${REST}/currencies/import-rates`, { session });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ code: 'UNAVAILABLE' });
      expect(failed.json().detail).toContain('Hibás dátumformátum');
      expect(await queryRows(t().database.db, sql`select count(*) from currency_rates`)).toEqual(
        before,
      );
    });

    it('pages the stored rates, newest first', async () => {
      const session = await t().login('ertekesito');
      const page = (
        await t().call('GET', `${REST}/currencies/rates?currency=USD&page_size=5&page_number=1`, {
          session,
        })
      ).json();
      expect(page.items).toHaveLength(5);
      expect(page.total).toBeGreaterThanOrEqual(60);
      const dates = page.items.map((r: { date: string }) => r.date);
      expect(dates).toEqual([...dates].sort().reverse());
    });
  },
  { mnbUrl: `${mnb.url}/arfolyamok.asmx` },
);
