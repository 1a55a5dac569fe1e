import type { Locator, Page } from 'playwright-core';

/** Steps of the design-proof flow shared by production.e2e.ts and design-proofs.e2e.ts. */

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);
/** The demo's product that needs a proof (seed/design-proofs.ts). */
export const PROOF_PRODUCT = 'Egyedi gravírozott névtábla';
/** A phone (the customer's page); the app's CSP allows no inline script, axe is injected as one. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  bypassCSP: true,
};

/** The name-plate cards of a board column. */
export const proofColumn = (page: Page, state: string): Locator =>
  page.locator(`section[data-state="${state}"] button[data-proof-id]`, { hasText: PROOF_PRODUCT });

/** Opens a card with the keyboard, uploads a proof and answers the customer's link. */
export async function uploadProof(
  page: Page,
  card: Locator,
): Promise<{ proofId: string; link: string }> {
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
