import importTexts from '@kontor/contract/dictionaries/imports.json';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBundledTexts } from '../../../lib/i18n/i18n';
import { INITIAL_USER_STATE, userStore } from '../../../lib/session';
import { jsonResponse, mockApi, renderInShell } from '../../../test/shell-test-utils';
import SearchConditionsPage from './search-conditions-page';

addBundledTexts(importTexts);

function showEmptyPageAs(role: string) {
  userStore.set({
    ...INITIAL_USER_STATE,
    loggedIn: true,
    userInfo: { ...INITIAL_USER_STATE.userInfo, roles: [role] },
  });
  mockApi({ 'GET /product-search-conditions/': () => jsonResponse([]) });
  renderInShell(<SearchConditionsPage />);
}

afterEach(() => {
  userStore.reset();
  vi.unstubAllGlobals();
});

describe('the saved search conditions page, with none saved yet', () => {
  it('points a product editor to the product list’s save button', async () => {
    showEmptyPageAs('back_office');
    expect(await screen.findByText(/„Szűrő mentése” gombbal menthet/)).toBeInTheDocument();
  });

  it('does not tell sales to press a save button they do not have', async () => {
    showEmptyPageAs('sales');
    expect(await screen.findByText(/termékszerkesztési joggal lehet menteni/)).toBeInTheDocument();
    expect(screen.queryByText(/Szűrő mentése/)).not.toBeInTheDocument();
  });
});
