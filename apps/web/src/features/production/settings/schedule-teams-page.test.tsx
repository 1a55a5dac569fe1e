import deliveryTexts from '@kontor/contract/dictionaries/delivery.json';
import productionTexts from '@kontor/contract/dictionaries/production.json';
import workScheduleTexts from '@kontor/contract/dictionaries/work-schedule.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBundledTexts } from '../../../lib/i18n/i18n';
import { userStore } from '../../../lib/session';
import { jsonResponse, logInAs, mockApi, renderInShell } from '../../../test/shell-test-utils';
import ScheduleTabsPage from './schedule-tabs-page';
import ScheduleTeamsPage from './schedule-teams-page';

addBundledTexts(deliveryTexts);
addBundledTexts(productionTexts);
addBundledTexts(workScheduleTexts);

const workshop = {
  code: 'WORKSHOP',
  name: null,
  nameKey: 'PRODUCTION.SCHEDULE.TAB.WORKSHOP',
  source: 'WORKSHOP',
  unit: 'PIECES',
  defaultLoad: '1.00',
  position: 0,
  isActive: true,
  bookingCount: 12,
  version: 1,
};
const joinery = {
  id: 7,
  code: 'ASZTALOS',
  name: 'Asztalosműhely',
  tabCode: 'WORKSHOP',
  workStationId: null,
  capacityPerMember: '4.00',
  position: 0,
  isActive: true,
  members: [{ employeeId: 3, name: 'Kovács Béla', isActive: true }],
  bookingCount: 5,
  version: 2,
};
const reads = {
  'GET /work-schedule-settings/tabs/': () => jsonResponse([workshop]),
  'GET /work-schedule-settings/teams/': () => jsonResponse([joinery]),
  'GET /work-schedule-settings/work-stations': () =>
    jsonResponse([{ id: 4, label: 'M1 – Műhely' }]),
  'GET /employees/': () =>
    jsonResponse([
      { id: 3, name: 'Kovács Béla' },
      { id: 5, name: 'Nagy Éva' },
    ]),
};

afterEach(() => {
  vi.unstubAllGlobals();
  userStore.reset();
});

describe('the schedule settings pages', () => {
  it('lists the teams with their tab and members, and saves a new one from the keyboard', async () => {
    logInAs(['scheduler']);
    const fetchMock = mockApi({
      ...reads,
      'POST /work-schedule-settings/teams/': ({ body }) =>
        jsonResponse({ ...joinery, ...(body as object), id: 8, members: [], version: 1 }),
    });
    renderInShell(<ScheduleTeamsPage />);
    const table = await screen.findByRole('table', { name: 'Ütemezési csapatok' });
    expect(within(table).getByText('Műhely')).toBeInTheDocument();
    expect(within(table).getByText('Kovács Béla')).toBeInTheDocument();
    expect(within(table).getByText('4 db')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Új csapat' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('fenyo');
    await userEvent.type(within(dialog).getByLabelText(/^Megnevezés/), 'Fenyő csapat');
    await userEvent.selectOptions(within(dialog).getByLabelText('Munkaállomás'), '4');
    const perMember = within(dialog).getByLabelText(/^Kapacitás tagonként/);
    await userEvent.clear(perMember);
    await userEvent.type(perMember, '2,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await screen.findByText('Mentve: Fenyő csapat');
    const call = fetchMock.mock.calls.find(
      ([url, init]) =>
        String(url).endsWith('/work-schedule-settings/teams/') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      code: 'FENYO',
      name: 'Fenyő csapat',
      tabCode: 'WORKSHOP',
      workStationId: 4,
      capacityPerMember: '2.5',
      memberIds: [],
      isActive: true,
    });
  });

  it('a team with bookings: the delete question says to deactivate it instead', async () => {
    logInAs(['back_office']);
    mockApi({
      ...reads,
      'DELETE /work-schedule-settings/teams/7': () =>
        jsonResponse(
          {
            type: 'urn:kontor:problem:conflict',
            title: 'Conflict',
            status: 409,
            code: 'CONFLICT',
            errors: [{ path: 'id', message: 'in use', code: 'in_use' }],
          },
          409,
        ),
    });
    renderInShell(<ScheduleTeamsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Asztalosműhely törlése' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Törlés' }),
    );
    expect(await screen.findByText(/Inaktiválja a szerkesztésben/)).toBeInTheDocument();
  });

  it('names a built-in tab from the dictionary; its source and unit are fixed once booked', async () => {
    logInAs(['scheduler']);
    mockApi(reads);
    renderInShell(<ScheduleTabsPage />);
    const table = await screen.findByRole('table', { name: 'Ütemterv fülek' });
    expect(within(table).getByText('Műhely')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Műhely szerkesztése' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Kód/)).toBeDisabled();
    expect(within(dialog).getByLabelText('Mit tervez')).toBeDisabled();
    expect(within(dialog).getByLabelText('Egység')).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Megnevezés/)).toHaveValue('Műhely');
  });
});
