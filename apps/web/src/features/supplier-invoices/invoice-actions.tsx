import {
  supplierInvoiceEndpoints as e,
  INVOICE_PAYMENT_METHODS,
  type TSupplierInvoice,
} from '@kontor/contract';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDecimalInput, toDecimalString } from '../../lib/forms/decimal-input';
import { useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { ActionButton } from '../../ui/action-button';
import { DateInput, todayIsoDate } from '../../ui/date-input';
import { FormButtons } from '../../ui/form-buttons';
import { GuardedModal } from '../../ui/guarded-modal';
import { useToast } from '../../ui/toast';
import {
  aggregatedItemsUrl,
  failureText,
  invoiceCalls,
  useInvoiceAction,
} from './supplier-invoices-api';

type Method = (typeof INVOICE_PAYMENT_METHODS)[number];

/** A modal form that makes one call; its error stays in it. */
function ActionModal({
  title,
  endpoint,
  onClose,
  onSubmit,
  isPending,
  error,
  children,
}: {
  title: string;
  endpoint: typeof e.approve | typeof e.addPayment;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  isPending: boolean;
  error: string | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <GuardedModal opened onClose={onClose} title={title} size="lg">
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          {error && (
            <Text c="red.8" role="alert">
              {error}
            </Text>
          )}
          <FormButtons
            onCancel={onClose}
            submitLabel={t('SUPPLIER_INVOICES.ACTION.SAVE')}
            endpoint={endpoint}
            loading={isPending}
          />
        </Stack>
      </form>
    </GuardedModal>
  );
}

/** Approval: every flagged item not yet accepted gets the approver's reason. */
function ApproveModal({ invoice, onClose }: { invoice: TSupplierInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const approve = useInvoiceAction(invoiceCalls.approve);
  const open = invoice.items.filter((i) => i.flags.length > 0 && !i.acceptedReason);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  useUnsavedGuard(Object.values(reasons).some((r) => r.trim() !== ''));
  async function submit() {
    if (open.some((i) => !reasons[i.id]?.trim())) {
      setError(t('SUPPLIER_INVOICES.ERROR.UNACCEPTED'));
      return;
    }
    try {
      await approve.mutateAsync({
        id: invoice.id,
        body: {
          version: invoice.version,
          acceptances: open.map((i) => ({ itemId: i.id, reason: reasons[i.id]!.trim() })),
        },
      });
      toast.show(t('SUPPLIER_INVOICES.APPROVED'), 'SUCCESS');
      onClose();
    } catch (err) {
      setError(failureText(t, err));
    }
  }
  return (
    <ActionModal
      title={t('SUPPLIER_INVOICES.ACTION.APPROVE')}
      endpoint={e.approve}
      onClose={onClose}
      onSubmit={submit}
      isPending={approve.isPending}
      error={error}
    >
      {open.length === 0 && <Text>{t('SUPPLIER_INVOICES.APPROVE.NO_FLAGS')}</Text>}
      {open.map((i) => (
        <TextInput
          key={i.id}
          label={`${t('SUPPLIER_INVOICES.APPROVE.REASON')}: ${i.productCode} (${i.flags.map((f) => t(`SUPPLIER_INVOICES.FLAG.${f}`)).join(', ')})`}
          value={reasons[i.id] ?? ''}
          onChange={(ev) => {
            const value = ev.currentTarget.value;
            setReasons((r) => ({ ...r, [i.id]: value }));
            setError(null);
          }}
          required
        />
      ))}
    </ActionModal>
  );
}

/** A payment: method, date, amount (the remainder offered). */
function PaymentModal({ invoice, onClose }: { invoice: TSupplierInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const pay = useInvoiceAction(invoiceCalls.pay);
  const [method, setMethod] = useState<Method>(invoice.paymentMethod);
  const [paidOn, setPaidOn] = useState<string | null>(todayIsoDate());
  const [amountText, setAmountText] = useState(formatDecimalInput(invoice.remainder));
  const [error, setError] = useState<string | null>(null);
  useUnsavedGuard(amountText !== formatDecimalInput(invoice.remainder));
  async function submit() {
    const amount = toDecimalString(amountText);
    if (!amount || !paidOn || Number(amount) <= 0) {
      setError(t('SUPPLIER_INVOICES.ERROR.AMOUNT'));
      return;
    }
    try {
      await pay.mutateAsync({
        id: invoice.id,
        body: { method, paidOn, amount, version: invoice.version },
      });
      toast.show(t('SUPPLIER_INVOICES.PAID'), 'SUCCESS');
      onClose();
    } catch (err) {
      setError(failureText(t, err));
    }
  }
  return (
    <ActionModal
      title={t('SUPPLIER_INVOICES.ACTION.PAY')}
      endpoint={e.addPayment}
      onClose={onClose}
      onSubmit={submit}
      isPending={pay.isPending}
      error={error}
    >
      <NativeSelect
        label={t('SUPPLIER_INVOICES.FIELD.PAYMENTMETHOD')}
        value={method}
        onChange={(ev) => setMethod(ev.currentTarget.value as Method)}
        data={INVOICE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`INVOICES.METHOD.${m}`) }))}
      />
      <DateInput
        label={t('SUPPLIER_INVOICES.PAYMENT.DATE')}
        value={paidOn}
        onChange={setPaidOn}
        required
      />
      <TextInput
        label={`${t('SUPPLIER_INVOICES.PAYMENT.AMOUNT')} (${invoice.currencyCode})`}
        value={amountText}
        onChange={(ev) => {
          setAmountText(ev.currentTarget.value);
          setError(null);
        }}
        data-autofocus
        required
      />
    </ActionModal>
  );
}

