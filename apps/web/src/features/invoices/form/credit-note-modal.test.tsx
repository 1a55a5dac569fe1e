import type { TInvoice } from '@kontor/contract';
import invoiceTexts from '@kontor/contract/dictionaries/invoices.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { userStore } from '../../../lib/session';
import { jsonResponse, logInAs, mockApi, renderInShell } from '../../../test/shell-test-utils';
import { CreditNoteModal } from './credit-note-modal';

i18n.addResourceBundle('hu', 'translation', invoiceTexts.hu, true, true);

const line = (id: number, description: string) => ({
  id,
  description,
  quantity: '3',
  unit: 'db',
});
const invoice = {
  id: 7,
  number: 'SZ-2026-000007',
  version: 2,
  gross: '12700',
  currencyCode: 'HUF',
  creditNotes: [],
  lines: [line(1, 'Csavar'), line(2, 'Anya')],
} as unknown as TInvoice;

function open(overrides: Partial<TInvoice> = {}) {
  renderInShell(<CreditNoteModal invoice={{ ...invoice, ...overrides }} onClose={() => {}} />);
  return screen.getByRole('dialog', { name: 'Helyesbítő számla' });
}

const problem = (path: string, message: string) =>
  jsonResponse(
    {
      type: 'urn:kontor:problem:validation-failed',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: message,
      errors: [{ path, message, code: 'invalid' }],
    },
    400,
  );

describe('the credit-note dialog', () => {
  // The back office issues invoices (the submit is offered by the endpoint's permission).
  beforeEach(() => logInAs(['back_office']));
  afterEach(() => {
    vi.unstubAllGlobals();
    userStore.reset();
  });

  it('starts from a partial credit: no line chosen is refused before any call', async () => {
    const fetchMock = mockApi({});
    const dialog = open();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Indok/), { target: { value: 'Sérült' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Helyesbítő számla' }));
    await within(dialog).findByText('Válassz legalább egy tételt és mennyiséget.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen lines and shows the server’s refusal at the line, in Hungarian', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /invoices/7/credit-note': ({ body }) => {
        bodies.push(body);
        return problem('lines.0.quantity', 'More than what is left to credit on the line');
      },
    });
    const dialog = open();
    fireEvent.change(within(dialog).getByLabelText(/Anya$/), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(/^Indok/), { target: { value: 'Sérült' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Helyesbítő számla' }));
    await within(dialog).findByText('Több, mint ami a tételből még helyesbíthető.');
    expect(bodies).toEqual([
      { reason: 'Sérült', version: 2, lines: [{ invoiceLineId: 2, quantity: '4' }] },
    ]);
    expect(within(dialog).getByLabelText(/Anya$/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/More than/)).toBeNull();
  });

  it('the storno is a separate choice with its own confirmation, sent without lines', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /invoices/7/credit-note': ({ body }) => {
        bodies.push(body);
        return problem('lines', 'Nothing to credit');
      },
    });
    const dialog = open();
    fireEvent.change(within(dialog).getByLabelText(/^Indok/), { target: { value: 'Téves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Teljes sztornó…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Teljes sztornó' });
    expect(bodies).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sztornó kiállítása' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Téves', version: 2 }]));
  });

  it('no storno once something was credited', () => {
    mockApi({});
    const dialog = open({ creditNotes: [{ id: 9, number: 'SZ-2026-000009', gross: '-100' }] });
    expect(within(dialog).getByRole('button', { name: 'Teljes sztornó…' })).toBeDisabled();
  });
});
