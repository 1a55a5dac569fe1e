import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ProgressApi,
  SHELL_SPINNER,
  SmallSpinner,
  SpinnerProvider,
  type SpinnerTiming,
  useProgress,
} from './spinner';
import { renderWithProviders } from './test-utils';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

let progress: ProgressApi;

function CaptureProgress() {
  progress = useProgress();
  return null;
}

function Orphan() {
  useProgress();
  return null;
}

function renderSpinner(timing: Partial<SpinnerTiming> = {}) {
  renderWithProviders(
    <SpinnerProvider {...timing}>
      <CaptureProgress />
    </SpinnerProvider>,
  );
  return progress;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

async function settle() {
  await act(async () => {});
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Betöltés...' });
const overlay = () => document.querySelector('[data-spinner-overlay]');

describe('global spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('blocks the page at once and shows the spinner after the default 600 ms', async () => {
    const progress = renderSpinner();
    const call = deferred<string>();
    act(() => {
      void progress.claim(call.promise);
    });

    expect(overlay()).toBeInTheDocument();
    advance(599);
    expect(spinner()).not.toBeInTheDocument();
    advance(1);
    expect(spinner()).toBeInTheDocument();
    expect(overlay()).toHaveStyle({ '--spinner-fade': '150ms', zIndex: '99997' });

    call.resolve('ok');
    await settle();
    expect(spinner()).not.toBeInTheDocument();
    expect(overlay()).not.toBeInTheDocument();
  });

  it('never appears for a call faster than the delay', async () => {
    const progress = renderSpinner();
    const call = deferred<void>();
    act(() => {
      void progress.claim(call.promise);
    });
    advance(300);
    call.resolve();
    await settle();
    advance(1000);
    expect(spinner()).not.toBeInTheDocument();
  });

  it('stays while any claim is open and hides when the last one settles, even rejected', async () => {
    const progress = renderSpinner();
    const first = deferred<void>();
    const second = deferred<void>();
    act(() => {
      void progress.claim(first.promise);
      progress.claim(second.promise).catch(() => {});
    });
    advance(600);

    first.resolve();
    await settle();
    expect(spinner()).toBeInTheDocument();

    second.reject(new Error('Internal Server Error'));
    await settle();
    expect(spinner()).not.toBeInTheDocument();
  });

  it('hands the claimed promise back unchanged', async () => {
    const progress = renderSpinner();
    const call = Promise.resolve(42);
    let claimed: Promise<number> | undefined;
    act(() => {
      claimed = progress.claim(call);
    });
    expect(claimed).toBe(call);
    await settle();
  });

  it('uses the shell timings: overlay and spinner after 1000 ms, 200 ms fade', () => {
    const progress = renderSpinner(SHELL_SPINNER);
    act(() => {
      void progress.claim(new Promise(() => {}));
    });
    advance(999);
    expect(overlay()).not.toBeInTheDocument();
    advance(1);
    expect(spinner()).toBeInTheDocument();
    expect(overlay()).toHaveStyle({ '--spinner-fade': '200ms' });
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useProgress must be used inside SpinnerProvider');
  });
});

describe('small spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows after 200 ms with a 200 ms fade and hides at once when inactive', () => {
    const { rerender } = renderWithProviders(<SmallSpinner />);
    advance(199);
    expect(spinner()).not.toBeInTheDocument();
    advance(1);
    expect(spinner()).toBeInTheDocument();
    expect(spinner()?.parentElement).toHaveStyle({ '--spinner-fade': '200ms' });

    rerender(<SmallSpinner isActive={false} />);
    expect(spinner()).not.toBeInTheDocument();
  });
});
