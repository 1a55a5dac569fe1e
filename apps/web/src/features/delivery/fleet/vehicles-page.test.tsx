import deliveryTexts from '@kontor/contract/dictionaries/delivery.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBundledTexts } from '../../../lib/i18n/i18n';
import { userStore } from '../../../lib/session';
import { jsonResponse, logInAs, mockApi, renderInShell } from '../../../test/shell-test-utils';
import VehiclesPage from './vehicles-page';

addBundledTexts(deliveryTexts);

const van = {
  id: 1,
  plateNumber: 'AAKL-123',
  name: 'Ford Transit',
  capacityKg: '1200.0',
  capacityM3: '12.500',
  isActive: true,
  version: 2,
};
const conflict = (code: string, path: string) =>
  jsonResponse(
    {
      type: 'urn:kontor:problem:conflict',
      title: 'Conflict',
      status: 409,
      code: 'CONFLICT',
      errors: [{ path, message: code, code }],
    },
    409,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  userStore.reset();
});

describe('the vehicles (fleet) page', () => {
  it('lists the vans and saves a new one typed the Hungarian way, a wrong plate said in place', async () => {
    logInAs(['back_office']);
    const fetchMock = mockApi({
      'GET /delivery/vehicles/': () => jsonResponse([van]),
      'POST /delivery/vehicles/': ({ body }) =>
        jsonResponse({ ...van, ...(body as object), id: 2, version: 1 }),
    });
    renderInShell(<VehiclesPage />);
    const table = await screen.findByRole('table', { name: 'Járművek' });
    expect(within(table).getByText('AAKL-123')).toBeInTheDocument();
    expect(within(table).getByText('Ford Transit')).toBeInTheDocument();
    // Hungarian groups from five digits on.
    expect(within(table).getByText('1200')).toBeInTheDocument();
    expect(within(table).getByText('12,5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Új jármű' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Rendszám/), 'r?');
    expect(within(dialog).getByText(/4–12 betű, számjegy vagy kötőjel/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Rendszám/));
    await userEvent.type(within(dialog).getByLabelText(/^Rendszám/), 'rkt-777');
    await userEvent.type(within(dialog).getByLabelText(/^Megnevezés/), 'Iveco Daily');
    await userEvent.type(within(dialog).getByLabelText(/^Teherbírás/), '1500,55');
    expect(within(dialog).getByText(/legfeljebb 1 tizedesjeggyel/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Teherbírás/), '{Backspace}');
    await userEvent.type(within(dialog).getByLabelText(/^Raktér/), '14,25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await screen.findByText('Mentve: RKT-777 – Iveco Daily');
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/delivery/vehicles/') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      plateNumber: 'RKT-777',
      name: 'Iveco Daily',
      capacityKg: '1500.5',
      capacityM3: '14.25',
      isActive: true,
    });
  });

  it('a taken plate is said under the plate; a van with routes is refused deletion', async () => {
    logInAs(['back_office']);
    mockApi({
      'GET /delivery/vehicles/': () => jsonResponse([van]),
      'PUT /delivery/vehicles/1': () => conflict('duplicate', 'plateNumber'),
      'DELETE /delivery/vehicles/1': () => conflict('in_use', 'id'),
    });
    renderInShell(<VehiclesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'AAKL-123 – Ford Transit szerkesztése' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Teherbírás/)).toHaveValue('1200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText(/Ilyen már van/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await userEvent.click(screen.getByRole('button', { name: 'AAKL-123 – Ford Transit törlése' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Törlés' }),
    );
    expect(await screen.findByText(/Inaktiválja a szerkesztésben/)).toBeInTheDocument();
  });
});
