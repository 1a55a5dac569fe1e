import { INVOICE_PAYMENT_METHODS, invoiceEndpoints, type TInvoice } from '@kontor/contract';
import { NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalInput, toDecimalString } from '../../../lib/forms/decimal-input';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { DateInput, todayIsoDate } from '../../../ui/date-input';

import { useToast } from '../../../ui/toast';
import { useAddPayment, useRefund } from '../api/invoices-api';
import { InvoiceActionModal } from './invoice-action-modal';
import { failureOf } from './nav-failure';

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
      setError(failureOf(t, e));
    }
  }

  return (
    <InvoiceActionModal
      endpoint={refund ? invoiceEndpoints.refund : invoiceEndpoints.addPayment}
      title={t(refund ? 'INVOICES.REFUND.TITLE' : 'INVOICES.PAYMENT.TITLE')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('INVOICES.ACTION.SAVE')}
      isPending={save.isPending}
    >
      <NativeSelect
        label={t('INVOICES.PAYMENT.METHOD')}
        value={method}
        onChange={(e) => setMethod(e.currentTarget.value as Method)}
        data={INVOICE_PAYMENT_METHODS.map((m) => ({
          value: m,
          label: t(`INVOICES.METHOD.${m}`),
        }))}
      />
      <DateInput label={t('INVOICES.PAYMENT.DATE')} value={paidOn} onChange={setPaidOn} required />
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
    </InvoiceActionModal>
  );
}
