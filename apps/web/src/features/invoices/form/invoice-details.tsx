import type { TInvoice } from '@kontor/contract';
import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatQuantity } from '../../../lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** The read-only body of an issued document: parties, dates, lines, VAT summary, totals. */
export function InvoiceDetails({ invoice: i }: { invoice: TInvoice }) {
  const { t } = useTranslation();
  const money = (v: string) => formatMoney(v, i.currencyCode);
  const isZero = (v: string) => Number(v) === 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Fact label={t('INVOICES.FIELD.SELLER')}>
          {i.seller.name}, {i.seller.address} · {t('INVOICES.FIELD.TAX_NUMBER')}:{' '}
          {i.seller.taxNumber}
        </Fact>
        <Fact label={t('INVOICES.FIELD.BUYER')}>
          {i.buyer.name}, {i.buyer.address}
          {i.buyer.taxNumber && ` · ${t('INVOICES.FIELD.TAX_NUMBER')}: ${i.buyer.taxNumber}`}
        </Fact>
      </SimpleGrid>
      <Group gap="xl">
        <Fact label={t('INVOICES.FIELD.ISSUE_DATE')}>{formatDate(i.issueDate)}</Fact>
        <Fact label={t('INVOICES.FIELD.FULFILMENT_DATE')}>{formatDate(i.fulfilmentDate)}</Fact>
        <Fact label={t('INVOICES.FIELD.DUE_DATE')}>{formatDate(i.dueDate)}</Fact>
        <Fact label={t('INVOICES.FIELD.PAYMENT_METHOD')}>
          {t(`INVOICES.METHOD.${i.paymentMethod}`)}
        </Fact>
        <Fact label={t('INVOICES.FIELD.CURRENCY')}>{i.currencyCode}</Fact>
        {i.exchangeRate && (
          <Fact label={t('INVOICES.FIELD.RATE')}>
            {formatMoney(i.exchangeRate, 'HUF')} (
            {i.exchangeRateDate && formatDate(i.exchangeRateDate)})
          </Fact>
        )}
        {i.orderNumber && <Fact label={t('INVOICES.FIELD.ORDER')}>{i.orderNumber}</Fact>}
        {i.correctedInvoiceId && (
          <Fact label={t('INVOICES.FIELD.CORRECTS')}>
            <Link to={`/app/CustomerInvoiceForm?id=${i.correctedInvoiceId}`}>
              {i.correctedInvoiceNumber}
            </Link>
          </Fact>
        )}
      </Group>
      {i.note && <Fact label={t('INVOICES.FIELD.NOTE')}>{i.note}</Fact>}
      <Title order={2} size="h4">
        {t('INVOICES.FORM.LINES')}
      </Title>
      <Table.ScrollContainer minWidth={800}>
        <Table striped aria-label={t('INVOICES.FORM.LINES')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('INVOICES.LINE.DESCRIPTION')}</Table.Th>
              <Table.Th ta="right">{t('INVOICES.LINE.QUANTITY')}</Table.Th>
              <Table.Th>{t('INVOICES.LINE.UNIT')}</Table.Th>
              <Table.Th ta="right">{t('INVOICES.LINE.UNIT_PRICE')}</Table.Th>
              <Table.Th>{t('INVOICES.LINE.VAT_RATE')}</Table.Th>
              <Table.Th ta="right">{t('INVOICES.FIELD.NET')}</Table.Th>
              <Table.Th ta="right">{t('INVOICES.FIELD.VAT')}</Table.Th>
              <Table.Th ta="right">{t('INVOICES.FIELD.GROSS')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {i.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.description}</Table.Td>
                <Table.Td ta="right">{formatQuantity(l.quantity)}</Table.Td>
                <Table.Td>{l.unit}</Table.Td>
                <Table.Td ta="right">{money(l.unitPrice)}</Table.Td>
                <Table.Td title={l.vatReason ?? undefined}>
                  {l.vatCase ?? `${Number(l.vatRate)} %`}
                </Table.Td>
                <Table.Td ta="right">{money(l.net)}</Table.Td>
                <Table.Td ta="right">{money(l.vat)}</Table.Td>
                <Table.Td ta="right">{money(l.gross)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('INVOICES.FORM.VAT_SUMMARY')}
          </Title>
          {i.vatSummary.map((g) => (
            <Text size="sm" key={g.vatCode}>
              {g.vatCode === String(Number(g.vatRate)) ? `${g.vatCode} %` : g.vatCode}:{' '}
              {money(g.net)} + {money(g.vat)} = {money(g.gross)}
              {i.currencyCode !== 'HUF' &&
                ` · ${t('INVOICES.FIELD.VAT_HUF')}: ${formatMoney(g.vatHuf, 'HUF')}`}
            </Text>
          ))}
          {[
            ...new Set(
              i.lines.filter((l) => l.vatReason).map((l) => `${l.vatCase}: ${l.vatReason}`),
            ),
          ].map((r) => (
            <Text size="xs" c="dimmed" key={r}>
              {r}
            </Text>
          ))}
        </Stack>
        <Stack gap={2} align="flex-end" data-testid="invoice-totals">
          <Text size="sm">
            {t('INVOICES.FIELD.NET')}: {money(i.net)}
          </Text>
          <Text size="sm">
            {t('INVOICES.FIELD.VAT')}: {money(i.vat)}
          </Text>
          <Text size="sm" fw={600}>
            {t('INVOICES.FIELD.GROSS')}: {money(i.gross)}
          </Text>
          {!isZero(i.cashRounding) && (
            <Text size="sm">
              {t('INVOICES.FIELD.CASH_ROUNDING')}: {money(i.cashRounding)}
            </Text>
          )}
          <Text fw={700}>
            {t('INVOICES.FIELD.PAYABLE')}: {money(i.payable)}
          </Text>
          {!isZero(i.credited) && (
            <Text size="sm">
              {t('INVOICES.FIELD.CREDITED')}: {money(i.credited)}
            </Text>
          )}
          <Text size="sm">
            {t('INVOICES.FIELD.PAID')}: {money(i.paid)}
          </Text>
          <Text fw={700} data-testid="invoice-remainder">
            {t('INVOICES.FIELD.REMAINDER')}: {money(i.remainder)}
          </Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
