import type { TMenuTop } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/database.ts';
import { describeApp, REST } from '../test/harness.ts';
import { Dictionary } from './dictionary/dictionary.service.ts';
import { MENU } from './navigation/menu.definition.ts';
import { buildMenu, validateMenu } from './navigation/menu.service.ts';

describeApp('user info and firms', (t) => {
  it('answers the spec fields of the user', async () => {
    const session = await t().login('admin');
    const info = (await t().call('GET', `${REST}/user/info`, { session })).json();
    expect(info).toMatchObject({
      username: 'admin',
      fullName: 'Kovács Anna',
      currentFirmId: 1,
      firmSwitchEnabled: true,
      language: 'HU',
    });
    expect(info.availableFirms).toHaveLength(9);
    expect(info.roles).toContain('admin');
    expect(info.currentUserEmployeeId).toEqual(expect.any(Number));
    for (const field of ['profilePicUrl', 'avatarInnerHtml', 'avatarCSSContent'])
      expect(info).toHaveProperty(field);
  });

  it('switches firm, and every later call works in that firm; the change is audited', async () => {
    const session = await t().login('irodai');
    await t().call('POST', `${REST}/navigation/history`, {
      session,
      body: { label: 'Első cégben', url: '/app/a' },
    });
    const switched = await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 3 } });
    expect(switched.statusCode).toBe(204);
    expect((await t().call('GET', `${REST}/user/info`, { session })).json().currentFirmId).toBe(3);
    const history = (await t().call('GET', `${REST}/navigation/history`, { session })).json();
    expect(history.historyItems.map((h: { label: string }) => h.label)).not.toContain(
      'Első cégben',
    );
    const [audit] = await queryRows<{ before: unknown; after: unknown }>(
      t().database.db,
      sql`
      select before, after from audit_log where request_id = ${String(switched.headers['x-request-id'])}`,
    );
    expect(audit).toEqual({ before: { firmId: 1 }, after: { firmId: 3 } });
  });

  it('refuses a firm the user does not belong to, and leaves the firm as it was', async () => {
    const session = await t().login('ertekesito');
    const r = await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 5 } });
    expect(r.statusCode).toBe(403);
    expect((await t().call('GET', `${REST}/user/info`, { session })).json().currentFirmId).toBe(1);
    expect(
      (await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('refuses a switch when the server disabled it for the user', async () => {
    await t().database.db.execute(
      sql`update users set firm_switch_enabled = false where username = 'utemezo'`,
    );
    const session = await t().login('utemezo');
    expect(
      (await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 3 } })).statusCode,
    ).toBe(403);
    const welcome = (await t().call('GET', `${REST}/welcome-page`, { session })).json();
    expect(welcome.firmSelectionEnabled).toBe(false);
  });
});

