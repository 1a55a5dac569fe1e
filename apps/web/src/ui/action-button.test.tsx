import { dispatchEndpoints, partnerEndpoints } from '@kontor/contract';
import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { useMayCall } from '../lib/permissions';
import { userStore } from '../lib/session';
import { logInAs } from '../test/shell-test-utils';
import { ActionButton } from './action-button';
import { renderWithProviders } from './test-utils';

afterEach(() => userStore.reset());

const dispatch = (reason: string | null = null) => (
  <ActionButton endpoint={dispatchEndpoints.dispatch} disabledReason={reason}>
    Kiszállítás
  </ActionButton>
);

it('hides an action from a role the server refuses it, shows it to one it lets through', () => {
  logInAs(['sales']);
  const { unmount } = renderWithProviders(dispatch());
  expect(screen.queryByRole('button', { name: 'Kiszállítás' })).not.toBeInTheDocument();
  unmount();
  logInAs(['warehouse']);
  renderWithProviders(dispatch());
  const button = screen.getByRole('button', { name: 'Kiszállítás' });
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute('data-endpoint', 'POST /orders/dispatch/:orderId');
});

it('says why a disabled action waits, to a keyboard user too', async () => {
  logInAs(['warehouse']);
  renderWithProviders(dispatch('Előbb mentse a módosításokat.'));
  expect(screen.getByRole('button', { name: 'Kiszállítás' })).toBeDisabled();
  await userEvent.setup().tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Előbb mentse a módosításokat.');
});

it('refuses to guess for an endpoint missing from the contract table', () => {
  logInAs(['admin']);
  expect(() => renderHook(() => useMayCall(partnerEndpoints.exportXlsx))).toThrow(/missing/);
});
