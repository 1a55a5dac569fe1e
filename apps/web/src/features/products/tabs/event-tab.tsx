import { productEndpoints } from '@kontor/contract';
import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { endpointQuery } from '../../../lib/query';
import { ErrorMessage } from '../../../shell/error-message';
import { SmallSpinner } from '../../../ui/spinner';
import { actionLabel, fieldLabel } from './event/event-labels';
import type { ProductTabProps } from './tab-props';

/** The event tab: the product's audit history, latest first: when, who, what, which fields. */
export default function EventTab({ productId }: ProductTabProps) {
  const { t } = useTranslation();
  const events = useQuery(endpointQuery(productEndpoints.events, { params: { productId } }));
  if (events.isError) return <ErrorMessage error={events.error} />;
  if (!events.data) return <SmallSpinner />;
  if (events.data.length === 0) return <Text>{t('PRODUCTS.EVENT.EMPTY')}</Text>;
  return (
    <Table striped aria-label={t('PRODUCTS.EVENT.TABLE')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('PRODUCTS.EVENT.AT')}</Table.Th>
          <Table.Th>{t('PRODUCTS.EVENT.USER')}</Table.Th>
          <Table.Th>{t('PRODUCTS.EVENT.ACTION')}</Table.Th>
          <Table.Th>{t('PRODUCTS.EVENT.CHANGED_FIELDS')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.data.map((event) => (
          <Table.Tr key={event.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</Table.Td>
            <Table.Td>{event.userName ?? t('PRODUCTS.EVENT.SYSTEM')}</Table.Td>
            <Table.Td>{actionLabel(t, event.action)}</Table.Td>
            <Table.Td>
              {event.changedFields.map((field) => fieldLabel(t, field)).join(', ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
