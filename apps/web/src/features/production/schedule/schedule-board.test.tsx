import type { TScheduleBooking, TScheduleCalendar } from '@kontor/contract';
import productionTexts from '@kontor/contract/dictionaries/production.json';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBundledTexts } from '../../../lib/i18n/i18n';
import { userStore } from '../../../lib/session';
import { jsonResponse, logInAs, mockApi, renderInShell } from '../../../test/shell-test-utils';
import { ScheduleBoard } from './schedule-board';

addBundledTexts(productionTexts);

const DAYS = ['2026-11-05', '2026-11-06', '2026-11-07'];
const booking = (id: number, teamId: number, day: string, position: number): TScheduleBooking => ({
  id,
  tabCode: 'WORKSHOP',
  customerOrderId: 100 + id,
  customerOrderNumber: `VR-2026-00010${id}`,
  customerId: 7,
  customerName: 'Bútor Kft.',
  deliveryAddress: 'Budapest',
  wantedDate: null,
  teamId,
  teamName: `Csapat ${teamId}`,
  day,
  position,
  load: '2',
  overCapacity: false,
  overrideReason: null,
  workshopOrderIds: [],
  version: 3,
});

const calendar: TScheduleCalendar = {
  tab: {
    code: 'WORKSHOP',
    name: null,
    nameKey: 'PRODUCTION.SCHEDULE.TAB.WORKSHOP',
    source: 'WORKSHOP',
    unit: 'HOURS',
    defaultLoad: '1',
    position: 1,
  },
  from: DAYS[0]!,
  to: DAYS[2]!,
  days: [
    { date: DAYS[0]!, isWorkday: true, kind: null, name: null },
    { date: DAYS[1]!, isWorkday: true, kind: null, name: null },
    { date: DAYS[2]!, isWorkday: false, kind: 'WEEKEND', name: null },
  ],
  teams: [1, 2].map((id) => ({
    id,
    code: `T${id}`,
    name: `Csapat ${id}`,
    isActive: true,
    cells: DAYS.map((date) => ({ date, availableMembers: 2, capacity: '8', booked: '4' })),
  })),
  bookings: [booking(1, 1, DAYS[0]!, 1), booking(2, 1, DAYS[0]!, 2)],
};

const overCapacity = () =>
  jsonResponse(
    {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      code: 'CONFLICT',
      errors: [
        {
          path: 'day',
          code: 'over_capacity',
          message: '8.00|8.00|2.00',
        },
      ],
    },
    409,
  );

function renderBoard() {
  const refresh = vi.fn(async () => {});
  renderInShell(
    <ScheduleBoard
      calendar={calendar}
      unscheduled={[]}
      highlightCustomerId={null}
      refresh={refresh}
    />,
  );
  return refresh;
}

const chip = (id: number) => screen.getByText(`VR-2026-00010${id}`).closest('button')!;

describe('the work schedule board', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    userStore.reset();
  });

  it('moves a focused booking a day later with → and a team lower with ↓, with its version', async () => {
    logInAs(['scheduler']);
    const api = mockApi({
      'PUT /customer-order/101/schedule': ({ body }) =>
        jsonResponse({ ...booking(1, 1, DAYS[1]!, 1), ...(body as object) }),
    });
    const refresh = renderBoard();
    fireEvent.keyDown(chip(1), { key: 'ArrowRight' });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    fireEvent.keyDown(chip(1), { key: 'ArrowDown' });
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    const bodies = api.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies[0]).toEqual({ tab: 'WORKSHOP', teamId: 1, day: DAYS[1], version: 3 });
    expect(bodies[1]).toEqual({ tab: 'WORKSHOP', teamId: 2, day: DAYS[0], version: 3 });
  });

  it('reorders within the day with Alt+↓: every booking of the day in the new order', async () => {
    logInAs(['scheduler']);
    const api = mockApi({ 'PUT /customer-order/reorder': () => jsonResponse([]) });
    renderBoard();
    fireEvent.keyDown(chip(1), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(api.mock.calls[0]![1]?.body))).toEqual({
      tab: 'WORKSHOP',
      teamId: 1,
      day: DAYS[0],
      bookings: [
        { id: 2, version: 3 },
        { id: 1, version: 3 },
      ],
    });
  });

  it('over capacity shows the reason; the scheduler overrides with a reason, explicitly', async () => {
    logInAs(['scheduler']);
    const api = mockApi({
      'PUT /customer-order/101/schedule': ({ body }) =>
        (body as { override?: boolean }).override
          ? jsonResponse(booking(1, 1, DAYS[1]!, 1))
          : overCapacity(),
    });
    renderBoard();
    fireEvent.keyDown(chip(1), { key: 'ArrowRight' });
    expect(await screen.findByTestId('over-capacity-reason')).toHaveTextContent(
      'kapacitás 8, már foglalt 8, ez a foglalás 2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Foglalás a kapacitás felett' }));
    expect(api).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText(/Miért foglalja mégis/), 'Sürgős megrendelés');
    await userEvent.click(screen.getByRole('button', { name: 'Foglalás a kapacitás felett' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(api.mock.calls[1]![1]?.body))).toMatchObject({
      override: true,
      overrideReason: 'Sürgős megrendelés',
    });
  });

  it('a user without the override right sees the reason and can only close', async () => {
    logInAs(['back_office']);
    mockApi({ 'PUT /customer-order/101/schedule': overCapacity });
    renderBoard();
    fireEvent.keyDown(chip(1), { key: 'ArrowRight' });
    await screen.findByTestId('over-capacity-reason');
    expect(screen.queryByRole('button', { name: 'Foglalás a kapacitás felett' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bezárás' })).toBeVisible();
  });

  it('greys days off and says what each cell holds against its capacity', () => {
    logInAs(['scheduler']);
    mockApi({});
    renderBoard();
    const weekend = document.querySelector(`[data-cell="1|${DAYS[2]}"]`)!;
    expect(weekend.className).toMatch(/dayOff/);
    expect(weekend).toHaveTextContent('4 / 8 óra');
  });
});
