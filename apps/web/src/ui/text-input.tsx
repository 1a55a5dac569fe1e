import {
  TextInput as MantineTextInput,
  type TextInputProps as MantineTextInputProps,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { Validity } from '../lib/validation';

/** Spec 000 §9. */
export const DEFAULT_MAX_LENGTH = 2000;

/**
 * Keeps letters (any script, so Hungarian á é í ó ö ő ú ü ű too) and the digits 0-9, upper-cased.
 * Composed first, so an accent typed as a separate combining mark stays on its letter.
 */
export function toUppercaseAlphanumeric(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleUpperCase('hu-HU')
    .replace(/[^\p{L}0-9]/gu, '');
}

export interface TextInputProps
  extends Omit<MantineTextInputProps, 'value' | 'onChange' | 'error' | 'description'> {
  value: string;
  onChange: (value: string) => void;
  /** true, or the message to show once the user has touched the field */
  validity?: Validity;
  /** Shown under the field while it is valid */
  hint?: ReactNode;
  isUppercaseOnly?: boolean;
}

export function TextInput({
  value,
  onChange,
  validity = true,
  hint,
  isUppercaseOnly = false,
  maxLength = DEFAULT_MAX_LENGTH,
  onBlur,
  ...rest
}: TextInputProps) {
  // A pristine form shows no errors; blurring or clearing the field counts as touching it.
  const [isTouched, setIsTouched] = useState(false);
  const isValid = validity === true;

  return (
    <MantineTextInput
      {...rest}
      value={value}
      maxLength={maxLength}
      description={isValid ? hint : undefined}
      error={!isValid && isTouched ? validity : undefined}
      onBlur={(event) => {
        setIsTouched(true);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const next = isUppercaseOnly ? toUppercaseAlphanumeric(typed).slice(0, maxLength) : typed;
        if (next === '') setIsTouched(true);
        onChange(next);
      }}
    />
  );
}
