import type { Endpoint, PRICE_TYPES } from '@kontor/contract';
import { Alert, Fieldset, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChanged, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useInvalidFormNotice } from '../../../lib/forms/use-invalid-form-notice';
import { usePermission } from '../../../lib/permissions';
import { ActionButton } from '../../../ui/action-button';
import { useProgress } from '../../../ui/spinner';
import { StaleAlert } from '../../../ui/stale-alert';
import { useToast } from '../../../ui/toast';
import {
  emptyLine,
  isFilled,
  isUnpicked,
  type LineRow,
  lineBodyOf,
  type Pricing,
} from '../lines/line-model';
import { LinesGrid, type LinesGridProps } from '../lines/lines-grid';
import { TotalsPanel } from '../lines/totals-panel';
import { useDocumentLines } from '../lines/use-document-lines';
import type { HeaderValues } from './header-fields';
import { salesProblemErrors } from './sales-field-errors';

const NO_CLIENT_ERRORS = {};
/**
 * What a save compares: the filled lines as they would be sent, not their price explanations nor
 * the empty line the grid keeps for typing (a new form starts with one: untouched, it is clean).
 */
const comparable = (rows: readonly LineRow[]) =>
  rows
    .filter((row) => isFilled(row) || isUnpicked(row))
    .map((row) => ({ ...lineBodyOf(row), fulfilment: row.fulfilment }));

/**
 * The state of a quote or order form: header values, priced lines, field errors, and whether
 * anything is unsaved (the page guard asks before leaving then).
 */
export function useDocumentForm<V extends HeaderValues>(
  start: { values: V; rows: LineRow[]; pricing: Pricing },
  /** A stored document's price type and date, which its lines keep being priced on */
  stored: { priceType: string; date: string } | null,
) {
  const [initial, setInitial] = useState(start);
  const [values, setValues] = useState(start.values);
  const lines = useDocumentLines(
    start.rows,
    {
      customerId: values.customer?.id ?? null,
      currencyCode: values.currencyCode,
      ...(stored
        ? { priceType: stored.priceType as (typeof PRICE_TYPES)[number], date: stored.date }
        : {}),
    },
    start.pricing,
  );
  const errors = useFormErrors(NO_CLIENT_ERRORS, salesProblemErrors);
  const isDirty =
    hasChanged(values, initial.values) ||
    hasChanged(comparable(lines.rows), comparable(initial.rows));
  useUnsavedGuard(isDirty);
  const { setRows, setPricing } = lines;
  const reset = useCallback(
    (next: { values: V; rows: LineRow[]; pricing: Pricing }) => {
      setInitial(next);
      setValues(next.values);
      setRows(next.rows);
      setPricing(next.pricing);
      errors.reset();
    },
    [errors, setRows, setPricing],
  );
  const patch = useCallback((change: Partial<V>) => setValues((v) => ({ ...v, ...change })), []);
  /**
   * Takes in lines another part of the page stored (the order's delivery fees): a written line
   * replaces the row of its key or joins the filled ones, `deletedKeys` go; both in the form and in
   * what it compares with, so what the user typed stays (and unsaved), the lines taken in not.
   */
  const takeIn = useCallback(
    (written: readonly LineRow[], deletedKeys: readonly string[]) => {
      const merge = (rows: LineRow[]) => {
        const byKey = new Map(written.map((r) => [r.key, r]));
        const kept = rows
          .filter((r) => !deletedKeys.includes(r.key))
          .map((r) => byKey.get(r.key) ?? r);
        const added = written.filter((w) => !rows.some((r) => r.key === w.key));
        // Before the empty lines at the end (the one the grid offers to type in).
        let end = kept.length;
        while (end > 0 && !isFilled(kept[end - 1]!)) end--;
        return [...kept.slice(0, end), ...added, ...kept.slice(end)];
      };
      setInitial((i) => ({ ...i, rows: merge(i.rows) }));
      setRows(merge);
    },
    [setRows],
  );
  return { values, patch, lines, errors, isDirty, reset, takeIn };
}

export type DocumentForm<V extends HeaderValues> = ReturnType<typeof useDocumentForm<V>>;

