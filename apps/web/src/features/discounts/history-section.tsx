import type { TDiscountEvent } from '@kontor/contract';
import { Skeleton, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format';
import { ErrorMessage } from '../../shell/error-message';
import { useDiscountHistory } from './api/discounts-api';

const DATE_FIELDS = new Set(['validFrom', 'validTo']);

/** A stored value as the user reads it: states, scopes and targets by name, booleans as yes/no. */
function valueText(t: TFunction, field: string, value: string | null): string {
  if (value === null) return '–';
  if (field === 'state') return t(`DISCOUNTS.STATE.${value}`);
  if (field === 'scope') return t(`DISCOUNTS.SCOPE.${value}`);
  if (field === 'target') return t(`DISCOUNTS.TARGET.${value}`);
  if (field === 'isCancelled') return t(value === 'true' ? 'DISCOUNTS.YES' : 'DISCOUNTS.NO');
  if (DATE_FIELDS.has(field)) return formatDate(value);
  return value;
}

function Changes({ event }: { event: TDiscountEvent }) {
  const { t } = useTranslation();
  return (
    <>
      {event.changes.map((c) => (
        <Text key={c.field} size="sm">
          {t(`DISCOUNTS.HISTORY.FIELD.${c.field}`)}: {valueText(t, c.field, c.before)} →{' '}
          {valueText(t, c.field, c.after)}
        </Text>
      ))}
    </>
  );
}

/** Who did what to the list and its items, latest first, with before → after of each change. */
export function HistorySection({ discountId }: { discountId: number }) {
  const { t } = useTranslation();
  const history = useDiscountHistory(discountId);
  if (history.isError) return <ErrorMessage error={history.error} />;
  if (!history.data) return <Skeleton height={120} />;
  if (history.data.length === 0) return <Text c="dimmed">{t('DISCOUNTS.HISTORY.EMPTY')}</Text>;
  return (
    <Table striped aria-label={t('DISCOUNTS.HISTORY.TITLE')} data-testid="discount-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={180}>{t('DISCOUNTS.HISTORY.AT')}</Table.Th>
          <Table.Th w={180}>{t('DISCOUNTS.HISTORY.USER')}</Table.Th>
          <Table.Th w={220}>{t('DISCOUNTS.HISTORY.ACTION')}</Table.Th>
          <Table.Th>{t('DISCOUNTS.HISTORY.CHANGES')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.data.map((event) => (
          <Table.Tr key={event.id}>
            <Table.Td>{formatDateTime(event.at)}</Table.Td>
            <Table.Td>{event.userName ?? '–'}</Table.Td>
            <Table.Td>
              {t(
                `DISCOUNTS.HISTORY.ACTION.${event.entity === 'discount' ? 'LIST' : 'ITEM'}.${event.action}`,
              )}
              {event.subject && (
                <Text size="xs" c="dimmed" ff="monospace">
                  {event.subject}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Changes event={event} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
