import { supplierInvoiceEndpoints as e } from '@kontor/contract';
import { Anchor, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { DateInput, todayIsoDate } from '../../ui/date-input';
import { useToast } from '../../ui/toast';
import {
  failureText,
  invoiceCalls,
  supplierInvoiceFormUrl,
  useInvoiceAction,
  useNavInbox,
  useNavPull,
} from './supplier-invoices-api';

const monthStart = () => `${todayIsoDate().slice(0, 8)}01`;

/**
 * `/app/supplier-invoices/nav-inbox`: the invoices suppliers reported to NAV with the firm as
 * buyer, pulled for a window of issue dates; each one becomes a DRAFT supplier invoice once.
 */
export default function NavInboxPage() {
  const { t } = useTranslation();
  usePage({ title: t('SUPPLIER_INVOICES.NAV.TITLE') });
  const toast = useToast();
  const navigate = useNavigate();
  const inbox = useNavInbox();
  const pull = useNavPull();
  const fromNav = useInvoiceAction(invoiceCalls.fromNav);
  const [from, setFrom] = useState<string | null>(monthStart());
  const [to, setTo] = useState<string | null>(todayIsoDate());

  async function pullWindow() {
    if (!from || !to) return;
    try {
      const r = await pull.mutateAsync({ fromDate: from, toDate: to });
      toast.show(
        t('SUPPLIER_INVOICES.NAV.PULLED', { listed: r.listed, added: r.added }),
        'SUCCESS',
      );
    } catch (err) {
      toast.show(failureText(t, err), 'ERROR');
    }
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/app/supplier-invoices">
        {t('SUPPLIER_INVOICES.LIST.TITLE')}
      </Anchor>
      <Title order={1} size="h2">
        {t('SUPPLIER_INVOICES.NAV.TITLE')}
      </Title>
      <Group align="end">
        <DateInput
          label={t('SUPPLIER_INVOICES.NAV.FROM')}
          value={from}
          onChange={setFrom}
          required
        />
        <DateInput label={t('SUPPLIER_INVOICES.NAV.TO')} value={to} onChange={setTo} required />
        <ActionButton
          endpoint={e.navPull}
          loading={pull.isPending}
          onClick={() => void pullWindow()}
        >
          {t('SUPPLIER_INVOICES.NAV.PULL')}
        </ActionButton>
      </Group>
      {inbox.isError && <ErrorMessage error={inbox.error} />}
      {inbox.isPending && <Skeleton height={200} />}
      {inbox.data?.length === 0 && <Text c="dimmed">{t('SUPPLIER_INVOICES.NAV.EMPTY')}</Text>}
      {inbox.data && inbox.data.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('SUPPLIER_INVOICES.NAV.TITLE')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('SUPPLIER_INVOICES.FIELD.INVOICENUMBER')}</Table.Th>
                <Table.Th>{t('SUPPLIER_INVOICES.FIELD.SUPPLIERID')}</Table.Th>
                <Table.Th>{t('SUPPLIER_INVOICES.NAV.TAX_NUMBER')}</Table.Th>
                <Table.Th>{t('SUPPLIER_INVOICES.FIELD.ISSUEDATE')}</Table.Th>
                <Table.Th ta="right">{t('SUPPLIER_INVOICES.FIELD.GROSS')}</Table.Th>
                <Table.Th>{t('SUPPLIER_INVOICES.NAV.STATUS')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inbox.data.map((n) => (
                <Table.Tr key={n.id}>
                  <Table.Td>{n.invoiceNumber}</Table.Td>
                  <Table.Td>{n.supplierName}</Table.Td>
                  <Table.Td>{n.supplierTaxNumber}</Table.Td>
                  <Table.Td>{formatDate(n.issueDate)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(n.gross, n.currencyCode)}</Table.Td>
                  <Table.Td>
                    {n.supplierInvoiceId !== null ? (
                      <Anchor component={Link} to={supplierInvoiceFormUrl(n.supplierInvoiceId)}>
                        {t('SUPPLIER_INVOICES.NAV.RECORDED')}
                      </Anchor>
                    ) : (
                      <ActionButton
                        size="xs"
                        endpoint={e.navCreateDraft}
                        disabledReason={
                          n.supplierId === null ? t('SUPPLIER_INVOICES.NAV.NO_SUPPLIER') : null
                        }
                        loading={fromNav.isPending}
                        onClick={() =>
                          fromNav
                            .mutateAsync(n.id)
                            .then((inv) => navigate(supplierInvoiceFormUrl(inv.id)))
                            .catch((err) => toast.show(failureText(t, err), 'ERROR'))
                        }
                      >
                        {t('SUPPLIER_INVOICES.NAV.CREATE_DRAFT')}
                      </ActionButton>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
