import type { TInvoice } from '@kontor/contract';
import invoiceTexts from '@kontor/contract/dictionaries/invoices.json';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { createQueryClient } from '../../../lib/query';
import { INITIAL_USER_STATE, userStore } from '../../../lib/session';
import { ToastProvider } from '../../../ui/toast';
import { NavBox } from './nav-box';
import { navFailureOf } from './nav-failure';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'hu',
  resources: { hu: { translation: invoiceTexts.hu } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

function show(invoice: Partial<TInvoice>) {
  const full = { id: 7, version: 3, navTransactionId: null, navMessages: [], ...invoice };
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <ToastProvider>
            <NavBox invoice={full as TInvoice} />
          </ToastProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('the invoice form’s NAV box', () => {
  afterEach(() => userStore.reset());
  const office = () =>
    userStore.set({
      ...INITIAL_USER_STATE,
      loggedIn: true,
      userInfo: { ...INITIAL_USER_STATE.userInfo, roles: ['back_office'] },
    });

  it('a refused invoice: NAV’s message in the box, correct-and-resend, no plain resend', () => {
    office();
    show({
      navStatus: 'REFUSED',
      navMessages: [
        { code: 'INVALID_CUSTOMER_POSTAL_CODE', message: 'Hibás irányítószám', severity: 'ERROR' },
      ],
    });
    expect(screen.getByText('Elutasítva')).toBeInTheDocument();
    expect(
      screen.getByText('INVALID_CUSTOMER_POSTAL_CODE: Hibás irányítószám'),
    ).toBeInTheDocument();
    expect(button('Javítás és újraküldés')).toBeInTheDocument();
    expect(button('Újraküldés a NAV-nak')).toBeNull();
    expect(button('Technikai érvénytelenítés')).toBeNull();
  });

  it('accepted: technical annulment, no resend', () => {
    office();
    show({ navStatus: 'ACCEPTED' });
    expect(button('Technikai érvénytelenítés')).toBeInTheDocument();
    expect(button('Újraküldés a NAV-nak')).toBeNull();
  });

  it('sent: nothing to click while NAV is processing', () => {
    office();
    show({ navStatus: 'SENT', navTransactionId: '4QPKJ' });
    expect(screen.getByText('Beküldve, feldolgozás alatt')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('failed: resend, with the state explained in Hungarian', () => {
    office();
    show({
      navStatus: 'FAILED',
      navMessages: [
        { code: 'NAV_RETRIES_EXHAUSTED', message: 'NAV did not answer', severity: 'ERROR' },
      ],
    });
    expect(
      screen.getByText(/A NAV a teljes újrapróbálási idő alatt sem volt elérhető/),
    ).toBeInTheDocument();
    expect(button('Újraküldés a NAV-nak')).toBeInTheDocument();
    expect(screen.getByText(/A beküldés végleg meghiúsult/)).toBeInTheDocument();
  });

  it('the server’s reason is shown in Hungarian, never as problem+json', () => {
    const problem = {
      type: 'urn:kontor:problem:invalid-state',
      title: 'Conflict',
      status: 409,
      code: 'INVALID_STATE',
      detail: 'NOTHING_CORRECTED: the report would be the same NAV refused',
      errors: [{ path: 'navStatus', message: 'REFUSED', code: 'invalid_state' }],
    };
    const error = new ApiError('/x', 409, 'Conflict', problem, 'Conflict');
    expect(navFailureOf(i18n.t, error)).toMatch(/^Nem változott semmi/);
    const state = { ...problem, detail: 'NOT_ACCEPTED: only a report NAV accepted…' };
    expect(navFailureOf(i18n.t, new ApiError('/x', 409, 'Conflict', state, 'Conflict'))).toBe(
      'Csak a NAV által befogadott adatszolgáltatás érvényteleníthető (most: Elutasítva).',
    );
    const odd = { ...problem, code: 'SOMETHING', detail: 'raw' };
    expect(navFailureOf(i18n.t, new ApiError('/x', 500, 'x', odd, 'x'))).toBe(
      'A művelet nem sikerült; próbáld újra később.',
    );
  });
});
