import { productEndpoints } from '@kontor/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, ServerErrorReader } from '../../../lib/forms/field-errors';
import { hasChanged, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { endpointQuery } from '../../../lib/query';
import { useToast } from '../../../ui/toast';

export interface RowListOptions<Saved, Row> {
  productId: number;
  /** The list as the server holds it */
  saved: readonly Saved[];
  /** The cache key of that list, set from the save's answer */
  listQueryKey: readonly unknown[];
  rowsOf: (saved: readonly Saved[]) => Row[];
  clientErrorsOf: (rows: readonly Row[]) => FieldErrors;
  readServerErrors: ServerErrorReader;
  /** Saves the whole list; answers it as stored */
  saveRows: (rows: readonly Row[]) => Promise<Saved[]>;
  /** The toast after a save */
  savedMessage: string;
}

/**
 * A list of a product edited as a whole and saved at once (packaging units, containers): the
 * rows, their messages (client checks, then the server's per field), and the save, which also
 * refreshes the product's event history.
 */
export function useRowList<Saved, Row>(options: RowListOptions<Saved, Row>) {
  const { productId, listQueryKey, rowsOf, saveRows } = options;
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(options.saved));
  const clientErrors = useMemo(() => options.clientErrorsOf(rows), [rows, options.clientErrorsOf]);
  const errors = useFormErrors(clientErrors, options.readServerErrors);
  const savedRows = useMemo(() => rowsOf(options.saved), [rowsOf, options.saved]);
  useUnsavedGuard(hasChanged(rows, savedRows));
  const save = useMutation({
    mutationFn: () => saveRows(rows),
    onSuccess: (stored) => {
      queryClient.setQueryData(listQueryKey, stored);
      setRows(rowsOf(stored));
      errors.reset();
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: endpointQuery(productEndpoints.events, { params: { productId } }).queryKey,
      }),
  });

  async function submit() {
    if (!errors.attemptSubmit()) return;
    try {
      await save.mutateAsync();
      toast.show(options.savedMessage, 'SUCCESS');
    } catch (error) {
      if (!errors.showServerErrors(error)) toast.show(t('PRODUCTS.ERROR.SAVE_FAILED'), 'ERROR');
    }
  }

  return {
    rows,
    errors,
    isSaving: save.isPending,
    submit: () => void submit(),
    add: (row: Row) => setRows((current) => [...current, row]),
    update: (index: number, patch: Partial<Row>) =>
      setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: (index: number) => {
      setRows((current) => current.filter((_, i) => i !== index));
      // The rows after it move up: the server's messages no longer point at the right ones.
      errors.showServerErrors(null);
    },
  };
}
