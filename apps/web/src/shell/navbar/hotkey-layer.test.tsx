import type { THotkey } from '@kontor/contract';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardHotkeysFrom, HotkeyLayer } from './hotkey-layer';
import type { HotkeyBinding } from './hotkeys';

const altShiftK: THotkey = {
  id: 'k',
  key: 'K',
  needsKeyAlt: true,
  needsKeyCtrl: false,
  needsKeyShift: true,
  needsKeyMeta: false,
};
const renderInMantine = (ui: ReactElement) =>
  render(<MantineProvider env="test">{ui}</MantineProvider>);
const bindings: HotkeyBinding[] = [
  { hotkey: altShiftK, label: 'Kedvezmények', url: '/app/discounts' },
];
const press = () =>
  fireEvent.keyDown(window, { key: 'K', code: 'KeyK', altKey: true, shiftKey: true });

describe('hotkey overlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['fancy', 550],
    ['classic', 300],
  ] as const)('shows the keys and label in %s mode, then triggers after %i ms', (mode, total) => {
    const onTrigger = vi.fn();
    renderInMantine(<HotkeyLayer bindings={bindings} mode={mode} onTrigger={onTrigger} />);
    press();
    expect(screen.getByTestId('hotkey-overlay')).toBeInTheDocument();
    expect(screen.getByText('Kedvezmények')).toBeInTheDocument();
    expect(screen.getByText('Alt')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(total - 1));
    expect(onTrigger).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTrigger).toHaveBeenCalledWith(bindings[0]);
    expect(screen.queryByTestId('hotkey-overlay')).not.toBeInTheDocument();
  });

  it('ignores other combinations', () => {
    const onTrigger = vi.fn();
    renderInMantine(<HotkeyLayer bindings={bindings} mode="classic" onTrigger={onTrigger} />);
    fireEvent.keyDown(window, { key: 'K', code: 'KeyK', altKey: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(onTrigger).not.toHaveBeenCalled();
  });

  it("answers key presses of a frame's document handed over to it, but not plain keys typed there", () => {
    const onTrigger = vi.fn();
    renderInMantine(<HotkeyLayer bindings={bindings} mode="classic" onTrigger={onTrigger} />);
    const frame = document.body.appendChild(document.createElement('iframe'));
    const frameDoc = frame.contentDocument!;
    const input = frameDoc.body.appendChild(frameDoc.createElement('input'));
    const keys = { key: 'K', code: 'KeyK', altKey: true, shiftKey: true };
    fireEvent.keyDown(input, keys);
    act(() => vi.advanceTimersByTime(1000));
    expect(onTrigger).not.toHaveBeenCalled();
    const stop = forwardHotkeysFrom(frameDoc);
    fireEvent.keyDown(input, keys);
    act(() => vi.advanceTimersByTime(300));
    expect(onTrigger).toHaveBeenCalledWith(bindings[0]);
    stop();
    frame.remove();
  });
});
