/**
 * Work schedule calendar render benchmark: how long Chromium takes from the calendar's answer
 * arriving to the month's grid standing complete in the DOM and painted, for a month of 12 teams
 * with 0 (the baseline: the empty grid of the same size), 1 000, 5 000 and 10 000 bookings.
 * The real server serves the built SPA and the tabs (the e2e harness, logged in as admin); the
 * calendar answers are made here (`page.route`), so the figure is the browser's work only.
 *
 *   npm run build && npm run bench:schedule-render -- --runs=5
 *
 * "Render" is the page's own clock: the calendar answer's `responseEnd` (Resource Timing) to the
 * moment every cell and every booking it shows (a cell folds after six: '+N') is in the DOM,
 * plus two animation frames (painted).
 * Figures are printed, never asserted; docs/benchmarks.md records them.
 */
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { logIn, setHarness, startHarness } from '../apps/web/e2e/harness.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(args.runs);
const TEAMS = 12;
const MONTH = '2026-11';
const DAYS = Array.from({ length: 30 }, (_, i) => `${MONTH}-${String(i + 1).padStart(2, '0')}`);

function calendarOf(bookings: number) {
  const tab = {
    code: 'WORKSHOP',
    nameKey: 'PRODUCTION.SCHEDULE.TAB.WORKSHOP',
    source: 'WORKSHOP',
    unit: 'HOURS',
    defaultLoad: '1',
    position: 1,
  };
  const isWorkday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  return {
    tab,
    from: DAYS[0],
    to: DAYS.at(-1),
    days: DAYS.map((date) => ({
      date,
      isWorkday: isWorkday(date),
      kind: isWorkday(date) ? null : 'WEEKEND',
      name: null,
    })),
    teams: Array.from({ length: TEAMS }, (_, t) => ({
      id: t + 1,
      code: `T${t + 1}`,
      name: `Csapat ${t + 1}`,
      cells: DAYS.map((date) => ({ date, availableMembers: 3, capacity: '24', booked: '20' })),
    })),
    bookings: Array.from({ length: bookings }, (_, i) => {
      const id = i + 1;
      const cell = i % (TEAMS * DAYS.length);
      return {
        id,
        tabCode: 'WORKSHOP',
        customerOrderId: id,
        customerOrderNumber: `VR-2026-${String(id).padStart(6, '0')}`,
        customerId: (id % 50) + 1,
        customerName: `Vevő ${(id % 50) + 1} Kft.`,
        deliveryAddress: 'Budapest',
        wantedDate: null,
        teamId: Math.floor(cell / DAYS.length) + 1,
        teamName: 'Csapat',
        day: DAYS[cell % DAYS.length],
        position: Math.floor(i / (TEAMS * DAYS.length)) + 1,
        load: '1.5',
        overCapacity: false,
        overrideReason: null,
        workshopOrderIds: [],
        version: 1,
      };
    }),
  };
}

/** In the page: resolves with ms from the calendar answer to the complete, painted grid. */
const WAIT_FOR_GRID = `(expected) => new Promise((resolve) => {
  const isDone = () =>
    document.querySelectorAll('[data-booking]').length === expected.bookings &&
    document.querySelectorAll('[data-cell]').length === expected.cells;
  const finish = () => requestAnimationFrame(() => requestAnimationFrame(() => {
    const done = performance.now();
    const answer = performance.getEntriesByType('resource')
      .filter((e) => e.name.includes('/work-schedule/WORKSHOP?')).at(-1);
    resolve(done - answer.responseEnd);
  }));
  if (isDone()) return finish();
  const observer = new MutationObserver(() => {
    if (!isDone()) return;
    observer.disconnect();
    finish();
  });
  observer.observe(document.body, { childList: true, subtree: true });
})`;

const json = (body: unknown) => ({ contentType: 'application/json', body: JSON.stringify(body) });

async function measure(page: Page, bookings: number): Promise<number> {
  const calendar = calendarOf(bookings);
  await page.unrouteAll();
  await page.route('**/rest/customer-order/work-schedule/tabs', (route) =>
    route.fulfill(json([calendar.tab])),
  );
  await page.route('**/rest/customer-order/work-schedule/WORKSHOP/badge-count', (route) =>
    route.fulfill(json({ count: 0 })),
  );
  await page.route('**/rest/customer-order/work-schedule/WORKSHOP/unscheduled', (route) =>
    route.fulfill(json([])),
  );
  await page.route('**/rest/customer-order/work-schedule/WORKSHOP?*', (route) =>
    route.fulfill(json(calendar)),
  );
  await page.goto('/app');
  await page.goto(`/app/work-schedule?tab=WORKSHOP&month=${MONTH}`);
  return Number(
    await page.evaluate(
      `(${WAIT_FOR_GRID})(${JSON.stringify({ bookings: shownChips(bookings), cells: TEAMS * DAYS.length })})`,
    ),
  );
}

/** The chips the grid shows: a folded cell shows its first six (FOLDED_CELL_SIZE). */
function shownChips(bookings: number): number {
  const cells = TEAMS * DAYS.length;
  let shown = 0;
  for (let cell = 0; cell < cells; cell += 1)
    shown += Math.min(6, Math.floor(bookings / cells) + (cell < bookings % cells ? 1 : 0));
  return shown;
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(p * values.length) - 1)]!;

const harness = await startHarness();
setHarness(harness);
try {
  const context = await harness.browser.newContext({
    baseURL: harness.baseUrl,
    viewport: { width: 1600, height: 1000 },
    locale: 'hu-HU',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await logIn(page);
  console.log(`Work schedule render, ${TEAMS} teams × ${DAYS.length} days, ${RUNS} runs each`);
  for (const bookings of [0, 1_000, 5_000, 10_000]) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await measure(page, bookings));
    console.log(
      `${String(bookings).padStart(6)} bookings: median ${pct(times, 0.5).toFixed(0)} ms, p95 ${pct(times, 0.95).toFixed(0)} ms${bookings === 0 ? '  (baseline: the empty grid)' : ''}`,
    );
  }
} finally {
  await harness.stop();
}
