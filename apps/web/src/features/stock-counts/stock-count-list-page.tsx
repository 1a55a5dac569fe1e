import { stockCountEndpoints, type TStorageOption } from '@kontor/contract';
import { Anchor, Group, Paper, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../lib/api/client';
import { formatDateTime, formatInteger } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { Badge } from '../../ui/badge';
import { ErrorDisplay } from '../../ui/error-display';
import { ListPager } from '../../ui/list-pager';
import { StorageLookup } from '../products/tabs/storage/storage-lookup';
import { refusalOf, STATE_COLORS, useRefreshCounts, useStockCountList } from './stock-counts-api';

/** Opens a count of the chosen location's subtree and goes to its counting screen. */
function NewCount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCounts();
  const [storage, setStorage] = useState<TStorageOption | null>(null);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = async () => {
    if (!storage) return;
    setPending(true);
    setRefusal(null);
    try {
      const created = await callApi(stockCountEndpoints.create, {
        body: { storageId: storage.id },
      });
      await refresh();
      navigate(`/app/stock-counts/${created.id}`);
    } catch (error) {
      setRefusal(refusalOf(error, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('STOCK_COUNTS.NEW')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('STOCK_COUNTS.NEW_HINT')}
        </Text>
        <StorageLookup
          branchId={null}
          value={storage}
          onChange={setStorage}
          label={t('STOCK_COUNTS.STORAGE')}
        />
        {refusal && <ErrorDisplay message={refusal} />}
        <Group>
          <ActionButton
            endpoint={stockCountEndpoints.create}
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            loading={pending}
            disabledReason={storage ? null : t('STOCK_COUNTS.CHOOSE_STORAGE')}
            onClick={() => void create()}
          >
            {t('STOCK_COUNTS.CREATE')}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/app/stock-counts`: the counts (open ones first by default) and a new count. */
export default function StockCountListPage() {
  const { t } = useTranslation();
  usePage({ title: t('STOCK_COUNTS.TITLE') });
  const [openOnly, setOpenOnly] = useState(true);
  const [page, setPage] = useState(0);
  const list = useStockCountList(openOnly, page);
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">
        {t('STOCK_COUNTS.TITLE')}
      </Title>
      <NewCount />
      <Switch
        checked={openOnly}
        onChange={(event) => {
          setOpenOnly(event.currentTarget.checked);
          setPage(0);
        }}
        label={t('STOCK_COUNTS.OPEN_ONLY')}
      />
      {list.isError && <ErrorMessage error={list.error} />}
      {list.isPending && <Skeleton height={160} />}
      {list.data && list.data.items.length === 0 && (
        <Text c="dimmed">{t('STOCK_COUNTS.EMPTY')}</Text>
      )}
      {list.data && list.data.items.length > 0 && (
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('STOCK_COUNTS.NUMBER')}</Table.Th>
                <Table.Th>{t('STOCK_COUNTS.STORAGE')}</Table.Th>
                <Table.Th>{t('STOCK_COUNTS.STATE')}</Table.Th>
                <Table.Th ta="right">{t('STOCK_COUNTS.PROGRESS')}</Table.Th>
                <Table.Th>{t('STOCK_COUNTS.CREATED')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((count) => (
                <Table.Tr key={count.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/app/stock-counts/${count.id}`} fw={600}>
                      {count.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {count.storageCode} – {count.storageName}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[count.state]}>
                      {t(`STOCK_COUNTS.STATE.${count.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatInteger(count.countedCount)} / {formatInteger(count.lineCount)}
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(count.createdAt)} · {count.createdBy ?? ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {list.data && list.data.total > 25 && (
        <ListPager
          page={page + 1}
          pageSize={25}
          total={list.data.total}
          onPage={(next) => setPage(next - 1)}
        />
      )}
    </Stack>
  );
}
