import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './test-utils';
import {
  getNextThreeState,
  type ThreeState,
  ThreeStateCheckbox,
  type ThreeStateCheckboxProps,
} from './three-state-checkbox';

describe('getNextThreeState', () => {
  it.each([
    ['TF?', true, false],
    ['TF?', false, null],
    ['TF?', null, true],
    ['T?F', true, null],
    ['T?F', null, false],
    ['T?F', false, true],
  ] as const)('cycle %s with indeterminate goes from %s to %s', (cycle, value, next) => {
    expect(getNextThreeState(value, cycle, true)).toBe(next);
  });

  it.each([
    ['TF?', true, false],
    ['TF?', false, true],
    ['TF?', null, true],
    ['T?F', true, false],
    ['T?F', false, true],
    ['T?F', null, false],
  ] as const)('cycle %s without indeterminate goes from %s to %s', (cycle, value, next) => {
    expect(getNextThreeState(value, cycle, false)).toBe(next);
  });
});

function Controlled(
  props: Omit<ThreeStateCheckboxProps, 'value' | 'onChange' | 'label'> & {
    initial: ThreeState;
    onChange?: (value: ThreeState) => void;
  },
) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<ThreeState>(initial);
  return (
    <ThreeStateCheckbox
      {...rest}
      label="Aktív"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function renderCheckbox(props: Parameters<typeof Controlled>[0]) {
  renderWithProviders(<Controlled {...props} />);
  return screen.getByRole('checkbox', { name: 'Aktív' });
}

describe('ThreeStateCheckbox', () => {
  it('walks TF? by clicks and reports mixed for null', async () => {
    const user = userEvent.setup();
    const box = renderCheckbox({ initial: true, isIndeterminateEnabled: true });
    expect(box).toBeChecked();

    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).not.toBePartiallyChecked();

    await user.click(box);
    expect(box).toBePartiallyChecked();

    await user.click(box);
    expect(box).toBeChecked();
  });

  it('walks T?F when asked to', async () => {
    const user = userEvent.setup();
    const box = renderCheckbox({ initial: true, cycle: 'T?F', isIndeterminateEnabled: true });
    await user.click(box);
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });

  it('never shows the indeterminate state unless enabled', async () => {
    const user = userEvent.setup();
    const box = renderCheckbox({ initial: null });
    expect(box).not.toBePartiallyChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });

  it('toggles with Space', async () => {
    const user = userEvent.setup();
    const box = renderCheckbox({ initial: false });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('blocks changes when read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const box = renderCheckbox({ initial: true, isReadOnly: true, onChange });
    expect(box).toHaveAttribute('aria-readonly', 'true');

    await user.click(box);
    box.focus();
    await user.keyboard(' ');
    fireEvent.click(box);

    expect(onChange).not.toHaveBeenCalled();
    expect(box).toBeChecked();
  });
});
