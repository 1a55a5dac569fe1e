import { invoiceEndpoints } from '@kontor/contract';
import { Alert, Group, List, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { PrintButton } from '../documents/print-button';
import { MessageList } from '../emails/message-list';
import { SendEmailButton } from '../emails/send-email-button';
import { useInvoice } from './api/invoices-api';
import { NavStatusBadge, PaymentBadge } from './form/badges';
import { CancelProformaModal } from './form/cancel-proforma-modal';
import { CreditNoteModal } from './form/credit-note-modal';
import { InvoiceDetails } from './form/invoice-details';
import { NavBox } from './form/nav-box';
import { PaymentModal } from './form/payment-modal';

/**
 * `/app/CustomerInvoiceForm?id=…`: an issued invoice, proforma or credit note, read-only; actions:
 * print, credit note, payment; the NAV box (form/nav-box.tsx) resends, corrects and annuls.
 */
export default function InvoiceFormPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const id = /^\d{1,9}$/.test(query.get('id') ?? '') ? Number(query.get('id')) : null;
  const invoice = useInvoice(id);
  const [modal, setModal] = useState<'payment' | 'credit' | 'refund' | 'cancel' | null>(null);
  const i = invoice.data;
  usePage({
    title: i
      ? t('INVOICES.FORM.TITLE', { kind: t(`INVOICES.KIND.${i.kind}`), number: i.number })
      : undefined,
  });

  if (id === null)
    return (
      <Text>
        <Link to="/app/customer-invoices">{t('INVOICES.FORM.BACK')}</Link>
      </Text>
    );
  if (invoice.isError) return <ErrorMessage error={invoice.error} />;
  if (!i) return <Skeleton height={500} aria-label={t('INVOICES.FORM.LOADING')} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('INVOICES.FORM.TITLE', { kind: t(`INVOICES.KIND.${i.kind}`), number: i.number })}
          </Title>
          <Group gap="xs">
            {i.kind !== 'CREDIT_NOTE' && <PaymentBadge state={i.paymentState} />}
            <NavStatusBadge status={i.navStatus} />
          </Group>
        </Stack>
        <Group gap="sm">
          <PrintButton kind="INVOICE" sourceId={i.id} />
          <SendEmailButton document={{ documentKind: 'INVOICE', documentId: i.id }} />

          {i.kind !== 'CREDIT_NOTE' && Number(i.remainder) > 0 && (
            <ActionButton
              endpoint={invoiceEndpoints.addPayment}
              onClick={() => setModal('payment')}
            >
              {t('INVOICES.ACTION.PAYMENT')}
            </ActionButton>
          )}
          {i.kind !== 'CREDIT_NOTE' && i.kind !== 'PROFORMA' && (
            <ActionButton
              endpoint={invoiceEndpoints.creditNote}
              variant="default"
              color="red"
              onClick={() => setModal('credit')}
            >
              {t('INVOICES.ACTION.CREDIT_NOTE')}
            </ActionButton>
          )}
          {i.kind === 'PROFORMA' && !i.cancelledAt && Number(i.paid) === 0 && (
            <ActionButton
              endpoint={invoiceEndpoints.cancelProforma}
              variant="default"
              color="red"
              onClick={() => setModal('cancel')}
            >
              {t('INVOICES.ACTION.CANCEL_PROFORMA')}
            </ActionButton>
          )}
          {Number(i.refundable) > 0 && (
            <ActionButton endpoint={invoiceEndpoints.refund} onClick={() => setModal('refund')}>
              {t('INVOICES.ACTION.REFUND')}
            </ActionButton>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('INVOICES.FORM.READ_ONLY')}
      </Text>
      {i.cancelledAt && (
        <Alert color="gray">
          {t('INVOICES.FORM.CANCELLED', {
            date: formatDate(i.cancelledAt.slice(0, 10)),
            reason: i.cancelReason ?? '',
          })}
        </Alert>
      )}
      {Number(i.refundable) > 0 && (
        <Text size="sm">
          {t('INVOICES.FORM.REFUNDABLE', { amount: formatMoney(i.refundable, i.currencyCode) })}
        </Text>
      )}
      <NavBox invoice={i} />
      <InvoiceDetails invoice={i} />
      <Title order={2} size="h4">
        {t('INVOICES.FORM.PAYMENTS')}
      </Title>
      {i.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('INVOICES.FORM.NO_PAYMENTS')}
        </Text>
      ) : (
        <Table aria-label={t('INVOICES.FORM.PAYMENTS')}>
          <Table.Tbody>
            {i.payments.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{formatDate(p.paidOn)}</Table.Td>
                <Table.Td>
                  {t(`INVOICES.METHOD.${p.method}`)}
                  {p.creditNoteId !== null && ` · ${t('INVOICES.FORM.REFUND')}`}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(p.amount, i.currencyCode)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {i.creditNotes.length > 0 && (
        <>
          <Title order={2} size="h4">
            {t('INVOICES.FORM.CREDIT_NOTES')}
          </Title>
          <List>
            {i.creditNotes.map((c) => (
              <List.Item key={c.id}>
                <Link to={`/app/CustomerInvoiceForm?id=${c.id}`}>{c.number}</Link> (
                {formatMoney(c.gross, i.currencyCode)})
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Title order={2} size="h4">
        {t('EMAILS.HISTORY.TITLE')}
      </Title>
      <MessageList
        filters={{ documentKind: 'INVOICE', documentId: i.id }}
        empty={t('EMAILS.HISTORY.EMPTY')}
      />
      {modal === 'payment' && <PaymentModal invoice={i} onClose={() => setModal(null)} />}
      {modal === 'credit' && <CreditNoteModal invoice={i} onClose={() => setModal(null)} />}
      {modal === 'refund' && <PaymentModal invoice={i} refund onClose={() => setModal(null)} />}
      {modal === 'cancel' && <CancelProformaModal invoice={i} onClose={() => setModal(null)} />}
    </Stack>
  );
}
