import productTexts from '@kontor/contract/dictionaries/products.json';
import serverTexts from '@kontor/contract/dictionaries/server.json';
import shellTexts from '@kontor/contract/dictionaries/shell.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/shell-test-utils';
import { refreshDictionaries } from './dictionary-refresh';
import { dictionaryStore, INITIAL_DICTIONARY_STATE, mergeDictionaries } from './dictionary-store';
import { i18n, initI18n } from './i18n';

const answer = (value: string) => ({
  userLanguage: 'HU' as const,
  queryDate: '2026-11-22T10:00:00.000Z',
  dictionaryCollections: [
    { language: 'HU' as const, entries: [{ reference: 'LOGIN.TITLE', value }] },
  ],
});

describe('dictionaries', () => {
  beforeEach(() => {
    dictionaryStore.reset();
    if (!i18n.isInitialized) initI18n();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('bundles a Hungarian and an English text for every key', () => {
    expect(Object.keys(shellTexts.en).sort()).toEqual(Object.keys(shellTexts.hu).sort());
    expect(shellTexts.hu['LOGIN.LINK_LOGOUT']).toBe('Kijelentkezés');
  });

  it('the menu names the product variations page with its own title, in every language', () => {
    for (const language of ['hu', 'en'] as const)
      expect(serverTexts[language]['MENU.PRODUCT_VARIATIONS']).toBe(
        productTexts[language]['PRODUCTS.VARIATION_LIST.TITLE'],
      );
  });

  it('merges an answer: newer texts win, the query date and build are kept', () => {
    const first = mergeDictionaries(INITIAL_DICTIONARY_STATE, answer('Belépés'), 'b1');
    const second = mergeDictionaries(first, answer('Bejelentkezés'), 'b2');
    expect(second.dictionaries).toEqual([
      { language: 'HU', entries: [{ reference: 'LOGIN.TITLE', text: 'Bejelentkezés' }] },
    ]);
    expect(second).toMatchObject({
      lastVersion: 'b2',
      lastUpdateTime: '2026-11-22T10:00:00.000Z',
      currentLanguage: 'HU',
    });
  });

  it('asks the server only when the build changed, with the last query date', async () => {
    const fetchMock = mockApi({ 'POST /dictionary/': () => jsonResponse(answer('Belépés')) });
    await refreshDictionaries('b1');
    expect(i18n.t('LOGIN.TITLE')).toBe('Belépés');
    await refreshDictionaries('b1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await refreshDictionaries('b2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      languages: ['HU', 'EN'],
      lastQueryDate: '2026-11-22T10:00:00.000Z',
    });
    dictionaryStore.reset();
    i18n.addResourceBundle('hu', 'translation', shellTexts.hu, true, true);
  });
});
