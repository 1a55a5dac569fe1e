import {
  Money,
  STOCK_COUNT_OPEN_STATES,
  stockCountEndpoints,
  type TStockCountLine,
} from '@kontor/contract';
import { Anchor, Group, Paper, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../lib/api/client';
import { formatQuantity } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { Badge } from '../../ui/badge';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';
import { PostCountModal } from './stock-count-post-modal';
import classes from './stock-counts.module.css';
import {
  countIdOf,
  refusalOf,
  STATE_COLORS,
  useRefreshCounts,
  useStockCount,
} from './stock-counts-api';

const signOf = (value: string) =>
  value.startsWith('-') ? 'minus' : value === '0' ? 'zero' : 'plus';

/** Whether posting this line would leave on hand below what is reserved there. */
function fallsBelowReserved(line: TStockCountLine): boolean {
  if (line.difference === null || !line.difference.startsWith('-')) return false;
  return new Money(line.onHandNow).plus(line.difference).lt(line.reservedNow);
}

const isOfInterest = (line: TStockCountLine) =>
  line.counted === null || (line.difference !== null && !new Money(line.difference).isZero());

function LineRow({ line }: { line: TStockCountLine }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-line={`${line.storageCode}:${line.productCode}`}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.storageCode}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {line.productCode}
        </Text>
        <Text size="xs">{line.productName}</Text>
      </Table.Td>
      <Table.Td ta="right">{formatQuantity(line.expected)}</Table.Td>
      <Table.Td ta="right">{line.onHandAtCount && formatQuantity(line.onHandAtCount)}</Table.Td>
      <Table.Td ta="right">
        {line.counted === null ? (
          <Text size="sm" c="dimmed">
            {t('STOCK_COUNTS.NOT_COUNTED')}
          </Text>
        ) : (
          formatQuantity(line.counted)
        )}
      </Table.Td>
      <Table.Td ta="right">
        {line.difference !== null && (
          <span className={classes.difference} data-sign={signOf(line.difference)}>
            {formatQuantity(line.difference)}
          </span>
        )}
        {fallsBelowReserved(line) && (
          <Badge color="warn" size="xs" ml={4}>
            {t('STOCK_COUNTS.BELOW_RESERVED_WARN')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right">{formatQuantity(line.onHandNow)}</Table.Td>
      <Table.Td ta="right">{formatQuantity(line.reservedNow)}</Table.Td>
      <Table.Td ta="right">{line.adjustment !== null && formatQuantity(line.adjustment)}</Table.Td>
      <Table.Td>{line.countedBy}</Table.Td>
    </Table.Tr>
  );
}

const COLUMNS = [
  'LOCATION',
  'PRODUCT',
  'EXPECTED',
  'ON_HAND_AT_COUNT',
  'COUNTED',
  'DIFFERENCE',
  'ON_HAND_NOW',
  'RESERVED_NOW',
  'ADJUSTMENT',
  'COUNTED_BY',
] as const;

/** `/app/stock-counts/:countId/review`: the office's review of the differences, post or cancel. */
export default function StockCountReviewPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshCounts();
  const id = countIdOf(useParams().countId);
  const count = useStockCount(id);
  const [onlyInteresting, setOnlyInteresting] = useState(true);
  const [posting, setPosting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  usePage({ title: count.data ? `${t('STOCK_COUNTS.REVIEW')} ${count.data.number}` : undefined });
  if (count.isError) return <ErrorMessage error={count.error} />;
  if (!count.data) return <Skeleton height={300} />;
  const data = count.data;
  const isOpen = STOCK_COUNT_OPEN_STATES.includes(data.state);
  const differing = data.lines.filter(
    (l) => l.difference !== null && !new Money(l.difference).isZero(),
  ).length;
  const shown = onlyInteresting ? data.lines.filter(isOfInterest) : data.lines;
  const cancel = async () => {
    try {
      await callApi(stockCountEndpoints.cancel, { params: { id } });
      setCancelling(false);
      toast.show(t('STOCK_COUNTS.CANCELLED'), 'SUCCESS');
    } catch (error) {
      setRefusal(refusalOf(error, t));
    }
    await refresh();
  };
  return (
    <Stack gap="md" maw={1300}>
      <Group gap="md">
        <Anchor component={Link} to="/app/stock-counts" size="sm">
          {t('STOCK_COUNTS.BACK_TO_LIST')}
        </Anchor>
        <Anchor component={Link} to={`/app/stock-counts/${data.id}`} size="sm">
          {t('STOCK_COUNTS.BACK_TO_COUNT')}
        </Anchor>
      </Group>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('STOCK_COUNTS.REVIEW')}: {data.number} · {data.storageCode} – {data.storageName}
        </Title>
        <Badge color={STATE_COLORS[data.state]} size="md">
          {t(`STOCK_COUNTS.STATE.${data.state}`)}
        </Badge>
      </Group>
      <Text data-testid="review-summary">
        {t('STOCK_COUNTS.SUMMARY', {
          counted: data.countedCount,
          total: data.lineCount,
          differing,
          uncounted: data.lineCount - data.countedCount,
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('STOCK_COUNTS.RULE')}
      </Text>
      {isOpen && (
        <Group>
          <ActionButton
            endpoint={stockCountEndpoints.post}
            disabledReason={
              data.state === 'COUNTING'
                ? null
                : t('STOCK_COUNTS.ERROR.STATE', { state: t(`STOCK_COUNTS.STATE.${data.state}`) })
            }
            onClick={() => setPosting(true)}
          >
            {t('STOCK_COUNTS.POST')}
          </ActionButton>
          <ActionButton
            endpoint={stockCountEndpoints.cancel}
            variant="light"
            color="red"
            onClick={() => {
              setRefusal(null);
              setCancelling(true);
            }}
          >
            {t('STOCK_COUNTS.CANCEL')}
          </ActionButton>
        </Group>
      )}
      <Switch
        checked={onlyInteresting}
        onChange={(event) => setOnlyInteresting(event.currentTarget.checked)}
        label={t('STOCK_COUNTS.ONLY_DIFFERENCES')}
      />
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <Table striped stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{t(`STOCK_COUNTS.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((line) => (
              <LineRow key={line.id} line={line} />
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {posting && <PostCountModal count={data} onClose={() => setPosting(false)} />}
      <ConfirmModal
        opened={cancelling}
        title={t('STOCK_COUNTS.CANCEL')}
        question={t('STOCK_COUNTS.CANCEL_QUESTION', { number: data.number })}
        confirmLabel={t('STOCK_COUNTS.CANCEL')}
        refusal={refusal}
        onClose={() => setCancelling(false)}
        onConfirm={() => void cancel()}
      />
    </Stack>
  );
}
