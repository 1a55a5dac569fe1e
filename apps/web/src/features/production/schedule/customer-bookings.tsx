import { Paper, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatQuantity } from '../../../lib/format';
import { ErrorMessage } from '../../../shell/error-message';
import { tabName, useCustomerBookings, useScheduleTabs } from './schedule-api';

/** One customer's bookings on every tab from today on, by day (the calendar highlights them). */
export function CustomerBookings({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const bookings = useCustomerBookings(customerId);
  const tabs = useScheduleTabs();
  const nameOf = (code: string) => {
    const tab = tabs.data?.find((x) => x.code === code);
    return tab ? tabName(tab, t) : t(`PRODUCTION.SCHEDULE.TAB.${code}`, { defaultValue: code });
  };
  if (bookings.isError) return <ErrorMessage error={bookings.error} />;
  if (!bookings.data) return <Skeleton height={80} />;
  return (
    <Paper withBorder p="sm">
      {bookings.data.length === 0 ? (
        <Text c="dimmed">{t('PRODUCTION.SCHEDULE.CUSTOMER_NONE')}</Text>
      ) : (
        <Table aria-label={t('PRODUCTION.SCHEDULE.CUSTOMER_BOOKINGS')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PRODUCTION.SCHEDULE.DAY')}</Table.Th>
              <Table.Th>{t('PRODUCTION.SCHEDULE.TAB')}</Table.Th>
              <Table.Th>{t('PRODUCTION.SCHEDULE.TEAM')}</Table.Th>
              <Table.Th>{t('PRODUCTION.SCHEDULE.ORDER')}</Table.Th>
              <Table.Th ta="right">{t('PRODUCTION.SCHEDULE.LOAD')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bookings.data.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>{formatDate(b.day)}</Table.Td>
                <Table.Td>{nameOf(b.tabCode)}</Table.Td>
                <Table.Td>{b.teamName}</Table.Td>
                <Table.Td>{b.customerOrderNumber}</Table.Td>
                <Table.Td ta="right">{formatQuantity(b.load)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
