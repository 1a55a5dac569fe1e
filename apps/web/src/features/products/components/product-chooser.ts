import type { ProductRef } from './product-lookup';

/** The message the ProductChooser popup posts to its opener when the user picks a product. */
export const PRODUCT_CHOSEN_MESSAGE = 'kontor:product-chosen';

export interface ProductChosenMessage {
  type: typeof PRODUCT_CHOSEN_MESSAGE;
  product: ProductRef;
}

/** The popup's address: `headless` leaves out the navigation bar. */
export const PRODUCT_CHOOSER_URL = '/app/ProductChooser?headless=1';
const POPUP_NAME = 'kontor-product-chooser';
const POPUP_FEATURES = 'popup,width=760,height=680';
/** How often the opener checks whether the user closed the popup without a choice. */
const CLOSED_POLL_MS = 300;

/** The browser refused to open the popup (a popup blocker). */
export class PopupBlockedError extends Error {
  constructor() {
    super('The browser blocked the product chooser popup');
  }
}

export function isProductChosenMessage(data: unknown): data is ProductChosenMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, product } = data as Partial<ProductChosenMessage>;
  return (
    type === PRODUCT_CHOSEN_MESSAGE &&
    typeof product?.id === 'number' &&
    typeof product.code === 'string' &&
    typeof product.name === 'string'
  );
}

/**
 * Opens the ProductChooser popup and resolves with the product the user picks there, or null when
 * the popup closes without a choice. Only a message of our own origin from that popup counts.
 * Call it from a click handler, or the browser blocks the popup (→ PopupBlockedError).
 */
export function openProductChooser(): Promise<ProductRef | null> {
  const popup = window.open(PRODUCT_CHOOSER_URL, POPUP_NAME, POPUP_FEATURES);
  if (!popup) return Promise.reject(new PopupBlockedError());
  popup.focus();
  return new Promise((resolve) => {
    const finish = (product: ProductRef | null) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
      resolve(product);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (!isProductChosenMessage(event.data)) return;
      const { id, code, name } = event.data.product;
      finish({ id, code, name });
    };
    window.addEventListener('message', onMessage);
    const closedPoll = window.setInterval(() => {
      if (popup.closed) finish(null);
    }, CLOSED_POLL_MS);
  });
}

/**
 * In the popup: hands the choice to the opener (same origin only) and closes. Answers false when
 * the page has no opener of our origin (opened directly), so the page can act otherwise.
 */
export function sendProductChoice(product: ProductRef): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  const message: ProductChosenMessage = {
    type: PRODUCT_CHOSEN_MESSAGE,
    product: { id: product.id, code: product.code, name: product.name },
  };
  try {
    opener.postMessage(message, window.location.origin);
  } catch {
    return false;
  }
  window.close();
  return true;
}
