import {
  supplierInvoiceEndpoints as e,
  INVOICE_PAYMENT_METHODS,
  partnerLookupEndpoints,
  type TSupplierInvoice,
} from '@kontor/contract';
import {
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDecimalInput, toDecimalString } from '../../lib/forms/decimal-input';
import { hasChanged, useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { endpointQuery } from '../../lib/query';
import { ActionButton } from '../../ui/action-button';
import { DateInput, todayIsoDate } from '../../ui/date-input';
import { useToast } from '../../ui/toast';
import {
  failureText,
  invoiceCalls,
  supplierInvoiceFormUrl,
  useInvoiceAction,
} from './supplier-invoices-api';

type Method = (typeof INVOICE_PAYMENT_METHODS)[number];

const formOf = (i: TSupplierInvoice | null) => ({
  supplierId: i ? String(i.supplierId) : null,
  invoiceNumber: i?.invoiceNumber ?? '',
  isProforma: i?.isProforma ?? false,
  issueDate: i?.issueDate ?? todayIsoDate(),
  fulfilmentDate: i?.fulfilmentDate ?? todayIsoDate(),
  dueDate: i?.dueDate ?? todayIsoDate(),
  currencyCode: i?.currencyCode ?? 'HUF',
  paymentMethod: (i?.paymentMethod ?? 'TRANSFER') as Method,
  note: i?.note ?? '',
  proformaGross: i?.isProforma ? formatDecimalInput(i.gross) : '',
});

/** The header of a supplier invoice: recorded as a DRAFT, changed while it is one. */
export function HeaderEditor({ invoice }: { invoice: TSupplierInvoice | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const initial = formOf(invoice);
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const suppliers = useQuery(
    endpointQuery(partnerLookupEndpoints.suppliers, { query: { limit: 100 } }),
  );
  const create = useInvoiceAction(invoiceCalls.create);
  const update = useInvoiceAction(invoiceCalls.update);
  useUnsavedGuard(hasChanged(form, initial));
  const isEditable = invoice === null || invoice.state === 'DRAFT';
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setError(null);
  };

  async function save() {
    const body = {
      supplierId: Number(form.supplierId),
      invoiceNumber: form.invoiceNumber.trim(),
      isProforma: form.isProforma,
      issueDate: form.issueDate,
      fulfilmentDate: form.fulfilmentDate,
      dueDate: form.dueDate,
      currencyCode: form.currencyCode.trim().toUpperCase(),
      paymentMethod: form.paymentMethod,
      note: form.note,
      proformaGross: form.isProforma ? toDecimalString(form.proformaGross) : null,
    };
    try {
      const saved = invoice
        ? await update.mutateAsync({ id: invoice.id, body: { ...body, version: invoice.version } })
        : await create.mutateAsync(body);
      toast.show(t('SUPPLIER_INVOICES.SAVED'), 'SUCCESS');
      if (!invoice) navigate(supplierInvoiceFormUrl(saved.id), { replace: true });
    } catch (err) {
      setError(failureText(t, err));
    }
  }

  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={!isEditable} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <Select
                label={t('SUPPLIER_INVOICES.FIELD.SUPPLIERID')}
                data={(suppliers.data ?? []).map((s) => ({
                  value: String(s.id),
                  label: `${s.name} (${s.code})`,
                }))}
                value={form.supplierId}
                onChange={(v) => set('supplierId', v)}
                searchable
                required
              />
              <TextInput
                label={t('SUPPLIER_INVOICES.FIELD.INVOICENUMBER')}
                value={form.invoiceNumber}
                onChange={(ev) => set('invoiceNumber', ev.currentTarget.value)}
                required
              />
              <TextInput
                label={t('SUPPLIER_INVOICES.FIELD.CURRENCYCODE')}
                value={form.currencyCode}
                onChange={(ev) => set('currencyCode', ev.currentTarget.value)}
                maxLength={3}
                required
              />
              <DateInput
                label={t('SUPPLIER_INVOICES.FIELD.ISSUEDATE')}
                value={form.issueDate}
                onChange={(v) => set('issueDate', v ?? '')}
                required
              />
              <DateInput
                label={t('SUPPLIER_INVOICES.FIELD.FULFILMENTDATE')}
                value={form.fulfilmentDate}
                onChange={(v) => set('fulfilmentDate', v ?? '')}
                required
              />
              <DateInput
                label={t('SUPPLIER_INVOICES.FIELD.DUEDATE')}
                value={form.dueDate}
                onChange={(v) => set('dueDate', v ?? '')}
                required
              />
              <NativeSelect
                label={t('SUPPLIER_INVOICES.FIELD.PAYMENTMETHOD')}
                value={form.paymentMethod}
                onChange={(ev) => set('paymentMethod', ev.currentTarget.value as Method)}
                data={INVOICE_PAYMENT_METHODS.map((m) => ({
                  value: m,
                  label: t(`INVOICES.METHOD.${m}`),
                }))}
              />
              <TextInput
                label={t('SUPPLIER_INVOICES.FIELD.NOTE')}
                value={form.note}
                onChange={(ev) => set('note', ev.currentTarget.value)}
              />
              <Group align="end">
                <Checkbox
                  label={t('SUPPLIER_INVOICES.KIND.PROFORMA')}
                  checked={form.isProforma}
                  onChange={(ev) => set('isProforma', ev.currentTarget.checked)}
                  mb={8}
                />
                {form.isProforma && (
                  <TextInput
                    label={t('SUPPLIER_INVOICES.FIELD.PROFORMAGROSS')}
                    value={form.proformaGross}
                    onChange={(ev) => set('proformaGross', ev.currentTarget.value)}
                    required
                  />
                )}
              </Group>
            </SimpleGrid>
            {error && (
              <Text c="red.8" role="alert">
                {error}
              </Text>
            )}
            {isEditable && (
              <Group justify="flex-end">
                <ActionButton
                  type="submit"
                  endpoint={invoice ? e.update : e.create}
                  loading={create.isPending || update.isPending}
                >
                  {t('SUPPLIER_INVOICES.ACTION.SAVE')}
                </ActionButton>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
