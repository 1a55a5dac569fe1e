import { describe, expect, it } from 'vitest';
import { MENU } from '../../../server/src/modules/navigation/menu.definition';
import { APP_PAGES } from './page-routes';

/** Menu pages the server renders itself (classic pages shown in the legacy frame). */
const CLASSIC_PAGES = new Set(['/app/Tools']);

const links = MENU.flatMap((top) => top.groups.flatMap((group) => group.links));
const hasPage = (url: string) => {
  const path = new URL(url, 'http://kontor.invalid').pathname;
  return CLASSIC_PAGES.has(path) || APP_PAGES.some((page) => `/app/${page.path}` === path);
};

describe('the menu and the registered pages', () => {
  it('shows a link exactly when its page exists', () => {
    for (const link of links) {
      expect(Boolean(link.available), `${link.id} ${link.url}`).toBe(hasPage(link.url));
      if (link.available && link.createNewUrl) expect(hasPage(link.createNewUrl)).toBe(true);
    }
  });
});
