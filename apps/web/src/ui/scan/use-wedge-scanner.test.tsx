import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWedgeScanner } from './use-wedge-scanner';

/** Types `text` then Enter into `target`, `gapMs` between keys (a scanner: ~5 ms; a person: 150). */
function type(target: EventTarget, text: string, gapMs: number, init: KeyboardEventInit = {}) {
  for (const key of [...text, 'Enter']) {
    vi.advanceTimersByTime(gapMs);
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    act(() => {
      target.dispatchEvent(event);
    });
    // A browser puts the typed character into a focused field unless the keydown was stopped.
    if (
      key.length === 1 &&
      !event.defaultPrevented &&
      target instanceof HTMLInputElement &&
      !init.ctrlKey
    )
      target.value += key;
  }
}

describe('useWedgeScanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.advanceTimersByTime(1000);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('hears a fast burst ended by Enter, wherever the focus is', () => {
    const onScan = vi.fn();
    renderHook(() => useWedgeScanner(onScan));
    type(document.body, '5990001234567', 5);
    expect(onScan).toHaveBeenCalledWith('5990001234567');
  });

  it('leaves slow typing alone', () => {
    const onScan = vi.fn();
    renderHook(() => useWedgeScanner(onScan));
    type(document.body, 'A-01-02', 150);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('takes a scan typed into an ordinary field back out of it', () => {
    const onScan = vi.fn();
    const { getByLabelText } = render(
      <label>
        Megjegyzés <input />
      </label>,
    );
    renderHook(() => useWedgeScanner(onScan));
    const field = getByLabelText('Megjegyzés') as HTMLInputElement;
    field.value = 'kézi ';
    type(field, 'TERM-001', 5);
    expect(onScan).toHaveBeenCalledWith('TERM-001');
    expect(field.value).toBe('kézi ');
  });

  it('lets a field marked data-scan-target keep its scan', () => {
    const onScan = vi.fn();
    const { getByLabelText } = render(
      <label>
        Kód <input data-scan-target />
      </label>,
    );
    renderHook(() => useWedgeScanner(onScan));
    const field = getByLabelText('Kód') as HTMLInputElement;
    type(field, 'A-01-02', 5);
    expect(onScan).not.toHaveBeenCalled();
    expect(field.value).toBe('A-01-02');
  });

  it('ignores keys with modifiers (shortcuts) and a held key', () => {
    const onScan = vi.fn();
    renderHook(() => useWedgeScanner(onScan));
    type(document.body, 'abc', 5, { ctrlKey: true });
    type(document.body, 'xyz', 5, { altKey: true });
    type(document.body, 'kkkk', 5, { repeat: true });
    expect(onScan).not.toHaveBeenCalled();
    type(document.body, 'ABC-1', 5, { shiftKey: true });
    expect(onScan).toHaveBeenCalledWith('ABC-1');
  });

  it('hears nothing when disabled, and ignores bursts shorter than three characters', () => {
    const onScan = vi.fn();
    const { rerender } = renderHook(({ on }) => useWedgeScanner(onScan, on), {
      initialProps: { on: false },
    });
    type(document.body, '12345', 5);
    rerender({ on: true });
    type(document.body, '12', 5);
    expect(onScan).not.toHaveBeenCalled();
  });
});
