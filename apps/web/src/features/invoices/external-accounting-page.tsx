import { accountingEndpoints, type TMonthCheck } from '@kontor/contract';
import { Alert, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../lib/api/client';
import { downloadFile } from '../../lib/api/file';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { todayIsoDate } from '../../ui/date-input';
import { useToast } from '../../ui/toast';

/** `/app/external-accounting`: check a month before hand-over, list its problems, export it. */
export default function ExternalAccountingPage() {
  const { t } = useTranslation();
  usePage({ title: t('INVOICES.ACCOUNTING.TITLE') });
  const toast = useToast();
  const [thisYear, thisMonth] = todayIsoDate().split('-').map(Number) as [number, number];
  const [year, setYear] = useState(thisYear);
  const [month, setMonth] = useState(thisMonth);
  const check = useMutation({
    mutationFn: () => callApi(accountingEndpoints.validateMonth, { params: { year, month } }),
  });
  const result: TMonthCheck | undefined = check.data;

  async function exportMonth() {
    try {
      await downloadFile(
        accountingEndpoints.exportMonth,
        { params: { year, month } },
        `szamlak-${year}-${month}.xlsx`,
      );
    } catch {
      toast.show(t('INVOICES.ACCOUNTING.EXPORT_FAILED'), 'ERROR');
    }
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('INVOICES.ACCOUNTING.TITLE')}
      </Title>
      <Group align="flex-end">
        <NativeSelect
          label={t('INVOICES.ACCOUNTING.YEAR')}
          value={String(year)}
          onChange={(e) => {
            setYear(Number(e.currentTarget.value));
            check.reset();
          }}
          data={[thisYear - 2, thisYear - 1, thisYear].map(String)}
        />
        <NativeSelect
          label={t('INVOICES.ACCOUNTING.MONTH')}
          value={String(month)}
          onChange={(e) => {
            setMonth(Number(e.currentTarget.value));
            check.reset();
          }}
          data={Array.from({ length: 12 }, (_, i) => String(i + 1))}
        />
        <ActionButton
          endpoint={accountingEndpoints.validateMonth}
          onClick={() => check.mutate()}
          loading={check.isPending}
        >
          {t('INVOICES.ACCOUNTING.VALIDATE')}
        </ActionButton>
        <ActionButton
          endpoint={accountingEndpoints.exportMonth}
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => void exportMonth()}
        >
          {t('INVOICES.ACCOUNTING.EXPORT')}
        </ActionButton>
      </Group>
      {check.isError && <ErrorMessage error={check.error} />}
      {result && (
        <Stack gap="xs" aria-live="polite">
          <Text>{t('INVOICES.ACCOUNTING.COUNT', { count: result.invoiceCount })}</Text>
          {result.problems.length === 0 ? (
            <Alert color="green">{t('INVOICES.ACCOUNTING.READY')}</Alert>
          ) : (
            <Alert
              color="red"
              title={t('INVOICES.ACCOUNTING.PROBLEMS', { count: result.problems.length })}
            >
              <List size="sm">
                {result.problems.map((p) => (
                  <List.Item key={`${p.code}-${p.number}`}>
                    {t(`INVOICES.ACCOUNTING.PROBLEM.${p.code}`)}:{' '}
                    {p.invoiceId ? (
                      <Link to={`/app/CustomerInvoiceForm?id=${p.invoiceId}`}>{p.number}</Link>
                    ) : (
                      p.number
                    )}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
