import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ErrorFlashProvider, useErrorFlash } from './error-flash';

function Trigger() {
  const flash = useErrorFlash();
  return (
    <button type="button" onClick={flash}>
      flash
    </button>
  );
}

const flashLayer = () => document.querySelector('[data-error-flash]');

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('covers the screen with a 2000 ms fade and then goes away', () => {
  render(
    <ErrorFlashProvider>
      <Trigger />
    </ErrorFlashProvider>,
  );
  expect(flashLayer()).not.toBeInTheDocument();

  fireEvent.click(screen.getByText('flash'));
  expect(flashLayer()).toHaveStyle({ '--flash-duration': '2000ms', zIndex: '99999' });
  expect(flashLayer()).toHaveAttribute('aria-hidden', 'true');

  advance(1999);
  expect(flashLayer()).toBeInTheDocument();
  advance(1);
  expect(flashLayer()).not.toBeInTheDocument();
});

it('starts over when a second error comes during the fade', () => {
  render(
    <ErrorFlashProvider>
      <Trigger />
    </ErrorFlashProvider>,
  );
  fireEvent.click(screen.getByText('flash'));
  const first = flashLayer();
  advance(1500);
  fireEvent.click(screen.getByText('flash'));

  expect(flashLayer()).not.toBe(first);
  advance(1999);
  expect(flashLayer()).toBeInTheDocument();
  advance(1);
  expect(flashLayer()).not.toBeInTheDocument();
});

it('refuses to work outside its provider', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Trigger />)).toThrow('useErrorFlash must be used inside ErrorFlashProvider');
});
