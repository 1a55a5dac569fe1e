import { Stack } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useProgress } from '../../ui/spinner';
import { StaleAlert } from '../../ui/stale-alert';
import { useToast } from '../../ui/toast';
import type { FieldErrors, ServerErrorReader } from './field-errors';
import { AFTER_SAVE, hasChanged, useUnsavedGuard } from './unsaved-changes';
import { useFormErrors } from './use-form-errors';
import { useInvalidFormNotice } from './use-invalid-form-notice';

interface Versioned {
  id: number;
  version: number;
}

export interface DocumentFormOptions<R extends Versioned, V> {
  /** The stored record, or null for a new one */
  record: R | null;
  formOf: (record: R) => V;
  emptyForm: () => V;
  validate: (values: V) => FieldErrors;
  serverErrors: ServerErrorReader;
  /** The record's query, read again when the user reloads a stale form */
  query: (id: number) => UseQueryOptions<R, Error, R, QueryKey>;
  /** Saves the values over `base` (null: creates) and answers the stored record */
  save: (base: R | null, values: V) => Promise<R>;
  savedText: (saved: R) => string;
  failedText: (error: unknown) => string;
  /** Where a newly created record opens */
  pathOf: (saved: R) => string;
}

/**
 * The state of every record form (partner, product, discount list): the values against what was
 * read, the unsaved-changes guard, client and server field errors, the stale-version alert, and
 * the save that keeps the input when it fails and opens a created record at its own address.
 */
export function useDocumentForm<R extends Versioned, V>(options: DocumentFormOptions<R, V>) {
  const { record, formOf, emptyForm, validate, serverErrors } = options;
  const toast = useToast();
  const { claim } = useProgress();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const { showInvalid, focusFirstError } = useInvalidFormNotice(formRef);
  const [base, setBase] = useState(record);
  const [initial, setInitial] = useState<V>(() => (record ? formOf(record) : emptyForm()));
  const [values, setValues] = useState(initial);
  const isDirty = hasChanged(values, initial);
  useUnsavedGuard(isDirty);
  const clientErrors = useMemo(() => validate(values), [validate, values]);
  const errors = useFormErrors(clientErrors, serverErrors);

  function show(fresh: R) {
    setBase(fresh);
    const shown = formOf(fresh);
    setInitial(shown);
    setValues(shown);
    errors.reset();
  }

  async function reload() {
    if (!base) return;
    show(await claim(queryClient.fetchQuery({ ...options.query(base.id), staleTime: 0 })));
  }

  async function submit() {
    if (!errors.attemptSubmit()) {
      showInvalid();
      return;
    }
    try {
      const saved = await claim(options.save(base, values));
      toast.show(options.savedText(saved), 'SUCCESS');
      if (base) show(saved);
      else navigate(options.pathOf(saved), { replace: true, state: AFTER_SAVE });
    } catch (error) {
      if (errors.showServerErrors(error)) focusFirstError();
      else toast.show(options.failedText(error), 'ERROR');
    }
  }

  const onChange = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));
  return { base, values, onChange, errors, isDirty, show, reload, submit, formRef };
}

export type DocumentFormState<R extends Versioned, V> = ReturnType<typeof useDocumentForm<R, V>>;

interface DocumentFormProps<R extends Versioned, V> {
  form: DocumentFormState<R, V>;
  label: string;
  /** The title of the alert shown when the record changed since it was read */
  staleTitle: string;
  children: ReactNode;
}

/** The `<form>` of a record: submits through the form state, shows the stale-version alert. */
export function DocumentForm<R extends Versioned, V>(props: DocumentFormProps<R, V>) {
  const { form, label, staleTitle, children } = props;
  const staleMessage = form.errors.errorOf('version');
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack gap="md">
        {staleMessage && (
          <StaleAlert
            title={staleTitle}
            message={staleMessage}
            onReload={() => void form.reload()}
          />
        )}
        {children}
      </Stack>
    </form>
  );
}
