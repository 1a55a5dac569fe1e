import type { TOrder } from '@kontor/contract';
import invoiceTexts from '@kontor/contract/dictionaries/invoices.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { userStore } from '../../../lib/session';
import { jsonResponse, logInAs, mockApi, renderInShell } from '../../../test/shell-test-utils';
import { CreateInvoiceModal } from './create-invoice-modal';

i18n.addResourceBundle('hu', 'translation', invoiceTexts.hu, true, true);

const order = {
  id: 5,
  number: 'VR-2026-000005',
  state: 'CONFIRMED',
  dispatchStatus: 'NONE',
  currencyCode: 'HUF',
  totals: { net: '100000', vat: '27000', gross: '127000' },
} as unknown as TOrder;

const empty = () => jsonResponse({ items: [], total_count: 0, page_number: 0, page_size: 100 });
const refused = () =>
  jsonResponse(
    {
      type: 'urn:kontor:problem:validation-failed',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'x',
      errors: [
        {
          path: 'amount',
          message:
            "More than the order's gross total leaves beside its open proformas (27000.00 HUF)",
          code: 'invalid',
        },
      ],
    },
    400,
  );

describe('the create-invoice dialog', () => {
  // The back office issues invoices (the submit is offered by the endpoint's permission).
  beforeEach(() => logInAs(['back_office']));
  afterEach(() => {
    vi.unstubAllGlobals();
    userStore.reset();
  });

  it('offers the kinds of a confirmed order and asks an advance for the day its money came', async () => {
    const fetchMock = mockApi({ 'POST /invoices/search': empty });
    renderInShell(<CreateInvoiceModal order={order} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Számla készítése: VR-2026-000005' });
    await within(dialog).findByText('A rendelésről még nem készült bizonylat.');
    expect(
      within(dialog)
        .getAllByRole('radio', { name: /Díjbekérő|Előlegszámla|Számla|Végszámla/ })
        .map((r) => r.getAttribute('value')),
    ).toEqual(['PROFORMA', 'ADVANCE']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Előlegszámla' }));
    fireEvent.change(within(dialog).getByLabelText(/^Bruttó összeg/), {
      target: { value: '5000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kiállítás' }));
    await within(dialog).findByText('Add meg, melyik napon érkezett meg az előleg.');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/create-invoice'))).toEqual(
      [],
    );
  });

  it('sends one key per opening and shows what is left at the amount, in Hungarian', async () => {
    const bodies: { idempotencyKey?: string }[] = [];
    mockApi({
      'POST /invoices/search': empty,
      'POST /customer-order/5/create-invoice': ({ body }) => {
        bodies.push(body as { idempotencyKey?: string });
        return refused();
      },
    });
    renderInShell(<CreateInvoiceModal order={order} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Bruttó összeg/), {
      target: { value: '200 000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kiállítás' }));
    await within(dialog).findByText(/legfeljebb 27000\.00 HUF/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kiállítás' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ kind: 'PROFORMA', amount: '200000' });
    expect(bodies[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
    expect(within(dialog).queryByText(/More than/)).toBeNull();
  });
});
