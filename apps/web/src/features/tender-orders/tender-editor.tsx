import { type TTenderOrder, tenderOrderEndpoints } from '@kontor/contract';
import { Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { callApi } from '../../lib/api/client';
import { formatMoney } from '../../lib/format';
import { hasChanged, useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { usePermission } from '../../lib/permissions';
import { ActionButton } from '../../ui/action-button';
import { ErrorDisplay } from '../../ui/error-display';
import { useToast } from '../../ui/toast';
import { PartnerLookup, type PartnerRef } from '../partners/components/partner-lookup';
import { MatrixGrid } from './matrix-grid';
import {
  emptyRow,
  linesOf,
  type MatrixRow,
  type MatrixSupplier,
  matrixTotals,
  rowsOf,
} from './matrix-model';
import { storeTender, tenderRefusalOf } from './tender-orders-api';

/** The tender's totals in one line under the matrix (its columns may be scrolled away). */
function TotalsLine({ rows, currencyCode }: { rows: readonly MatrixRow[]; currencyCode: string }) {
  const { t } = useTranslation();
  const totals = matrixTotals(rows);
  const money = (value: string | null) => (value === null ? '–' : formatMoney(value, currencyCode));
  return (
    <Text size="sm" data-testid="tender-totals">
      {t('TENDER.TOTALS', {
        sale: money(totals.saleNet),
        cost: money(totals.costNet),
        margin: money(totals.margin),
        percent: totals.marginPercent === null ? '–' : totals.marginPercent.replace('.', ','),
      })}
    </Text>
  );
}

interface Values {
  customer: PartnerRef | null;
  currencyCode: string;
  title: string;
  note: string;
  rows: MatrixRow[];
}

const valuesOf = (tender: TTenderOrder | null): Values => ({
  customer: tender ? { id: tender.customerId, name: tender.customerName } : null,
  currencyCode: tender?.currencyCode ?? 'HUF',
  title: tender?.title ?? '',
  note: tender?.note ?? '',
  rows: tender ? rowsOf(tender) : [],
});

/** Field errors of a refused save: the header's by field, a line's by its row. */
function errorsOf(error: unknown, rows: readonly MatrixRow[]) {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const saved = rows.filter((row) => row.productId !== null);
  const byRow = new Map<string, string>();
  const fields = new Map<string, string>();
  for (const e of problem?.errors ?? []) {
    const line = /^lines\.(\d+)\.?(.*)$/.exec(e.path);
    const row = line ? saved[Number(line[1])] : undefined;
    if (row) byRow.set(row.key, line![2] ?? '');
    else fields.set(e.path, e.message);
  }
  return { byRow, fields };
}

/**
 * The tender's header and its quote matrix, saved together (a new tender is created, a stored
 * one saved at its version). Suppliers are the matrix's columns: those with an offer, and any
 * the user adds.
 */
export function TenderEditor({
  tender,
  actions,
}: {
  tender: TTenderOrder | null;
  /** The tender's state buttons, told whether unsaved edits wait. */
  actions?: (isDirty: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = usePermission('sales.write');
  const initial = valuesOf(tender);
  const [values, setValues] = useState(initial);
  const [suppliers, setSuppliers] = useState<MatrixSupplier[]>(tender?.suppliers ?? []);
  const [adding, setAdding] = useState<PartnerRef | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const isEditable = canWrite && (tender === null || ['DRAFT', 'APPROVED'].includes(tender.state));
  const isDirty = hasChanged(values, initial);
  useUnsavedGuard(isDirty);
  const errors = errorsOf(failure, values.rows);
  const patch = (next: Partial<Values>) => setValues((v) => ({ ...v, ...next }));
  const setRows = (change: (rows: MatrixRow[]) => MatrixRow[]) =>
    setValues((v) => ({ ...v, rows: change(v.rows) }));

  const save = async () => {
    if (!values.customer) return;
    setPending(true);
    setFailure(null);
    const body = {
      customerId: values.customer.id,
      currencyCode: values.currencyCode.toUpperCase(),
      title: values.title,
      note: values.note,
      lines: linesOf(values.rows),
    };
    try {
      const saved = tender
        ? await callApi(tenderOrderEndpoints.update, {
            params: { id: tender.id },
            body: { ...body, version: tender.version },
          })
        : await callApi(tenderOrderEndpoints.create, { body });
      await storeTender(queryClient, saved);
      toast.show(t('TENDER.SAVED', { number: saved.number }), 'SUCCESS');
      if (!tender) navigate(`/app/TenderOrderForm?id=${saved.id}`, { replace: true });
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <PartnerLookup
            lookup="customers"
            label={t('TENDER.FIELD.CUSTOMER')}
            required
            disabled={!isEditable}
            value={values.customer}
            onChange={(customer) => patch({ customer })}
            error={errors.fields.get('customerId') && t('TENDER.ERROR.CUSTOMER')}
          />
          <TextInput
            label={t('TENDER.FIELD.TITLE')}
            value={values.title}
            maxLength={200}
            disabled={!isEditable}
            onChange={(e) => patch({ title: e.currentTarget.value })}
          />
          <TextInput
            label={t('TENDER.FIELD.CURRENCY')}
            value={values.currencyCode}
            maxLength={3}
            disabled={!isEditable}
            onChange={(e) => patch({ currencyCode: e.currentTarget.value.toUpperCase() })}
            error={errors.fields.get('currencyCode') && t('TENDER.ERROR.CURRENCY')}
          />
          <Textarea
            label={t('TENDER.FIELD.NOTE')}
            value={values.note}
            autosize
            maxRows={4}
            disabled={!isEditable}
            onChange={(e) => patch({ note: e.currentTarget.value })}
          />
        </SimpleGrid>
      </Paper>
      {isEditable && (
        <Group align="flex-end">
          <PartnerLookup
            lookup="suppliers"
            label={t('TENDER.MATRIX.ADD_SUPPLIER')}
            value={adding}
            onChange={setAdding}
            excludeIds={suppliers.map((s) => s.id)}
          />
          <ActionButton
            endpoint={tenderOrderEndpoints.update}
            variant="default"
            disabledReason={adding ? null : t('TENDER.MATRIX.CHOOSE_SUPPLIER')}
            onClick={() => {
              if (adding) setSuppliers([...suppliers, { id: adding.id, name: adding.name }]);
              setAdding(null);
            }}
          >
            {t('TENDER.MATRIX.ADD_COLUMN')}
          </ActionButton>
        </Group>
      )}
      <MatrixGrid
        rows={values.rows}
        suppliers={suppliers}
        currencyCode={values.currencyCode}
        readOnly={!isEditable}
        rowError={(row) =>
          errors.byRow.has(row.key)
            ? t('TENDER.ERROR.LINE', { field: errors.byRow.get(row.key) })
            : undefined
        }
        onRowChange={(index, next) =>
          setRows((rows) => rows.map((r, i) => (i === index ? next : r)))
        }
        onAddRow={() => setRows((rows) => [...rows, emptyRow()])}
        onDeleteRow={(index) => setRows((rows) => rows.filter((_, i) => i !== index))}
      />
      <TotalsLine rows={values.rows} currencyCode={values.currencyCode} />
      {failure !== null && <ErrorDisplay message={tenderRefusalOf(t, failure)} />}
      <Group justify="flex-end">
        {actions?.(isDirty)}
        {isEditable && (
          <ActionButton
            endpoint={tender ? tenderOrderEndpoints.update : tenderOrderEndpoints.create}
            loading={pending}
            disabledReason={values.customer ? null : t('TENDER.ERROR.CUSTOMER')}
            onClick={() => void save()}
          >
            {t('TENDER.SAVE')}
          </ActionButton>
        )}
      </Group>
    </Stack>
  );
}
