import { invoiceEndpoints, type TInvoice, type TNavStatus } from '@kontor/contract';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { useToast } from '../../../ui/toast';
import { useResendToNav } from '../api/invoices-api';
import { NavStatusBadge } from './badges';
import { NavAnnulmentModal } from './nav-annulment-modal';
import { NavCorrectModal } from './nav-correct-modal';
import { navFailureOf } from './nav-failure';

/** Where the server allows a plain resend (REFUSED goes through the correction). */
const RESENDABLE = new Set<TNavStatus>([
  'NOT_CONFIGURED',
  'FAILED',
  'ANNULLED',
  'ANNULMENT_SENT',
  'ANNULMENT_PENDING',
]);
const ANNULLABLE = new Set<TNavStatus>([
  'ACCEPTED',
  'ACCEPTED_WITH_WARNINGS',
  'ANNULMENT_REJECTED',
]);
const ALARMING = new Set<TNavStatus>(['REFUSED', 'FAILED']);
/** The statuses with a sentence on what happened and what can be done (INVOICES.NAV_HELP.*). */
const EXPLAINED = new Set<TNavStatus>([
  'NOT_CONFIGURED',
  'REFUSED',
  'FAILED',
  'ANNULMENT_PENDING',
  'ANNULLED',
  'ANNULMENT_REJECTED',
]);

/**
 * The invoice form's NAV box: the status in words, NAV's messages (NAV writes them in Hungarian;
 * Kontor's own codes come from the dictionary) and the recovery actions.
 */
export function NavBox({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation();
  const toast = useToast();
  const resend = useResendToNav(invoice.id);
  const [modal, setModal] = useState<'correct' | 'annul' | null>(null);
  const status = invoice.navStatus;
  if (status === 'NOT_REQUIRED') return null;
  const annulling = status === 'ANNULMENT_SENT' || status === 'ANNULMENT_PENDING';

  return (
    <Alert
      color={ALARMING.has(status) ? 'red' : status === 'ACCEPTED' ? 'green' : 'yellow'}
      title={t('INVOICES.FORM.NAV_BOX')}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <NavStatusBadge status={status} />
          {invoice.navTransactionId && (
            <Text size="xs" c="dimmed">
              {t('INVOICES.FORM.NAV_TRANSACTION', { id: invoice.navTransactionId })}
            </Text>
          )}
        </Group>
        {EXPLAINED.has(status) && <Text size="sm">{t(`INVOICES.NAV_HELP.${status}`)}</Text>}
        {invoice.navMessages.length > 0 && (
          <>
            <Text size="sm" fw={500}>
              {t('INVOICES.FORM.NAV_MESSAGES')}
            </Text>
            <List size="sm">
              {invoice.navMessages.map((m) => (
                <List.Item key={`${m.code}${m.message}`}>
                  {m.code}:{' '}
                  {t(`INVOICES.NAV_MESSAGE.${m.code}`, {
                    detail: m.message,
                    defaultValue: m.message,
                  })}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group gap="sm">
          {status === 'REFUSED' && (
            <ActionButton
              endpoint={invoiceEndpoints.navCorrect}
              onClick={() => setModal('correct')}
            >
              {t('INVOICES.ACTION.NAV_CORRECT')}
            </ActionButton>
          )}
          {RESENDABLE.has(status) && (
            <ActionButton
              endpoint={invoiceEndpoints.resendToNav}
              variant="default"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(invoice.version, {
                  onSuccess: () => toast.show(t('INVOICES.ACTION.RESENT'), 'SUCCESS'),
                  onError: (e) => toast.show(navFailureOf(t, e), 'ERROR'),
                })
              }
            >
              {t(annulling ? 'INVOICES.ACTION.NAV_ASK_AGAIN' : 'INVOICES.ACTION.RESEND')}
            </ActionButton>
          )}
          {ANNULLABLE.has(status) && (
            <ActionButton
              endpoint={invoiceEndpoints.navAnnulment}
              variant="default"
              color="red"
              onClick={() => setModal('annul')}
            >
              {t('INVOICES.ACTION.NAV_ANNUL')}
            </ActionButton>
          )}
        </Group>
      </Stack>
      {modal === 'correct' && <NavCorrectModal invoice={invoice} onClose={() => setModal(null)} />}
      {modal === 'annul' && <NavAnnulmentModal invoice={invoice} onClose={() => setModal(null)} />}
    </Alert>
  );
}
