import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './test-utils';
import { ToastProvider, type ToastType, useToast } from './toast';

function Trigger({ message, type }: { message: string; type: ToastType }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, type)}>
      {`show ${message}`}
    </button>
  );
}

function renderToast(...triggers: { message: string; type: ToastType }[]) {
  renderWithProviders(
    <ToastProvider>
      {triggers.map((trigger) => (
        <Trigger key={trigger.message} {...trigger} />
      ))}
    </ToastProvider>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stays 75 ms per character, slides out, and clears 500 ms later', () => {
    renderToast({ message: 'Mentve', type: 'SUCCESS' });
    fireEvent.click(screen.getByText('show Mentve'));

    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Mentve');
    expect(toast).toHaveAttribute('data-phase', 'shown');
    expect(toast.parentElement).toHaveStyle({ width: '460px' });

    advance(6 * 75 - 1);
    expect(toast).toHaveAttribute('data-phase', 'shown');
    advance(1);
    expect(toast).toHaveAttribute('data-phase', 'leaving');

    advance(499);
    expect(screen.getByText('Mentve')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Mentve')).not.toBeInTheDocument();
  });

  it('announces an error as an alert', () => {
    renderToast({ message: 'Hiba történt', type: 'ERROR' });
    fireEvent.click(screen.getByText('show Hiba történt'));
    expect(screen.getByRole('alert')).toHaveAttribute('data-type', 'ERROR');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('replaces the current toast and restarts the clock for the new message', () => {
    renderToast({ message: 'Első üzenet', type: 'SUCCESS' }, { message: 'Ok', type: 'ERROR' });
    fireEvent.click(screen.getByText('show Első üzenet'));
    advance(500);
    fireEvent.click(screen.getByText('show Ok'));

    expect(screen.queryByText('Első üzenet')).not.toBeInTheDocument();
    advance(2 * 75 - 1);
    expect(screen.getByRole('alert')).toHaveAttribute('data-phase', 'shown');
    advance(1 + 500);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes early from its close button, still with the 500 ms slide-out', () => {
    renderToast({ message: 'Hosszú üzenet, ami sokáig maradna', type: 'SUCCESS' });
    fireEvent.click(screen.getByText('show Hosszú üzenet, ami sokáig maradna'));
    fireEvent.click(screen.getByRole('button', { name: 'Bezárás' }));

    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'leaving');
    advance(500);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<Trigger message="x" type="SUCCESS" />)).toThrow(
      'useToast must be used inside ToastProvider',
    );
  });
});
