import { INVOICE_PAYMENT_METHODS, type TInvoice } from '@kontor/contract';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { DateInput, todayIsoDate } from '../../../ui/date-input';
import { FormButtons } from '../../../ui/form-buttons';
import { GuardedModal } from '../../../ui/guarded-modal';
import { useToast } from '../../../ui/toast';
import { useAddPayment, useRefund } from '../api/invoices-api';

type Method = (typeof INVOICE_PAYMENT_METHODS)[number];

/**
 * Payment entry: method, date and amount (the remainder offered), at most the remainder; with
 * `refund`, a refund paid back on a credit note, at most what it may still refund.
 */
export function PaymentModal({
  invoice,
  onClose,
  refund = false,
}: {
  invoice: TInvoice;
  onClose: () => void;
  refund?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const payment = useAddPayment(invoice.id);
  const refunding = useRefund(invoice.id);
  const save = refund ? refunding : payment;
  const limit = refund ? invoice.refundable : invoice.remainder;
  const initialMethod = (INVOICE_PAYMENT_METHODS as readonly string[]).includes(
    invoice.paymentMethod,
  )
    ? (invoice.paymentMethod as Method)
    : 'TRANSFER';
  const [method, setMethod] = useState<Method>(initialMethod);
  const [paidOn, setPaidOn] = useState<string | null>(todayIsoDate());
  const [amountText, setAmountText] = useState(formatDecimalInput(limit));
  const [error, setError] = useState<string | null>(null);
  const amount = toDecimalString(amountText);
  useUnsavedGuard(amountText !== formatDecimalInput(limit) || method !== initialMethod);

  async function submit() {
    if (!amount || Number(amount) <= 0 || Number(amount) > Number(limit) || !paidOn) {
      setError(t('INVOICES.ERROR.AMOUNT'));
      return;
    }
    try {
      await save.mutateAsync({ method, paidOn, amount, note: '', version: invoice.version });
      toast.show(t(refund ? 'INVOICES.REFUND.SAVED' : 'INVOICES.PAYMENT.SAVED'), 'SUCCESS');
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
    <GuardedModal
      opened
      onClose={onClose}
      title={t(refund ? 'INVOICES.REFUND.TITLE' : 'INVOICES.PAYMENT.TITLE')}
    >
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
          <FormButtons
            onCancel={onClose}
            submitLabel={t('INVOICES.ACTION.SAVE')}
            loading={save.isPending}
          />
        </Stack>
      </form>
    </GuardedModal>
  );
}
