import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Validity } from '../lib/validation';
import { renderWithProviders } from './test-utils';
import { TextInput, type TextInputProps, toUppercaseAlphanumeric } from './text-input';

const LETTER_OR_DIGIT = /^[\p{L}0-9]*$/u;
const HUNGARIAN_ALPHABET = 'aábcdeéfghiíjklmnoóöőpqrstuúüűvwxyz0123456789';

describe('toUppercaseAlphanumeric', () => {
  it('upper-cases Hungarian letters and drops everything else', () => {
    expect(toUppercaseAlphanumeric('árvíztűrő tükörfúrógép-12/b')).toBe('ÁRVÍZTŰRŐTÜKÖRFÚRÓGÉP12B');
  });

  it('keeps an accent typed as a combining mark', () => {
    expect(toUppercaseAlphanumeric('o\u030bu\u030be\u0301')).toBe('ŐŰÉ');
  });

  it('returns only letters and digits, already upper case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const result = toUppercaseAlphanumeric(text);
        expect(result).toMatch(LETTER_OR_DIGIT);
        expect(result.toLocaleUpperCase('hu-HU')).toBe(result);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = toUppercaseAlphanumeric(text);
        expect(toUppercaseAlphanumeric(once)).toBe(once);
      }),
    );
  });

  it('keeps every Hungarian letter and digit, in order', () => {
    const hungarian = fc.string({ unit: fc.constantFrom(...HUNGARIAN_ALPHABET) });
    fc.assert(
      fc.property(hungarian, (text) => {
        expect(toUppercaseAlphanumeric(text)).toBe(text.toLocaleUpperCase('hu-HU'));
      }),
    );
  });
});

function Controlled(props: Partial<TextInputProps> & { validate?: (value: string) => Validity }) {
  const { validate, ...rest } = props;
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextInput
      label="Cikkszám"
      {...rest}
      value={value}
      onChange={setValue}
      validity={validate ? validate(value) : rest.validity}
    />
  );
}

function renderInput(props: Parameters<typeof Controlled>[0] = {}) {
  renderWithProviders(<Controlled {...props} />);
  return screen.getByRole('textbox', { name: 'Cikkszám' });
}

const required = (value: string): Validity => value.trim() !== '' || 'Kötelező mező';

describe('TextInput', () => {
  it('limits the length to 2000 by default', () => {
    expect(renderInput()).toHaveAttribute('maxlength', '2000');
  });

  it('honours an explicit maximum also in uppercase mode', async () => {
    const user = userEvent.setup();
    const input = renderInput({ isUppercaseOnly: true, maxLength: 4 });
    expect(input).toHaveAttribute('maxlength', '4');
    await user.type(input, 'ab-cdef');
    expect(input).toHaveValue('ABCD');
  });

  it('in uppercase mode accepts letters and digits only', async () => {
    const user = userEvent.setup();
    const input = renderInput({ isUppercaseOnly: true });
    await user.type(input, 'ő-1 x');
    expect(input).toHaveValue('Ő1X');
  });

  it('accepts any text in the normal mode', async () => {
    const user = userEvent.setup();
    const input = renderInput();
    await user.type(input, 'ő-1 x');
    expect(input).toHaveValue('ő-1 x');
  });

  it('hides the error of an untouched field and shows it after blur', async () => {
    const user = userEvent.setup();
    const input = renderInput({ validate: required });
    expect(screen.queryByText('Kötelező mező')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(input);
    await user.tab();
    expect(screen.getByText('Kötelező mező')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Kötelező mező');
  });

  it('counts clearing the field as touching it', async () => {
    const user = userEvent.setup();
    const input = renderInput({ validate: required });
    await user.type(input, 'a');
    expect(screen.queryByText('Kötelező mező')).not.toBeInTheDocument();
    await user.clear(input);
    expect(screen.getByText('Kötelező mező')).toBeInTheDocument();
  });

  it('shows the hint while valid and the error instead of it when invalid', async () => {
    const user = userEvent.setup();
    const input = renderInput({ validate: required, hint: 'A gyártó cikkszáma', value: 'x' });
    expect(input).toHaveAccessibleDescription('A gyártó cikkszáma');

    await user.clear(input);
    expect(screen.queryByText('A gyártó cikkszáma')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Kötelező mező');

    await user.type(input, 'y');
    expect(screen.getByText('A gyártó cikkszáma')).toBeInTheDocument();
    expect(screen.queryByText('Kötelező mező')).not.toBeInTheDocument();
  });
});