describeApp('navigation, menu and toolbar', (t) => {
  it('keeps the history per user, newest last, without repeating the same page twice in a row, unaudited', async () => {
    const session = await t().login('sofor');
    for (const url of ['/app/a', '/app/b?x=1', '/app/b?x=1']) {
      await t().call('POST', `${REST}/navigation/history`, { session, body: { label: url, url } });
    }
    const items = (await t().call('GET', `${REST}/navigation/history`, { session })).json()
      .historyItems;
    expect(items).toEqual([
      { url: '/app/a', label: '/app/a', queryString: '' },
      { url: '/app/b', label: '/app/b?x=1', queryString: 'x=1' },
    ]);
    const bad = await t().call('POST', `${REST}/navigation/history`, {
      session,
      body: { label: 'x', url: 'https://evil.example/' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('url');
    // A page visit is not a data change: the audit log (Tools) stays free of visits.
    const audited = await queryRows(
      t().database.db,
      sql`select 1 from audit_log where entity = 'navigation_history'`,
    );
    expect(audited).toEqual([]);
  });

  it('shows each role only its menu items, translated, and only pages that exist', async () => {
    const warehouse = (
      await t().call('GET', `${REST}/menu`, { session: await t().login('raktaros') })
    ).json().menu;
    expect(warehouse.map((m: { id: string }) => m.id)).toEqual(['sales', 'warehouse', 'products']);
    // The warehouse reads customer orders (it picks them), not quotes.
    expect(warehouse[0].submenus.map((g: { id: string }) => g.id)).toEqual([
      'sales.orders',
      'sales.partners',
    ]);
    expect(warehouse[0].submenus[0].submenus.map((l: { url: string }) => l.url)).toEqual([
      '/app/customer-orders',
    ]);
    expect(warehouse[1].submenus[0].submenus.map((l: { url: string }) => l.url)).toEqual([
      '/app/dashboards/warehouse',
      '/app/picking-cycle',
      '/app/shelving',
      '/app/stock-counts',
      '/app/unpacking-fees',
    ]);
    expect(warehouse[2].label).toBe('Termékek');
    // The warehouse role reads partners but may not create one: no 'Új …' link.
    expect(warehouse[0].submenus[1].submenus[0]).toMatchObject({
      url: '/app/partners',
      createNewUrl: null,
    });
    const admin = (
      await t().call('GET', `${REST}/menu`, { session: await t().login('admin') })
    ).json().menu;
    const available = MENU.filter((top) =>
      top.groups.some((group) => group.links.some((link) => link.available)),
    );
    expect(admin.map((m: { id: string }) => m.id)).toEqual(available.map((m) => m.id));
    const urls = admin.flatMap((top: TMenuTop) =>
      top.submenus.flatMap((group) => group.submenus.map((link) => link.url)),
    );
    expect(urls).not.toContain('/app/CustomerOrderForm');
    const link = admin[0].submenus
      .flatMap((group: TMenuTop['submenus'][number]) => group.submenus)
      .find((l: { url: string }) => l.url === '/app/partners');
    expect(link).toMatchObject({
      url: '/app/partners',
      createNewUrl: '/app/PartnerForm',
      hotkey: {
        key: 'P',
        needsKeyAlt: true,
        needsKeyShift: true,
        needsKeyCtrl: false,
        needsKeyMeta: false,
      },
    });
  });

  it('counts open tasks and unread messages from the tables; developer tools only for admins', async () => {
    const session = await t().login('muhely');
    const widgets = (await t().call('GET', `${REST}/toolbar/widgets`, { session })).json().widgets;
    expect(widgets).toEqual([
      { type: 'ToolbarTaskWidget', count: 3, tooltip: 'Feladataim', url: '/app/tasks' },
      { type: 'ToolbarMessageWidget', count: 2, tooltip: 'Üzeneteim', url: '/app/messages' },
    ]);
    const tasks = (await t().call('GET', `${REST}/tasks`, { session })).json();
    const done = await t().call('POST', `${REST}/tasks/${tasks[0].id}/complete`, { session });
    expect(done.json().completedAt).toEqual(expect.any(String));
    expect(
      (await t().call('POST', `${REST}/tasks/${tasks[0].id}/complete`, { session })).statusCode,
    ).toBe(409);
    const messages = (await t().call('GET', `${REST}/messages`, { session })).json();
    await t().call('POST', `${REST}/messages/${messages[0].id}/read`, { session });
    const after = (await t().call('GET', `${REST}/toolbar/widgets`, { session })).json().widgets;
    expect(after.map((w: { count: number }) => w.count)).toEqual([2, 1]);
    const admin = (
      await t().call('GET', `${REST}/toolbar/widgets`, { session: await t().login('admin') })
    ).json().widgets;
    // The cog's tooltip names the page it opens.
    expect(admin).toContainEqual({
      type: 'DeveloperToolsWidget',
      count: 0,
      tooltip: 'Fejlesztői eszközök',
      url: '/app/DeveloperTools',
    });
  });
});

describeApp('welcome page', (t) => {
  it('offers the widgets of the modules that exist, computed from the data', async () => {
    const page = (
      await t().call('GET', `${REST}/welcome-page`, { session: await t().login('ertekesito') })
    ).json();
    expect(page.welcome.nickName).toBe('Péter');
    expect(page.firmSelectionEnabled).toBe(true);
    expect(page.widgets.map((w: { widgetType: string }) => w.widgetType)).toEqual([
      'DepartmentTaskWidget',
      'CustomerServiceTaskWidget',
      'ApprovedQuoteWidget',
      'ApprovedCustomerOrderWidget',
      'RemainderOfProformaInvoicesWidget',
      'PaidNonInvoicedCustomerProformaInvoiceWidget',
      'RemainderOfNonProformaCustomerInvoicesWidget',
      'CustomerAdvanceInvoiceWithNoFinalInvoiceWidget',
    ]);
    expect(page.widgets[1]).toMatchObject({ count: 1, showMoreLink: 'Összes megtekintése' });
    const warehouse = (
      await t().call('GET', `${REST}/welcome-page`, { session: await t().login('raktaros') })
    ).json();
    expect(warehouse.widgets.map((w: { widgetType: string }) => w.widgetType)).toEqual([
      'DepartmentTaskWidget',
      'WarehouseDashboardWidget',
    ]);
  });

  it('saves the widget order per user, and refuses duplicates', async () => {
    const session = await t().login('irodai');
    expect(
      (await t().call('GET', `${REST}/welcome-page/widget-order`, { session })).json().ids,
    ).toEqual([
      'DepartmentTaskWidget',
      'CustomerServiceTaskWidget',
      'ApprovedQuoteWidget',
      'ApprovedCustomerOrderWidget',
      'RemainderOfProformaInvoicesWidget',
      'PaidNonInvoicedCustomerProformaInvoiceWidget',
      'RemainderOfNonProformaCustomerInvoicesWidget',
      'CustomerAdvanceInvoiceWithNoFinalInvoiceWidget',
      'WarehouseDashboardWidget',
      'RemainderOfNonProformaSupplierInvoicesWidget',
    ]);
    const saved = await t().call('POST', `${REST}/welcome-page/widget-order`, {
      session,
      body: { ids: ['CustomerServiceTaskWidget', 'Unknown'] },
    });
    expect(saved.json().ids).toEqual(['CustomerServiceTaskWidget', 'Unknown']);
    expect(
      (await t().call('GET', `${REST}/welcome-page/widget-order`, { session })).json().ids,
    ).toEqual(['CustomerServiceTaskWidget', 'Unknown']);
    expect(
      (
        await t().call('POST', `${REST}/welcome-page/widget-order`, {
          session,
          body: { ids: ['a', 'a'] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t().call('GET', `${REST}/welcome-page/widget-order`, {
          session: await t().login('ertekesito'),
        })
      ).json().ids,
    ).toHaveLength(8);
  });

  it('answers the mobile start page', async () => {
    const page = (
      await t().call('GET', `${REST}/welcome-page/mobile`, { session: await t().login('sofor') })
    ).json();
    expect(page).toMatchObject({
      welcome: { nickName: 'Laci' },
      currentFirm: { id: 1 },
      openTaskCount: 3,
      unreadMessageCount: 2,
    });
  });
});

describeApp('dictionary and system info', (t) => {
  it('answers the build number and dictionaries without login', async () => {
    expect((await t().call('GET', `${REST}/system/info`)).json()).toEqual({
      buildNumber: 'dev',
      apiVersion: '0.1.0',
    });
    const all = (
      await t().call('POST', `${REST}/dictionary/`, {
        body: { languages: ['HU', 'EN'], lastQueryDate: null },
      })
    ).json();
    expect(all.userLanguage).toBe('HU');
    const hu = all.dictionaryCollections[0];
    expect(hu.language).toBe('HU');
    expect(hu.entries).toContainEqual({ reference: 'LOGIN.LINK_LOGOUT', value: 'Kijelentkezés' });
    expect(all.dictionaryCollections[1].entries).toContainEqual({
      reference: 'LOGIN.LINK_LOGOUT',
      value: 'Log out',
    });
  });

  it('answers only what changed since the last query', async () => {
    const first = (
      await t().call('POST', `${REST}/dictionary/`, {
        body: { languages: ['HU'], lastQueryDate: null },
      })
    ).json();
    const none = (
      await t().call('POST', `${REST}/dictionary/`, {
        body: { languages: ['HU'], lastQueryDate: first.queryDate },
      })
    ).json();
    expect(none.dictionaryCollections[0].entries).toEqual([]);
    const changed = Dictionary.fromFiles();
    const entries = {
      HU: {
        ...Object.fromEntries(
          first.dictionaryCollections[0].entries.map((e: { reference: string; value: string }) => [
            e.reference,
            e.value,
          ]),
        ),
        'LOGIN.LINK_LOGOUT': 'Kilépés',
      },
      EN: {},
    };
    await new Dictionary(entries).sync(t().database.db);
    const delta = (
      await t().call('POST', `${REST}/dictionary/`, {
        body: { languages: ['HU'], lastQueryDate: first.queryDate },
      })
    ).json();
    expect(delta.dictionaryCollections[0].entries).toEqual([
      { reference: 'LOGIN.LINK_LOGOUT', value: 'Kilépés' },
    ]);
    await changed.sync(t().database.db);
  });
});

describeApp('product quick search', (t) => {
  const search = async (term: string, getAllResults = true) =>
    (
      await t().call(
        'GET',
        `${REST}/products?term=${encodeURIComponent(term)}&getAllResults=${getAllResults}&onlyMapBaseData=true`,
        { session: await t().login('raktaros') },
      )
    ).json();

  it('ignores accents and case, and finds code prefixes first', async () => {
    expect((await search('arviz')).map((p: { name: string }) => p.name)).toEqual([
      'Árvíztűrő tükörfúrógép',
    ]);
    expect((await search('asz-10')).map((p: { code: string }) => p.code)).toEqual([
      'ASZ-1001',
      'ASZ-1002',
      'ASZ-1003',
    ]);
    expect(await search('%')).toEqual([]);
    expect(await search('')).toEqual([]);
    await t().database.db.execute(
      sql`insert into products (firm_id, code, name)
        select 1, 'KOR-' || g, 'Korlátos termék ' || g from generate_series(1, 12) g`,
    );
    expect(await search('termek korlatos', false)).toHaveLength(10);
    expect(await search('termek korlatos')).toHaveLength(12);
    expect((await search('bukk'))[0]).toEqual({
      id: expect.any(Number),
      code: 'BUT-2002',
      name: 'Bükkfa szék kárpitozott',
      imageUrl: null,
    });
  });
});

describe('menu definition', () => {
  const dictionary = Dictionary.fromFiles();

  it('is valid, and rejects a duplicate hotkey or an unknown label', () => {
    expect(() => validateMenu(MENU, dictionary)).not.toThrow();
    const first = MENU[0]!.groups[0]!.links[0]!;
    const duplicate = structuredClone(MENU);
    duplicate[1]!.groups[0]!.links[0]!.hotkey = { ...first.hotkey! };
    expect(() => validateMenu(duplicate, dictionary)).toThrow(/hotkey Alt\+Shift\+O/);
    const unknown = structuredClone(MENU);
    unknown[0]!.label = 'MENU.NOPE';
    expect(() => validateMenu(unknown, dictionary)).toThrow(/not in the dictionary/);
  });

  it('translates into the user language', () => {
    expect(buildMenu(['admin'], 'EN', dictionary)[0]!.label).toBe('Sales');
  });
});
