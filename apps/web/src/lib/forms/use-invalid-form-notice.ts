import { type RefObject, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast';

/**
 * How every form answers a save with marked fields: one summary text (the same in every form)
 * and the focus on the first marked field.
 */
export function useInvalidFormNotice(formRef: RefObject<HTMLFormElement | null>) {
  const { t } = useTranslation();
  const toast = useToast();
  const focusFirstError = useCallback(
    () =>
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      ),
    [formRef],
  );
  const showInvalid = useCallback(() => {
    toast.show(t('VALIDATION.FIX_ERRORS'), 'ERROR');
    focusFirstError();
  }, [toast, t, focusFirstError]);
  return { showInvalid, focusFirstError };
}
