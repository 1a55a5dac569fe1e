import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAction, resetOfflineQueue } from '../../lib/offline-queue';
import { renderWithProviders } from '../test-utils';
import { ToastProvider } from '../toast';
import { CameraScanButton } from './camera-scan-button';
import { PendingActions } from './pending-actions';

const action = (key: string, label: string) => ({
  key,
  label,
  method: 'POST',
  url: '/kontor/rest/storages/',
  body: '{}',
  createdAt: '2026-11-27T08:00:00.000Z',
});

describe('CameraScanButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so when the camera is refused', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    renderWithProviders(<CameraScanButton onScan={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Beolvasás kamerával' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A kamera használata nincs engedélyezve',
    );
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    );
  });

  it('says so when the device has no camera', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    renderWithProviders(<CameraScanButton onScan={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Beolvasás kamerával' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('nem érhető el kamera');
  });
});

describe('PendingActions', () => {
  beforeEach(() => {
    resetOfflineQueue();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetOfflineQueue();
  });

  it('shows nothing while nothing waits, then the count and the labels', async () => {
    renderWithProviders(
      <ToastProvider>
        <PendingActions />
      </ToastProvider>,
    );
    expect(screen.queryByTestId('pending-actions')).toBeNull();
    keepAction(action('k1', 'Polc A-01-02: 5 db'));
    keepAction(action('k2', 'Kiszedés VR-2026-000012'));
    const widget = await screen.findByTestId('pending-actions');
    expect(widget).toHaveTextContent('2 művelet vár küldésre');
    expect(widget).toHaveTextContent('Polc A-01-02: 5 db');
    expect(widget).toHaveTextContent('Kiszedés VR-2026-000012');
  });
});