/** What can be done with the invoice in its state; a disabled action says why. */
export function InvoiceActions({ invoice }: { invoice: TSupplierInvoice }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [modal, setModal] = useState<'approve' | 'pay' | null>(null);
  const cancel = useInvoiceAction(invoiceCalls.cancel);
  const isDraft = invoice.state === 'DRAFT';
  const isPayable = invoice.isProforma
    ? ['DRAFT', 'PARTLY_PAID'].includes(invoice.state)
    : ['APPROVED', 'PARTLY_PAID'].includes(invoice.state);
  const approveReason = !isDraft
    ? t('SUPPLIER_INVOICES.REASON.NOT_DRAFT')
    : invoice.isProforma
      ? t('SUPPLIER_INVOICES.REASON.PROFORMA')
      : invoice.items.length === 0
        ? t('SUPPLIER_INVOICES.REASON.NO_ITEMS')
        : null;
  return (
    <Group>
      {isDraft && !invoice.isProforma && (
        <Button component={Link} to={aggregatedItemsUrl(invoice.id)} variant="default">
          {t('SUPPLIER_INVOICES.ACTION.MATCH')}
        </Button>
      )}
      <ActionButton
        endpoint={e.approve}
        disabledReason={approveReason}
        onClick={() => setModal('approve')}
      >
        {t('SUPPLIER_INVOICES.ACTION.APPROVE')}
      </ActionButton>
      <ActionButton
        endpoint={e.addPayment}
        disabledReason={isPayable ? null : t('SUPPLIER_INVOICES.REASON.NOT_PAYABLE')}
        onClick={() => setModal('pay')}
      >
        {t('SUPPLIER_INVOICES.ACTION.PAY')}
      </ActionButton>
      <ActionButton
        endpoint={e.cancel}
        color="red"
        variant="outline"
        disabledReason={
          ['DRAFT', 'APPROVED'].includes(invoice.state) && invoice.paid === '0'
            ? null
            : t('SUPPLIER_INVOICES.REASON.NOT_CANCELLABLE')
        }
        loading={cancel.isPending}
        onClick={() =>
          cancel
            .mutateAsync({ id: invoice.id, version: invoice.version })
            .catch((err) => toast.show(failureText(t, err), 'ERROR'))
        }
      >
        {t('SUPPLIER_INVOICES.ACTION.CANCEL')}
      </ActionButton>
      {modal === 'approve' && <ApproveModal invoice={invoice} onClose={() => setModal(null)} />}
      {modal === 'pay' && <PaymentModal invoice={invoice} onClose={() => setModal(null)} />}
    </Group>
  );
}
