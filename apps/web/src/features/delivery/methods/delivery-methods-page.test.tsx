import deliveryTexts from '@kontor/contract/dictionaries/delivery.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBundledTexts } from '../../../lib/i18n/i18n';
import { userStore } from '../../../lib/session';
import { jsonResponse, logInAs, mockApi, renderInShell } from '../../../test/shell-test-utils';
import DeliveryMethodsPage from './delivery-methods-page';

addBundledTexts(deliveryTexts);

const own = {
  id: 1,
  code: 'SAJAT',
  name: 'Saját kiszállítás',
  kind: 'OWN_VEHICLE',
  courier: null,
  feeRule: 'FIXED',
  fixedFee: '4990.00',
  weightBands: [],
  freeAboveNet: null,
  serviceProductId: null,
  serviceProductCode: null,
  isActive: true,
  isInUse: true,
  version: 3,
};

afterEach(() => {
  vi.unstubAllGlobals();
  userStore.reset();
});

describe('the delivery methods page', () => {
  it('saves a new courier method with weight bands typed the Hungarian way', async () => {
    logInAs(['back_office']);
    const fetchMock = mockApi({
      'GET /delivery-methods/': () => jsonResponse([own]),
      'POST /delivery-methods/': ({ body }) => jsonResponse({ ...own, ...(body as object), id: 2 }),
    });
    renderInShell(<DeliveryMethodsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Új szállítási mód' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Kód/), 'gls');
    await userEvent.type(within(dialog).getByLabelText(/^Megnevezés/), 'GLS futár');
    await userEvent.selectOptions(within(dialog).getByLabelText('Típus'), 'COURIER');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Súlysávok szerint' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Új sáv' }));
    await userEvent.type(within(dialog).getByLabelText('1. sáv: legfeljebb (kg)'), '2,5');
    await userEvent.type(within(dialog).getByLabelText('1. sáv díja (nettó Ft)'), '1 990');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await screen.findByText('Mentve: GLS futár');
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/delivery-methods/') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      code: 'GLS',
      kind: 'COURIER',
      courier: 'GLS',
      feeRule: 'WEIGHT_BANDS',
      weightBands: [{ upToKg: '2.5', amount: '1990' }],
      freeAboveNet: null,
    });
  });

  it('a method in use: the delete question says to deactivate it instead', async () => {
    logInAs(['back_office']);
    mockApi({
      'GET /delivery-methods/': () => jsonResponse([own]),
      'DELETE /delivery-methods/1': () =>
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
    renderInShell(<DeliveryMethodsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Saját kiszállítás törlése' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Törlés' }),
    );
    expect(await screen.findByText(/Inaktiválja a szerkesztésben/)).toBeInTheDocument();
  });
});
