import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_EXPIRED_TOKEN } from '../../server/src/seed/design-proofs.ts';
import { seriousViolations } from './axe.ts';
import { PHONE, PROOF_PRODUCT, proofColumn, uploadProof } from './design-proof-steps.ts';
import { logIn, newPage } from './harness.ts';

/**
 * What the production flow (production.e2e.ts: a proof uploaded, e-mailed, accepted on the phone,
 * the board live) does not cover: a rejection with a comment, and an expired link.
 */
describe('design proofs', () => {
  let board: Page;

  before(async () => {
    board = await newPage({ bypassCSP: true });
    await logIn(board, 'utemezo');
    await board.goto('/app/visual-design-board');
    await proofColumn(board, 'TO_DESIGN').first().waitFor();
    assert.deepEqual(await seriousViolations(board), []);
  });
  after(() => board.context().close());

  test('a rejection with a comment reaches the card, with the new version to come', async () => {
    const { proofId, link } = await uploadProof(board, proofColumn(board, 'SENT').first());
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
    const expired = proofColumn(board, 'EXPIRED').first();
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
    assert.ok(!text.includes(card.orderNumber) && !text.includes(PROOF_PRODUCT));
    await phone.context().close();
  });
});
