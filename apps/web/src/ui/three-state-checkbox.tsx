import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';

/** true, false, or null for "not decided" (shown as indeterminate when that state is enabled). */
export type ThreeState = boolean | null;

/** The order in which clicks walk the values: T = true, F = false, ? = null. */
export type ThreeStateCycle = 'TF?' | 'T?F';

const CYCLES: Record<ThreeStateCycle, readonly ThreeState[]> = {
  'TF?': [true, false, null],
  'T?F': [true, null, false],
};

/** The value after one click; null is skipped unless the indeterminate state is enabled. */
export function getNextThreeState(
  value: ThreeState,
  cycle: ThreeStateCycle,
  isIndeterminateEnabled: boolean,
): ThreeState {
  const order = CYCLES[cycle];
  const position = order.indexOf(value);
  const next = order[(position + 1) % order.length]!;
  return next === null && !isIndeterminateEnabled ? order[(position + 2) % order.length]! : next;
}

export interface ThreeStateCheckboxProps {
  label: ReactNode;
  value: ThreeState;
  onChange: (value: ThreeState) => void;
  cycle?: ThreeStateCycle;
  isIndeterminateEnabled?: boolean;
  isReadOnly?: boolean;
  disabled?: boolean;
  description?: ReactNode;
}

/**
 * A native checkbox underneath, so Space toggles it and assistive technology reads the
 * indeterminate state as "mixed".
 */
export function ThreeStateCheckbox({
  label,
  value,
  onChange,
  cycle = 'TF?',
  isIndeterminateEnabled = false,
  isReadOnly = false,
  disabled,
  description,
}: ThreeStateCheckboxProps) {
  return (
    <Checkbox
      label={label}
      description={description}
      disabled={disabled}
      checked={value === true}
      indeterminate={isIndeterminateEnabled && value === null}
      readOnly={isReadOnly}
      aria-readonly={isReadOnly || undefined}
      onChange={() => onChange(getNextThreeState(value, cycle, isIndeterminateEnabled))}
    />
  );
}
