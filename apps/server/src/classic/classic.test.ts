import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../platform/db/database.ts';
import { describeApp, type TestApp } from '../test/harness.ts';
import { DEMO_PORTAL_ORDERS } from './customer-portal.seed.ts';
import { escapeHtml, html } from './html.ts';
import { PORTAL_THROTTLE } from './pages/customer-portal.ts';

const PAGE = { accept: 'text/html' };
const [ORDER] = DEMO_PORTAL_ORDERS;

function lookup(t: TestApp, body: unknown, remoteAddress = '10.0.0.1') {
  return t.call('POST', '/kontor/appf/customer-portal/lookup', { body, remoteAddress });
}

it('the template layer escapes every value, and only values', () => {
  const evil = `<script>alert("x")</script>'&\``;
  expect(html`<td title="${evil}">${evil}</td>`.text).toBe(
    `<td title="${escapeHtml(evil)}">${escapeHtml(evil)}</td>`,
  );
  expect(html`<p>${[html`<b>${'<i>'}</b>`, 1, null, false]}</p>`.text).toBe(
    '<p><b>&lt;i&gt;</b>1</p>',
  );
});

describeApp('classic pages', (t) => {
  it('sends a browser without a session to the login servlet, and on to the SPA login with the way back', async () => {
    const page = await t().call('GET', '/kontor/app/ProductList?q=asz&noNavbar=1', {
      headers: PAGE,
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(
      '/kontor/LoginServlet?redirectToOnLogin=%2Fapp%2FProductList%3Fq%3Dasz',
    );
    const servlet = await t().call('GET', page.headers.location as string);
    expect(servlet.statusCode).toBe(302);
    expect(servlet.headers.location).toBe(
      '/login?redirectToOnLogin=%2Fapp%2FProductList%3Fq%3Dasz',
    );
    const offsite = await t().call('GET', '/kontor/LoginServlet?redirectToOnLogin=//evil.example');
    expect(offsite.headers.location).toBe('/login?redirectToOnLogin=%2Fapp');
  });

  it('renders ProductList for the caller firm: searchable, paged, linking to the SPA form', async () => {
    const session = await t().login('admin');
    const first = await t().call('GET', '/kontor/app/ProductList?noNavbar=1', { session });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain('id="bodyTopBarWrap"');
    expect(first.body).toContain('<title>Terméklista</title>');
    expect(first.body).toMatch(/href="\/app\/ProductForm\?id=\d+"/);
    const headless = await t().call('GET', '/kontor/app/ProductList?headless=1', { session });
    expect(headless.body).not.toContain('bodyTopBarWrap');
    // Links inside the frame keep the frame's flag.
    expect(first.body).toContain('/kontor/app/ProductList?noNavbar=1');
    const [product] = await queryRows<{ code: string; name: string }>(
      t().database.db,
      sql`select code, name from products where firm_id = 1 order by id desc limit 1`,
    );
    const found = await t().call(
      'GET',
      `/kontor/app/ProductList?q=${encodeURIComponent(product!.code)}`,
      { session },
    );
    expect(found.body).toContain(escapeHtml(product!.name));
    const none = await t().call('GET', '/kontor/app/ProductList?q=nincs-ilyen-xyz', { session });
    expect(none.body).toContain('Nincs találat.');
  });

  it('renders PartnerList with paging and escapes partner names', async () => {
    const session = await t().login('admin');
    await t().database.db.execute(
      sql`update partners set name = '<b>Gonosz</b> Kft.' where id = (select min(id) from partners where firm_id = 1)`,
    );
    const first = await t().call('GET', '/kontor/app/PartnerList?q=gonosz', { session });
    expect(first.body).toContain('&lt;b&gt;Gonosz&lt;/b&gt; Kft.');
    expect(first.body).not.toContain('<b>Gonosz</b>');
    expect(first.body).toMatch(/href="\/app\/PartnerForm\?id=\d+"/);
    const all = await t().call('GET', '/kontor/app/PartnerList', { session });
    expect(all.body).toContain('rel="next"');
    const second = await t().call('GET', '/kontor/app/PartnerList?page=1', { session });
    expect(second.body).toContain('rel="prev"');
    expect(second.body).toMatch(/26–/);
  });

  it('lets an admin end a session of the firm and reload the dictionary, audited; others get 403', async () => {
    const admin = await t().login('admin');
    const other = await t().login('admin');
    const tools = await t().call('GET', '/kontor/app/Tools', { session: admin, headers: PAGE });
    expect(tools.statusCode).toBe(200);
    const ids = [...tools.body.matchAll(/name="sessionId" value="([0-9a-f]{64})"/g)].map(
      (m) => m[1]!,
    );
    expect(ids.length).toBeGreaterThan(0);
    for (const sessionId of ids) {
      const ended = await t().call('POST', '/kontor/app/Tools/sessions/end', {
        session: admin,
        body: { sessionId },
      });
      expect(ended.statusCode).toBe(204);
    }
    const gone = await t().call('GET', '/kontor/rest/user/info', { session: other });
    expect(gone.statusCode).toBe(401);
    const reload = await t().call('POST', '/kontor/app/Tools/dictionary/reload', {
      session: admin,
      body: {},
    });
    expect(reload.statusCode).toBe(200);
    expect(reload.body).toBe('A szótár újratöltve.');
    const audit = await t().call('GET', '/kontor/app2/AuditLog?entity=session', {
      session: admin,
    });
    expect(audit.body).toContain('Munkamenet lezárva (rendszergazda)');
    expect(audit.body).toContain('<td>Munkamenet</td>');
    expect(audit.body).not.toContain('session.ended-by-admin');
    const clerk = await t().login('ertekesito');
    const refused = await t().call('GET', '/kontor/app/Tools', { session: clerk, headers: PAGE });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Nincs jogosultság');
  });

  it('answers the ajax JSON servlet for the search boxes', async () => {
    const session = await t().login('admin');
    const r = await t().call('GET', '/kontor/AjaxJsonResponse?action=partnerSearch&term=kft', {
      session,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().items.length).toBeGreaterThan(0);
    const words = await t().call(
      'GET',
      `/kontor/AjaxJsonResponse?action=productSearch&term=${encodeURIComponent('sarga oszibarack')}`,
      { session },
    );
    expect(words.json().items.map((i: { code: string }) => i.code)).toEqual(['FES-5003']);
    const page = await t().call(
      'GET',
      `/kontor/app/ProductList?q=${encodeURIComponent('18 akkus')}`,
      {
        session,
      },
    );
    expect(page.body).toContain('Akkus csavarbehajtó 18 V');
    expect(page.body).not.toContain('Ütvefúró');
    const unknown = await t().call('GET', '/kontor/AjaxJsonResponse?action=drop', { session });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers an unknown classic page inside the frame with 404, an old link outside it with the SPA', async () => {
    const framed = await t().call('GET', '/kontor/app/NoSuchPage?noNavbar=1', { headers: PAGE });
    expect(framed.statusCode).toBe(404);
    expect(framed.headers['content-type']).toContain('text/html');
    expect(framed.body).toContain('<title>Nem található</title>');
    const api = await t().call('GET', '/kontor/app/NoSuchPage?noNavbar=1');
    expect(api.headers['content-type']).toContain('application/problem+json');
  });

  it('shows a portal order for the right code only, and throttles wrong codes', async () => {
    const page = await t().call('GET', '/kontor/appf/customer-portal?noNavbar=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="portalForm"');
    const right = await lookup(t(), {
      orderNumber: ORDER.orderNumber.toLowerCase(),
      accessCode: ORDER.accessCode,
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('Gyártás alatt');
    expect(right.body).toContain(ORDER.items[0].name);
    const wrong = await lookup(t(), { orderNumber: ORDER.orderNumber, accessCode: 'AAAA-BBBB' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Hibás rendelésszám vagy hozzáférési kód.');
    const unknown = await lookup(t(), { orderNumber: 'VR-0000-00000', accessCode: 'X' });
    expect(unknown.body).toBe(wrong.body);
    for (let i = 1; i < PORTAL_THROTTLE.perOrder; i++) {
      await lookup(
        t(),
        { orderNumber: ORDER.orderNumber, accessCode: `WRONG-${i}` },
        `10.0.1.${i}`,
      );
    }
    const throttled = await lookup(
      t(),
      { orderNumber: ORDER.orderNumber, accessCode: ORDER.accessCode },
      '10.0.2.1',
    );
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toContain('Túl sok sikertelen próbálkozás');
  });

  it('counts every one of 20 parallel wrong lookups: exactly the limit are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        lookup(t(), { orderNumber: 'VR-9999-00001', accessCode: `RACE-${i}` }, '10.0.3.1'),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(PORTAL_THROTTLE.perOrder);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - PORTAL_THROTTLE.perOrder);
  });

  it('answers built-in object property names as file names with 404', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const r = await t().call('GET', `/kontor/classic-assets/${name}`);
      expect(r.statusCode, name).toBe(404);
      const page = await t().call('GET', `/kontor/classic-assets/${name}`, { headers: PAGE });
      expect(page.statusCode, name).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
    }
    expect((await t().call('GET', '/kontor/classic-assets/classic.js')).statusCode).toBe(200);
    const session = await t().login('admin');
    const action = await t().call('GET', '/kontor/AjaxJsonResponse?action=constructor', {
      session,
    });
    expect(action.statusCode).toBe(404);
  });

  it('shows a browser an HTML error page naming the wrong parameter, other callers problem+json', async () => {
    const session = await t().login('admin');
    for (const query of ['page=x', 'page=-1', 'q=a%00b', 'q=a&q=b']) {
      const page = await t().call('GET', `/kontor/app/ProductList?${query}&noNavbar=1`, {
        session,
        headers: PAGE,
      });
      expect(page.statusCode, query).toBe(400);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Hibás kérés</title>');
      expect(page.body).toMatch(/id="classicErrorFields">Hibás adat: (page|q)</);
      const api = await t().call('GET', `/kontor/app/ProductList?${query}`, { session });
      expect(api.statusCode, query).toBe(400);
      expect(api.headers['content-type']).toContain('application/problem+json');
    }
    const audit = await t().call('GET', '/kontor/app2/AuditLog?entity=%00', {
      session,
      headers: PAGE,
    });
    expect(audit.statusCode).toBe(400);
    expect(audit.body).toContain('Hibás adat: entity');
  });

  it('searches for %, _ and \\ as typed, not as wildcards', async () => {
    const session = await t().login('admin');
    await t().database.db.execute(
      sql`update products set name = 'Szövet 100% pamut_\\A' where id = (select min(id) from products where firm_id = 1)`,
    );
    await t().database.db.execute(
      sql`update partners set name = 'Száz% Kft_\\B' where id = (select min(id) from partners where firm_id = 1)`,
    );
    for (const [path, marker] of [
      ['/kontor/app/ProductList', 'pamut'],
      ['/kontor/app/PartnerList', 'Száz%'],
    ] as const) {
      for (const term of ['%', '_', '\\']) {
        const page = await t().call('GET', `${path}?q=${encodeURIComponent(term)}`, { session });
        const rows = page.body.match(/<tr>\s*<td/g) ?? [];
        expect(rows.length, `${path} ${term}`).toBe(1);
        expect(page.body).toContain(marker);
      }
    }
    for (const action of ['productSearch', 'partnerSearch']) {
      const r = await t().call('GET', `/kontor/AjaxJsonResponse?action=${action}&term=%25`, {
        session,
      });
      expect(r.json().items.length, action).toBe(1);
    }
  });

  it('declares method="post" on every form that changes something', async () => {
    const session = await t().login('admin');
    await t().login('admin');
    const tools = await t().call('GET', '/kontor/app/Tools', { session });
    const portal = await t().call('GET', '/kontor/appf/customer-portal');
    const forms = [...`${tools.body}${portal.body}`.matchAll(/<form[^>]*>/g)].map((m) => m[0]);
    const changing = forms.filter((form) => form.includes('data-json-post'));
    expect(changing.length).toBeGreaterThanOrEqual(3);
    for (const form of changing) expect(form).toContain('method="post"');
  });
});
