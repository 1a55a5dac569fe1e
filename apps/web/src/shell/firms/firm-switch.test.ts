import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TUserState, userStore } from '../../lib/session';
import { jsonResponse, mockApi } from '../../test/shell-test-utils';
import { welcomePageQuery } from '../shell-queries';
import { checkFirmSwitchQuery, switchFirm } from './firm-switch';

const firmsData: TUserState['firmsData'] = {
  firms: [
    { id: 1, name: 'Egy Kft.' },
    { id: 2, name: 'Kettő Kft.' },
  ],
  selectedFirmId: 1,
  isFirmSwitchEnabled: true,
  minAmountOfFirmsBeforeSearch: 6,
};

const userInfo = (currentFirmId: number) => ({
  username: 'admin',
  fullName: 'Kovács Anna',
  nickName: 'Anna',
  profilePicUrl: null,
  availableFirms: firmsData.firms.map((firm) => ({ ...firm, logoUrl: null })),
  currentFirmId,
  firmSwitchEnabled: true,
  roles: ['admin'],
  language: 'HU',
  avatarInnerHtml: null,
  avatarCSSContent: null,
  currentUserEmployeeId: null,
});
const welcome = (nickName: string) => ({
  welcome: { nickName },
  widgets: [],
  firms: [],
  firmSelectionEnabled: true,
});

describe('firm switch query checks (000 §5)', () => {
  it.each([
    [null, 'Missing firmId query parameter'],
    ['abc', 'The firmId "abc" is not a valid integer'],
    ['1.5', 'The firmId "1.5" is not a valid integer'],
    ['1', 'The selected firmId is the current firmId'],
    ['3', 'The selected firmId does not match any stored firms'],
  ])('%s → %s', (value, error) => {
    expect(checkFirmSwitchQuery(value, firmsData)).toEqual({ error });
  });

  it('accepts another stored firm', () => {
    expect(checkFirmSwitchQuery('2', firmsData)).toEqual({ firmId: 2 });
  });
});

describe('switching the firm (000 §4)', () => {
  const navbar = {
    'GET /menu': () => jsonResponse({ menu: [] }),
    'GET /toolbar/widgets': () => jsonResponse({ widgets: [] }),
    'GET /system/info': () => jsonResponse({ buildNumber: '1', apiVersion: '0.1.0' }),
    'GET /navigation/history': () => jsonResponse({ historyItems: [] }),
    'GET /welcome-page/widget-order': () => jsonResponse({ ids: [] }),
  };
  let queryClient: QueryClient;

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(welcomePageQuery.queryKey, welcome('before'));
    userStore.set({ ...userStore.get(), loggedIn: true, firmsData });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the selection when the change call fails', async () => {
    mockApi({ 'PUT /user/firm': () => jsonResponse({}, 403) });
    await expect(switchFirm(2, queryClient)).resolves.toBe(false);
    expect(userStore.get().firmsData.selectedFirmId).toBe(1);
  });

  it('changes the selection and reloads user info, welcome page and navbar together', async () => {
    const fetchMock = mockApi({
      ...navbar,
      'PUT /user/firm': () => jsonResponse(null, 204),
      'GET /user/info': () => jsonResponse(userInfo(2)),
      'GET /welcome-page': () => jsonResponse(welcome('after')),
    });
    await expect(switchFirm(2, queryClient)).resolves.toBe(true);
    expect(userStore.get().firmsData.selectedFirmId).toBe(2);
    expect(queryClient.getQueryData(welcomePageQuery.queryKey)).toEqual(welcome('after'));
    const called = fetchMock.mock.calls.map(([url]) => String(url));
    expect(called).toEqual(
      expect.arrayContaining(['/kontor/rest/menu', '/kontor/rest/navigation/history']),
    );
  });

  it('restores the previous state when a reload fails', async () => {
    mockApi({
      ...navbar,
      'PUT /user/firm': () => jsonResponse(null, 204),
      'GET /user/info': () => jsonResponse(userInfo(2)),
      'GET /welcome-page': () => jsonResponse({}, 500),
    });
    await switchFirm(2, queryClient);
    expect(userStore.get().firmsData.selectedFirmId).toBe(1);
    expect(queryClient.getQueryData(welcomePageQuery.queryKey)).toEqual(welcome('before'));
    expect(console.error).toHaveBeenCalled();
  });
});
