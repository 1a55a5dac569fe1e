import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { logIn, newPage } from './harness.ts';

describe('login and session', () => {
  test('login without remember-me: session cookie only, welcome page, build number', async () => {
    const page = await newPage();
    await page.goto('/app');
    await page.waitForURL('**/login?redirectToOnLogin=%2Fapp');
    assert.match((await page.getByTestId('build-number').textContent()) ?? '', /^Build: \S+/);
    await logIn(page);
    assert.equal(new URL(page.url()).pathname, '/app');
    await page.getByRole('heading', { name: /^Jó napot, / }).waitFor();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'JSESSIONID');
    assert.ok(session?.httpOnly, 'JSESSIONID is HttpOnly');
    assert.equal(session?.expires, -1, 'a session cookie without remember-me');
    assert.equal(
      cookies.find((cookie) => cookie.name === 'rememberMe'),
      undefined,
    );
    assert.equal(await page.title(), 'Kezdőlap | Kontor');
    await page.context().close();
  });

  test('a logged-in start at /app asks for its first calls with the page, each once', async () => {
    // A new day's first start over the network: the service worker's cache would answer instead.
    const page = await newPage({ serviceWorkers: 'block' });
    await page.goto('/login');
    await logIn(page);
    await page.getByRole('heading', { name: /^Jó napot, / }).waitFor();
    await page.getByTestId('current-firm').waitFor();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/')) requests.push(new URL(request.url()).pathname);
    });
    // Cold, as a new day's first start: the entry script comes over the network.
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await page.reload();
    await page.getByRole('heading', { name: /^Jó napot, / }).waitFor();
    await page.getByTestId('current-firm').waitFor();
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
    );
    const entry = timing.find((item) => /\/assets\/index-.*\.js$/.test(item.path));
    assert.ok(entry, 'the entry script');
    for (const path of ['welcome-page', 'welcome-page/widget-order', 'auth/check', 'menu']) {
      const calls = timing.filter((item) => item.path === `/kontor/rest/${path}`);
      // One request: the page's preload, whose answer the app's own call takes.
      assert.equal(calls.length, 1, `${path} asked once`);
      assert.equal(requests.filter((item) => item === `/kontor/rest/${path}`).length, 1);
      assert.ok(calls[0]!.start < entry.end, `${path} asked before the entry script has arrived`);
    }
    await page.context().close();
  });

  test('login with remember-me keeps a year-long rememberMe cookie', async () => {
    const page = await newPage();
    await page.goto('/login');
    await logIn(page, 'admin', { rememberMe: true });
    const rememberMe = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'rememberMe',
    );
    assert.ok(rememberMe, 'rememberMe cookie set');
    const days = (rememberMe.expires * 1000 - Date.now()) / 86_400_000;
    assert.ok(days > 364 && days <= 366, `expires in ${days} days`);
    await page.context().close();
  });

  test('a deep link leads through login back to itself', async () => {
    const page = await newPage();
    await page.goto('/app/messages');
    await page.waitForURL('**/login?redirectToOnLogin=%2Fapp%2Fmessages');
    await logIn(page);
    assert.equal(new URL(page.url()).pathname, '/app/messages');
    await page.getByRole('heading', { name: 'Üzeneteim' }).waitFor();
    await page.context().close();
  });

  test('a post-login target with a control character lands on the Index page', async () => {
    const page = await newPage();
    await page.goto('/login?redirectToOnLogin=%2F%09%2Fevil.example');
    await logIn(page);
    await page.getByRole('heading', { name: /^Jó napot, / }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/app');
    await page.context().close();
  });

  test('wrong credentials clear the state and reload the login page', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByPlaceholder('Felhasználónév').fill('admin');
    await page.getByPlaceholder('Jelszó').fill('not-the-password');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await reloaded;
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.equal(await page.getByPlaceholder('Felhasználónév').inputValue(), '');
    await page.context().close();
  });

  test('logout ends the session; the app asks for login again', async () => {
    const page = await newPage();
    await logIn(page);
    await page.getByRole('button', { name: 'Kijelentkezés' }).click();
    await page.waitForURL('**/login**');
    await page.goto('/app/tasks');
    await page.waitForURL('**/login?redirectToOnLogin=%2Fapp%2Ftasks');
    await page.context().close();
  });

  test('an unknown path shows the 404 page whose button goes back', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.goto('/no/such/page');
    await page.getByText('Oops. Itt nincs semmi...').waitFor();
    await page.getByRole('button', { name: 'Vissza' }).click();
    await page.waitForURL('**/login');
    await page.context().close();
  });

  test('the empty path, LoginServlet and the legacy context path lead into the new paths', async () => {
    const page = await newPage();
    await page.goto('/LoginServlet');
    await page.waitForURL('**/login');
    await page.goto('/dev');
    await page.evaluate(() => {
      history.pushState(null, '', '/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL('**/login?redirectToOnLogin=%2Fapp');
    await page.evaluate(() => {
      history.pushState(null, '', '/kontor/dev/e2e/public?x=1#part');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL('**/dev/e2e/public?x=1#part');
    await page.context().close();
  });
});

describe('navbar', () => {
  test('firm switch through the dropdown and through its filter', async () => {
    const page = await newPage();
    await logIn(page);
    const selector = page.getByTestId('current-firm');
    const before = (await selector.textContent()) ?? '';
    await selector.click();
    const filter = page.getByPlaceholder('Cégek szűrése');
    await filter.waitFor();
    const options = page.getByRole('list', { name: 'További cégek' }).getByRole('button');
    const target = (await options.first().textContent()) ?? '';
    await options.first().click();
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid=current-firm]')?.textContent === name,
      target,
    );
    assert.notEqual(target, before);

    await selector.click();
    await filter.fill('balaton');
    await page
      .locator('mark', { hasText: /balaton/i })
      .first()
      .waitFor();
    await filter.press('Enter');
    await page.waitForFunction(() =>
      /Balaton/.test(document.querySelector('[data-testid=current-firm]')?.textContent ?? ''),
    );
    await page.reload();
    await page.waitForFunction(() =>
      /Balaton/.test(document.querySelector('[data-testid=current-firm]')?.textContent ?? ''),
    );
    await page.context().close();
  });

  test('a menu hotkey shows its overlay, then navigates', async () => {
    const page = await newPage();
    await logIn(page);
    await page.getByRole('button', { name: 'Főmenü' }).click();
    const link = page
      .locator('#main-menu')
      .getByRole('link', { name: 'Partnerlista', exact: true });
    await link.waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Alt+Shift+P');
    await page.getByTestId('hotkey-overlay').getByText('Partnerlista').waitFor();
    await page.waitForURL('**/app/partners');
    await page.context().close();
  });

  test('the task widget leads to the open tasks, and completing one lowers its badge', async () => {
    const page = await newPage();
    await logIn(page, 'irodai');
    const widget = page.locator('[data-widget-type=ToolbarTaskWidget]');
    await widget.waitFor();
    const label = (await widget.getAttribute('aria-label')) ?? '';
    const count = Number(/\((\d+)\)/.exec(label)?.[1] ?? 0);
    await widget.click();
    await page.waitForURL('**/app/tasks');
    if (count > 0) {
      await page
        .getByRole('button', { name: /^Kész: / })
        .first()
        .click();
      await page
        .getByRole('status')
        .getByText(/^Elvégezve:/)
        .waitFor();
      const expected = count - 1 > 0 ? `(${count - 1})` : 'Feladataim';
      await page.waitForFunction(
        (text) =>
          (
            document
              .querySelector('[data-widget-type=ToolbarTaskWidget]')
              ?.getAttribute('aria-label') ?? ''
          ).endsWith(text),
        expected,
      );
    }
    await page.context().close();
  });
});