export interface DocumentFormViewProps<V extends HeaderValues> {
  form: DocumentForm<V>;
  label: string;
  header: ReactNode;
  readOnly: boolean;
  /** Saves; answers false when the form shows why it failed. */
  onSave: () => Promise<void>;
  /** The call Save makes (create or update): Save is shown to who may make it */
  saveEndpoint: Pick<Endpoint, 'method' | 'path'>;
  onReload?: () => void;
  extraColumns?: LinesGridProps['extraColumns'];
  newLine?: () => LineRow;
  /** Buttons beside Save (state actions, history) */
  actions?: ReactNode;
}

/**
 * The form around a quote's or an order's header and lines: stale notice, grid, totals in the
 * document's currency, save (for sales writers).
 */
export function DocumentFormView<V extends HeaderValues>(props: DocumentFormViewProps<V>) {
  const { t } = useTranslation();
  const toast = useToast();
  const { claim } = useProgress();
  const formRef = useRef<HTMLFormElement>(null);
  const { focusFirstError } = useInvalidFormNotice(formRef);
  const [isSaving, setIsSaving] = useState(false);
  const { form } = props;
  const mayPrice = usePermission('sales.price');
  const stale = form.errors.errorOf('version');
  const linesError = form.errors.errorOf('lines');
  const newLine = props.newLine ?? emptyLine;
  const currency = form.values.currencyCode;
  const { updateRow } = form.lines;
  const onRowChange = useCallback(
    (index: number, next: LineRow) => updateRow(index, next, newLine),
    [updateRow, newLine],
  );

  async function submit() {
    // A typed product that was never picked would be dropped: refuse, with the focus on it.
    const unpicked = form.lines.rows.findIndex(isUnpicked);
    if (unpicked >= 0) {
      toast.show(t('VALIDATION.FIX_ERRORS'), 'ERROR');
      formRef.current
        ?.querySelector<HTMLElement>(`[data-cell^="${unpicked}:"][data-column="product"]`)
        ?.focus();
      return;
    }
    setIsSaving(true);
    try {
      await claim(props.onSave());
    } catch (error) {
      if (form.errors.showServerErrors(error)) focusFirstError();
      else toast.show(t('SALES.SAVE_FAILED'), 'ERROR');
    } finally {
      setIsSaving(false);
    }
  }

  // Ctrl+S saves from anywhere on the page, so a keyboard user never leaves the lines to save.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const { readOnly } = props;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!readOnly) void submitRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readOnly]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        // A dialog's form (e-mail sender) is portalled out of this one; React bubbles its submit.
        if (event.target === event.currentTarget) void submit();
      }}
    >
      <Stack gap="md">
        {stale && (
          <StaleAlert title={t('SALES.STALE_TITLE')} message={stale} onReload={props.onReload} />
        )}
        {form.errors.errorOf('state') && (
          <Alert color="red" role="alert">
            {form.errors.errorOf('state')}
          </Alert>
        )}
        <Fieldset legend={t('SALES.SECTION.HEADER')} disabled={props.readOnly}>
          {props.header}
        </Fieldset>
        <Fieldset legend={t('SALES.LINES')}>
          <Stack gap="sm">
            <LinesGrid
              rows={form.lines.rows}
              pricing={form.lines.pricing}
              currency={currency}
              readOnly={props.readOnly}
              mayPrice={mayPrice}
              onRowChange={onRowChange}
              onAddRow={() => form.lines.setRows((rows) => [...rows, newLine()])}
              onDeleteRow={(index) =>
                form.lines.setRows((rows) => rows.filter((_, i) => i !== index))
              }
              errorOf={form.errors.errorOf}
              {...(props.extraColumns ? { extraColumns: props.extraColumns } : {})}
            />
            {linesError && (
              <Alert color="red" role="alert">
                {linesError}
              </Alert>
            )}
            <TotalsPanel totals={form.lines.totals} currency={currency} />
          </Stack>
        </Fieldset>
        <Group justify="space-between">
          <Group gap="sm">{props.actions}</Group>
          {!props.readOnly && (
            <ActionButton
              endpoint={props.saveEndpoint}
              type="submit"
              loading={isSaving}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t('SALES.SAVE')}
            </ActionButton>
          )}
        </Group>
      </Stack>
    </form>
  );
}
