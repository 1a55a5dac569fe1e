import { NumberInput } from '@mantine/core';

/** A production year (1950–2100), or null while empty. */
export function YearInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (year: number | null) => void;
}) {
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      min={1950}
      max={2100}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=""
      w={120}
      onChange={(typed) =>
        onChange(typeof typed === 'number' && typed >= 1950 && typed <= 2100 ? typed : null)
      }
    />
  );
}

/** "2012–2020" or "2019–" for a model still built. */
export function yearRange(from: number, to: number | null): string {
  return `${from}–${to ?? ''}`;
}
