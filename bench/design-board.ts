/**
 * The visual design board (modules/design-proofs/README.md) with 5 000 proofs, in Chromium: the
 * real app (built SPA, real server, a demo login) with the board's call answered by 5 000 cards
 * (1 000 per column), timed from the answer's last byte (resource timing `responseEnd`) to the
 * first frame after every column shows its cards. Baseline in the same page and run: 5 000 plain
 * divs with the same texts, from appending them to the first frame after. Median of `--rounds`
 * page loads. Timings are printed, never asserted.
 *
 *   npm run build && npm run bench:design-board
 *   npm run bench:design-board -- --rounds=7 --cards=5000
 */
import { parseArgs } from 'node:util';
import type { TDesignProofCard, TDesignProofState } from '@kontor/contract';
import { logIn, newPage, setHarness, startHarness } from '../apps/web/e2e/harness.ts';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, cards: { type: 'string', default: '5000' } },
});
const ROUNDS = Number(args.rounds);
const CARDS = Number(args.cards);
const STATES: TDesignProofState[] = ['TO_DESIGN', 'SENT', 'EXPIRED', 'ACCEPTED', 'REJECTED'];

function cards(): TDesignProofCard[] {
  return Array.from({ length: CARDS }, (_, i) => ({
    id: i + 1,
    orderId: 1000 + i,
    orderNumber: `VR-2026-${String(i + 1).padStart(6, '0')}`,
    orderLineId: 5000 + i,
    customerName: `Ügyfél ${i % 97} Kft.`,
    productCode: `NEVTABLA-${i % 13}`,
    productName: `Egyedi gravírozott névtábla ${i % 13}`,
    state: STATES[i % STATES.length]!,
    proofNumber: i % 3,
    expiresAt: '2027-12-31T00:00:00.000Z',
    version: 1,
    updatedAt: '2026-11-27T10:00:00.000Z',
  }));
}

/* In-page code, as source text (this file is type-checked for Node, without the DOM's types). */
const EVERY_COLUMN_DRAWN = `${JSON.stringify(STATES)}.every((s) =>
  document.querySelector('section[data-state="' + s + '"] button[data-proof-id]'))`;
/** From the board's answer (its last byte) to the first frame after every column is drawn. */
const BOARD_TIME = `new Promise((resolve) => requestAnimationFrame(() => {
  const answer = performance.getEntriesByType('resource')
    .find((e) => e.name.endsWith('/kanban/visual-design'));
  resolve(performance.now() - answer.responseEnd);
}))`;
/** The baseline: the same count of plain divs appended, to the first frame after. */
const PLAIN_DIVS = `new Promise((resolve) => {
  const start = performance.now();
  const box = document.createElement('div');
  for (let i = 0; i < ${CARDS}; i++) {
    const div = document.createElement('div');
    div.textContent = 'VR-2026-' + i + ' · Egyedi gravírozott névtábla · Ügyfél ' + (i % 97) + ' Kft.';
    box.append(div);
  }
  document.body.append(box);
  void box.offsetHeight;
  requestAnimationFrame(() => {
    box.remove();
    resolve(performance.now() - start);
  });
})`;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const harness = await startHarness();
setHarness(harness);
try {
  // The in-page code is source text, which the app's CSP (no eval) would refuse.
  const page = await newPage({ bypassCSP: true });
  await logIn(page, 'irodai');
  const body = JSON.stringify(cards());
  await page.route('**/kontor/rest/kanban/visual-design', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const board: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await page.goto('/app/visual-design-board');
    await page.waitForFunction(EVERY_COLUMN_DRAWN, undefined, { polling: 'raf', timeout: 30_000 });
    board.push(Number(await page.evaluate(BOARD_TIME)));
    plain.push(Number(await page.evaluate(PLAIN_DIVS)));
  }
  const rendered = await page.locator('button[data-proof-id]').count();
  console.log(
    `Visual design board, ${CARDS} proofs (${CARDS / 5} per column), ${ROUNDS} page loads`,
  );
  console.log(
    `  board (answer → every column drawn): median ${median(board).toFixed(0)} ms, max ${Math.max(...board).toFixed(0)} ms`,
  );
  console.log(
    `  baseline, ${CARDS} plain divs:        median ${median(plain).toFixed(0)} ms, max ${Math.max(...plain).toFixed(0)} ms`,
  );
  console.log(`  card elements in the page: ${rendered} of ${CARDS} (the columns are virtualised)`);
  await page.context().close();
} finally {
  await harness.stop();
}
