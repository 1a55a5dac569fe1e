import type { ChangeEvent } from 'react';
import type { FormErrors } from './use-form-errors';

/** Props of a text input bound to one field of a form: value, change, blur and its message. */
export function bindText(
  errors: FormErrors,
  path: string,
  value: string,
  onChange: (value: string) => void,
) {
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onChange(event.currentTarget.value);
      errors.change(path);
    },
    onBlur: () => errors.touch(path),
    error: errors.errorOf(path),
  };
}
