import type { TRoute } from '@kontor/contract';
import deliveryTexts from '@kontor/contract/dictionaries/delivery.json';
import serverTexts from '@kontor/contract/dictionaries/delivery-server.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBundledTexts } from '../../../lib/i18n/i18n';
import { resetOfflineQueue } from '../../../lib/offline-queue';
import { userStore } from '../../../lib/session';
import { jsonResponse, logInAs, mockApi, renderInShell } from '../../../test/shell-test-utils';
import DriverRoutePage from './driver-route-page';

addBundledTexts(deliveryTexts);
addBundledTexts(serverTexts);

const stop = (id: number, position: number, customerName: string) => ({
  id,
  position,
  orderId: 100 + id,
  orderNumber: `VR-2026-0000${id}`,
  customerName,
  address: 'Fő utca 1.',
  postcode: '9021',
  city: 'Győr',
  contactName: 'Kiss Anna',
  phone: '+36 30 123 4567',
  latitude: 47.68,
  longitude: 17.63,
  parcelCount: 2,
  weightKg: '35.5',
  volumeM3: '0.4',
  codAmount: position === 1 ? '45720' : null,
  codCurrency: position === 1 ? 'HUF' : null,
  state: 'PENDING' as const,
  arrivedAt: null,
  completedAt: null,
  failureReason: null,
  failureNote: null,
  recipientName: null,
  hasSignature: false,
  hasPhoto: false,
  deliveryNoteNumber: null,
});

const route = (state: TRoute['state']): TRoute => ({
  id: 7,
  number: 'TU-2026-000007',
  date: '2026-11-27',
  state,
  vehicleId: 1,
  vehiclePlate: 'ABC-123',
  vehicleName: 'Ford Transit',
  driverUserId: 5,
  driverName: 'Horváth László',
  stopCount: 2,
  deliveredCount: 0,
  failedCount: 0,
  weightKg: '71',
  volumeM3: '0.8',
  capacityKg: '1200',
  capacityM3: '10',
  distanceKm: '42.5',
  departedAt: null,
  returnedAt: null,
  note: '',
  version: 1,
  depot: { postcode: '9027', latitude: 47.7, longitude: 17.68 },
  stops: [stop(1, 1, 'Kovács Bútor Kft.'), stop(2, 2, 'Szabó Péter')],
});

beforeEach(() => {
  resetOfflineQueue();
  logInAs(['driver']);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  userStore.reset();
  resetOfflineQueue();
});

describe("the driver's phone", () => {
  it('shows each stop with tap-to-call, a map link and the cash to collect; departs once', async () => {
    let state: TRoute['state'] = 'PLANNED';
    const fetchMock = mockApi({
      'GET /delivery/my-routes': () => jsonResponse([route(state)]),
      'POST /delivery/routes/7/depart': () => {
        state = 'DEPARTED';
        return jsonResponse(route(state));
      },
    });
    renderInShell(<DriverRoutePage />);
    const first = (await screen.findAllByTestId('driver-stop'))[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: /\+36 30 123 4567/ })).toHaveAttribute(
      'href',
      'tel:+36301234567',
    );
    expect(
      within(first)
        .getByRole('link', { name: /Térkép/ })
        .getAttribute('href'),
    ).toContain('openstreetmap.org/?mlat=47.68&mlon=17.63');
    expect(within(first).getByTestId('stop-cod')).toHaveTextContent(/Utánvét: 45\s720/);
    await userEvent.click(screen.getByRole('button', { name: 'Indulás' }));
    expect(await screen.findByTestId('driver-route-state')).toHaveTextContent('Úton');
    const departs = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/depart'));
    expect(departs).toHaveLength(1);
    const headers = new Headers(departs[0]?.[1]?.headers);
    expect(headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('without a connection a failed stop waits on the phone and shows as failed at once', async () => {
    const fetchMock = mockApi({
      'GET /delivery/my-routes': () => jsonResponse([route('DEPARTED')]),
    });
    renderInShell(<DriverRoutePage />);
    const second = (await screen.findAllByTestId('driver-stop'))[1] as HTMLElement;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(within(second).getByRole('button', { name: 'Sikertelen' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Nem volt otthon senki' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Sikertelen rögzítése' }));
    expect(await screen.findByTestId('pending-actions')).toHaveTextContent(
      'Sikertelen: Szabó Péter',
    );
    expect(second).toHaveAttribute('data-state', 'FAILED');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/failed'))).toBe(false);
  });
});
