import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../test/shell-test-utils';
import {
  addToTrail,
  pushHistory,
  resetTrailToIndex,
  setTrailFromServer,
  TRAIL_LIMIT,
  toFullPath,
  trailStore,
} from './navigation-history';
import { INITIAL_USER_STATE, userStore } from './session';

afterEach(() => vi.unstubAllGlobals());

describe('navigation history', () => {
  it('joins url and query string into the full path', () => {
    expect(toFullPath({ url: '/app/tasks', label: 'x', queryString: '' })).toBe('/app/tasks');
    expect(toFullPath({ url: '/app/tasks', label: 'x', queryString: 'a=1' })).toBe(
      '/app/tasks?a=1',
    );
    expect(toFullPath({ url: '/app/tasks', label: 'x', queryString: '?a=1' })).toBe(
      '/app/tasks?a=1',
    );
  });

  it('appends a new page and cuts back to a page already in the trail', () => {
    const a = { label: 'A', fullPath: '/a' };
    const b = { label: 'B', fullPath: '/b' };
    const c = { label: 'C', fullPath: '/c' };
    expect(addToTrail([a, b], c)).toEqual([a, b, c]);
    expect(addToTrail([a, b, c], { label: 'A2', fullPath: '/a' })).toEqual([
      { label: 'A2', fullPath: '/a' },
    ]);
  });

  it('replaces the last entry with another view of the same page (a tab of a form)', () => {
    const list = { label: 'Termékek', fullPath: '/app/products' };
    const form = { label: 'Lámpa', fullPath: '/app/ProductForm?id=7' };
    const tab = { label: 'Lámpa', fullPath: '/app/ProductForm?id=7&tab=media' };
    expect(addToTrail([list, form], tab)).toEqual([list, tab]);
    const other = { label: 'Asztal', fullPath: '/app/ProductForm?id=8' };
    expect(addToTrail([list, form], other)).toEqual([list, form, other]);
  });

  it(`keeps at most ${TRAIL_LIMIT} entries`, () => {
    const long = Array.from({ length: TRAIL_LIMIT }, (_, i) => ({
      label: `${i}`,
      fullPath: `/${i}`,
    }));
    const next = addToTrail(long, { label: 'new', fullPath: '/new' });
    expect(next).toHaveLength(TRAIL_LIMIT);
    expect(next.at(-1)?.fullPath).toBe('/new');
  });

  it('takes the server history as visits in order', () => {
    userStore.set(INITIAL_USER_STATE);
    setTrailFromServer([
      { url: '/app', label: 'Kezdőlap', queryString: '' },
      { url: '/app/tasks', label: 'Feladataim', queryString: '' },
      { url: '/app', label: 'Kezdőlap', queryString: '' },
    ]);
    expect(trailStore.get()).toEqual([{ label: 'Kezdőlap', fullPath: '/app' }]);
  });

  it('resets the trail to Index (home icon)', () => {
    trailStore.set([{ label: 'X', fullPath: '/x' }]);
    resetTrailToIndex('Kezdőlap');
    expect(trailStore.get()).toEqual([{ label: 'Kezdőlap', fullPath: '/app' }]);
  });

  it('pushes a visit to the server only when logged in', () => {
    const fetchMock = mockApi({ 'POST /navigation/history': () => jsonResponse(null, 204) });
    userStore.set(INITIAL_USER_STATE);
    pushHistory({ label: 'Feladataim', fullPath: '/app/tasks' });
    expect(fetchMock).not.toHaveBeenCalled();
    userStore.set({ ...INITIAL_USER_STATE, loggedIn: true });
    pushHistory({ label: 'Feladataim', fullPath: '/app/tasks' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"label":"Feladataim","url":"/app/tasks"}');
  });

  describe('across a reload (F5) and a new login', () => {
    /** A fresh page load: its own modules (the stores read the storage as the page would). */
    async function loadPage() {
      vi.resetModules();
      const session = await import('./session');
      return { history: await import('./navigation-history'), users: session.userStore };
    }
    const login = (users: typeof userStore, username: string, selectedFirmId = 1) =>
      users.set({
        ...INITIAL_USER_STATE,
        loggedIn: true,
        userInfo: { ...INITIAL_USER_STATE.userInfo, username },
        firmsData: { ...INITIAL_USER_STATE.firmsData, selectedFirmId },
      });
    const server = [
      { url: '/app', label: 'Kezdőlap', queryString: '' },
      { url: '/app/partners', label: 'Partnerek', queryString: '' },
    ];
    const partner = { label: 'Fa-Lux Kft.', fullPath: '/app/PartnerForm?id=3' };

    afterEach(() => {
      localStorage.clear();
      sessionStorage.clear();
    });

    it('keeps the trail of this tab through a reload, whatever the server history says', async () => {
      mockApi({ 'POST /navigation/history': () => jsonResponse(null, 204) });
      const before = await loadPage();
      login(before.users, 'admin');
      before.history.setTrailFromServer(server);
      before.history.pushHistory(partner);
      before.history.resetTrailToIndex('Kezdőlap');
      before.history.pushHistory(partner);
      const trail = before.history.trailStore.get();
      expect(trail).toEqual([{ label: 'Kezdőlap', fullPath: '/app' }, partner]);

      const after = await loadPage(); // F5
      after.history.pushHistory(partner);
      after.history.setTrailFromServer([
        ...server,
        { url: '/app/PartnerForm', label: partner.label, queryString: 'id=3' },
      ]);
      expect(after.history.trailStore.get()).toEqual(trail);
    });

    it('starts a new tab or another login from the server history, the page shown last', async () => {
      mockApi({ 'POST /navigation/history': () => jsonResponse(null, 204) });
      const { history, users } = await loadPage();
      login(users, 'admin');
      history.pushHistory({ label: 'Régi', fullPath: '/app/old' });
      users.set(INITIAL_USER_STATE); // logout
      expect(history.trailStore.get()).toEqual([]);
      login(users, 'raktaros');
      history.pushHistory(partner); // the page after login, before the history answer
      history.setTrailFromServer(server);
      expect(history.trailStore.get()).toEqual([
        { label: 'Kezdőlap', fullPath: '/app' },
        { label: 'Partnerek', fullPath: '/app/partners' },
        partner,
      ]);
    });
  });
});
