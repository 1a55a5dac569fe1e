import { INVOICE_PAYMENT_METHODS, type TInvoice } from '@kontor/contract';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { DateInput, todayIsoDate } from '../../../ui/date-input';
import { GuardedModal } from '../../../ui/guarded-modal';
import { useToast } from '../../../ui/toast';
import { useAddPayment } from '../api/invoices-api';

type Method = (typeof INVOICE_PAYMENT_METHODS)[number];

/** Payment entry: method, date and amount (the remainder offered), at most the remainder. */
export function PaymentModal({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useAddPayment(invoice.id);
  const initialMethod = (INVOICE_PAYMENT_METHODS as readonly string[]).includes(
    invoice.paymentMethod,
  )
    ? (invoice.paymentMethod as Method)
    : 'TRANSFER';
  const [method, setMethod] = useState<Method>(initialMethod);
  const [paidOn, setPaidOn] = useState<string | null>(todayIsoDate());
  const [amountText, setAmountText] = useState(formatDecimalInput(invoice.remainder));
  const [error, setError] = useState<string | null>(null);
  const amount = toDecimalString(amountText);
  useUnsavedGuard(amountText !== formatDecimalInput(invoice.remainder) || method !== initialMethod);

  async function submit() {
    if (!amount || Number(amount) <= 0 || Number(amount) > Number(invoice.remainder) || !paidOn) {
      setError(t('INVOICES.ERROR.AMOUNT'));
      return;
    }
    try {
      await save.mutateAsync({ method, paidOn, amount, note: '', version: invoice.version });
      toast.show(t('INVOICES.PAYMENT.SAVED'), 'SUCCESS');
      onClose();
    } catch (e) {
      setError(
        t('INVOICES.ERROR.FAILED', {
          detail: e instanceof ApiError ? (e.problem?.detail ?? e.message) : String(e),
        }),
      );
    }
  }

  return (
    <GuardedModal opened onClose={onClose} title={t('INVOICES.PAYMENT.TITLE')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('INVOICES.PAYMENT.METHOD')}
            value={method}
            onChange={(e) => setMethod(e.currentTarget.value as Method)}
            data={INVOICE_PAYMENT_METHODS.map((m) => ({
              value: m,
              label: t(`INVOICES.METHOD.${m}`),
            }))}
          />
          <DateInput
            label={t('INVOICES.PAYMENT.DATE')}
            value={paidOn}
            onChange={setPaidOn}
            required
          />
          <TextInput
            label={`${t('INVOICES.PAYMENT.AMOUNT')} (${invoice.currencyCode})`}
            value={amountText}
            onChange={(e) => {
              setAmountText(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('INVOICES.ACTION.CANCEL')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('INVOICES.ACTION.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
