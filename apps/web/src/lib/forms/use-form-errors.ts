import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, type ServerErrorReader, withoutField } from './field-errors';

/**
 * When a form shows which message: the client-side check of a field once the user has left it
 * (or tried to save), the server's answer for a field until the user changes that field.
 * `readServerErrors` is the area's reader of problem+json field errors (`fieldMessages`).
 */
export function useFormErrors(clientErrors: FieldErrors, readServerErrors: ServerErrorReader) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const keyOf = useCallback(
    (path: string): string | undefined =>
      serverErrors[path] ?? (isSubmitted || touched.has(path) ? clientErrors[path] : undefined),
    [clientErrors, serverErrors, isSubmitted, touched],
  );

  return useMemo(
    () => ({
      /** The translated message at a field, or undefined */
      errorOf: (path: string): string | undefined => {
        const key = keyOf(path);
        return key && t(key);
      },
      touch: (path: string) =>
        setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
      /** The user changed the field: the server's verdict on the old value no longer holds. */
      change: (path: string) => setServerErrors((current) => withoutField(current, path)),
      /** A save attempt: every client message shows; true when there is none. */
      attemptSubmit: (): boolean => {
        setIsSubmitted(true);
        return Object.keys(clientErrors).length === 0;
      },
      /** Shows the field errors of a failed call; answers whether it had any. */
      showServerErrors: (error: unknown): boolean => {
        const errors = readServerErrors(error);
        setServerErrors(errors);
        return Object.keys(errors).length > 0;
      },
      reset: () => {
        setTouched(new Set());
        setIsSubmitted(false);
        setServerErrors({});
      },
    }),
    [keyOf, t, clientErrors, readServerErrors],
  );
}

export type FormErrors = ReturnType<typeof useFormErrors>;
