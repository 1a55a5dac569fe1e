import type { HISTORY_ENTITIES } from '@kontor/contract';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ErrorMessage } from '../../../shell/error-message';
import { SmallSpinner } from '../../../ui/spinner';
import { useHistory } from '../api/sales-api';

export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** The audit history of a sales document: who, when, what, each field before → after. */
export function HistoryTable({ entity, id }: { entity: HistoryEntity; id: number }) {
  const { t, i18n } = useTranslation();
  const history = useHistory(entity, id);
  if (history.isError) return <ErrorMessage error={history.error} />;
  if (!history.data) return <SmallSpinner isActive />;
  if (history.data.length === 0) return <Text c="dimmed">{t('SALES.HISTORY.EMPTY')}</Text>;
  const shownValue = (field: string, value: string | null) =>
    value === null ? '–' : field === 'state' ? t(`SALES.STATE.${value}`) : value;
  const fieldName = (field: string) => {
    const key = `SALES.HISTORY.FIELD.${field}`;
    return i18n.exists(key) ? t(key) : field;
  };
  return (
    <Table striped withTableBorder aria-label={t('SALES.HISTORY.TITLE')} data-testid="history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('SALES.HISTORY.WHEN')}</Table.Th>
          <Table.Th>{t('SALES.HISTORY.WHO')}</Table.Th>
          <Table.Th>{t('SALES.HISTORY.WHAT')}</Table.Th>
          <Table.Th>{t('SALES.HISTORY.CHANGES')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.data.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
            <Table.Td>{entry.userName ?? t('SALES.HISTORY.SYSTEM')}</Table.Td>
            <Table.Td>
              {t(`AUDIT.ACTION.${entry.action.toUpperCase().replace(/-/g, '_')}`)}
            </Table.Td>
            <Table.Td>
              {entry.changes.map((change) => (
                <Text size="xs" key={change.field}>
                  <b>{fieldName(change.field)}</b>: {shownValue(change.field, change.before)} →{' '}
                  {shownValue(change.field, change.after)}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
