import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO_EXPIRED_TOKEN } from '../../server/src/seed/design-proofs.ts';
import { seriousViolations } from './axe.ts';
import { harness, logIn, newPage } from './harness.ts';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);
const PRODUCT = 'Egyedi gravírozott névtábla';
// The app's CSP allows no inline script; axe is injected as one.
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  bypassCSP: true,
};

/** The demo's name-plate cards of a board column (seed/design-proofs.ts). */
const column = (page: Page, state: string): Locator =>
  page.locator(`section[data-state="${state}"] button[data-proof-id]`, { hasText: PRODUCT });

/** Opens a card with the keyboard, uploads a proof and answers the customer's link. */
async function uploadOn(page: Page, card: Locator): Promise<{ proofId: string; link: string }> {
  const proofId = (await card.getAttribute('data-proof-id'))!;
  await card.focus();
  await card.press('Enter');
  const drawer = page.getByRole('dialog');
  await drawer.locator('input[type="file"]').setInputFiles({
    name: 'latvanyterv.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await drawer.getByRole('button', { name: 'Feltöltés és küldés az ügyfélnek' }).click();
  const link = await drawer.locator('input[data-proof-link]').inputValue();
  await page.keyboard.press('Escape');
  return { proofId, link };
}

describe('design proofs', () => {
  let board: Page;

  before(async () => {
    board = await newPage({ bypassCSP: true });
    await logIn(board, 'utemezo');
    await board.goto('/app/visual-design-board');
    await column(board, 'TO_DESIGN').first().waitFor();
    assert.deepEqual(await seriousViolations(board), []);
  });
  after(() => board.context().close());

  test('a proof uploaded is e-mailed, accepted on the phone, and the board shows it accepted live', async () => {
    const sink = harness().smtp;
    const mailsBefore = sink.received.length;
    const { proofId, link } = await uploadOn(board, column(board, 'TO_DESIGN').first());
    assert.match(link, /\/kontor\/public\/visual-design\/response\?order=\d+&token=[\w-]{43}$/);
    await sink.waitFor(mailsBefore + 1, 20_000);
    const mail = sink.received.at(-1)!;
    assert.ok((mail.parsed.text ?? '').includes(link), 'the e-mail carries the link');

    const phone = await newPage(PHONE);
    await phone.goto(link);
    await phone.getByText(PRODUCT).waitFor();
    assert.equal(await phone.locator('img').count(), 1);
    assert.ok((await phone.evaluate(() => document.documentElement.scrollWidth)) <= 390);
    assert.deepEqual(await seriousViolations(phone), []);
    await phone.getByRole('button', { name: 'Elfogadom' }).click();
    await phone.getByText('Kérjük, írja be a nevét.').waitFor();
    await phone.getByLabel('Az Ön neve').fill('Fehér Ildikó');
    await phone.getByRole('button', { name: 'Elfogadom' }).click();
    await phone.getByText('Köszönjük! A tervet elfogadta').waitFor();
    await phone.reload();
    await phone.getByText('Ez a link nem érvényes').waitFor();
    await phone.context().close();

    // Live: the open board moves the card without a reload (the 'design' topic).
    await board
      .locator(`section[data-state="ACCEPTED"] button[data-proof-id="${proofId}"]`)
      .waitFor({ timeout: 20_000 });
  });

  test('a rejection with a comment reaches the card, with the new version to come', async () => {
    const { proofId, link } = await uploadOn(board, column(board, 'SENT').first());
    const phone = await newPage(PHONE);
    await phone.goto(link);
    await phone.getByLabel('Mit változtassunk?').fill('A felirat legyen ezüst színű.');
    await phone.getByRole('button', { name: 'Elutasítom' }).click();
    await phone.getByText('Köszönjük! Az észrevételei alapján').waitFor();
    await phone.context().close();
    const card = board.locator(`section[data-state="REJECTED"] button[data-proof-id="${proofId}"]`);
    await card.waitFor({ timeout: 20_000 });
    await card.dblclick();
    await board
      .getByRole('dialog')
      .getByText('Elutasítva: „A felirat legyen ezüst színű.”')
      .waitFor();
    await board.keyboard.press('Escape');
  });

  test('an expired link shows nothing of the order', async () => {
    const expired = column(board, 'EXPIRED').first();
    await expired.waitFor();
    const phone = await newPage(PHONE);
    const orders = await phone.request.get('/kontor/rest/kanban/visual-design');
    assert.equal(orders.status(), 401);
    const proofId = await expired.getAttribute('data-proof-id');
    const cards = await (await board.request.get('/kontor/rest/kanban/visual-design')).json();
    const card = cards.find((c: { id: number }) => String(c.id) === proofId);
    await phone.goto(
      `/kontor/public/visual-design/response?order=${card.orderId}&token=${DEMO_EXPIRED_TOKEN}`,
    );
    await phone.getByText('Ez a link nem érvényes').waitFor();
    const text = (await phone.locator('body').textContent()) ?? '';
    assert.ok(!text.includes(card.orderNumber) && !text.includes(PRODUCT));
    await phone.context().close();
  });
});
