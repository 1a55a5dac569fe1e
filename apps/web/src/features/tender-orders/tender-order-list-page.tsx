import { TENDER_ORDER_STATES, type TTenderOrder } from '@kontor/contract';
import {
  Anchor,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format';
import { usePage } from '../../lib/page';
import { Can } from '../../lib/permissions';
import { ErrorMessage } from '../../shell/error-message';
import { ListPager } from '../../ui/list-pager';
import { StateBadge } from '../customer-orders/components/state-badge';
import { useTenderList } from './tender-orders-api';

/** `/app/tender-orders`: the tender orders, newest first, by state and a search term. */
export default function TenderOrderListPage() {
  const { t } = useTranslation();
  usePage({ title: t('TENDER.LIST.TITLE') });
  const [state, setState] = useState<TTenderOrder['state'] | undefined>();
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(0);
  const list = useTenderList({ state, term: term.trim(), page });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('TENDER.LIST.TITLE')}
        </Title>
        <Can permission="sales.write">
          <Anchor component={Link} to="/app/TenderOrderForm">
            <Group gap={4}>
              <IconPlus size={16} aria-hidden />
              {t('TENDER.NEW')}
            </Group>
          </Anchor>
        </Can>
      </Group>
      <Text size="sm" c="dimmed">
        {t('TENDER.LIST.HINT')}
      </Text>
      <Group align="flex-end">
        <TextInput
          label={t('TENDER.LIST.SEARCH')}
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            setPage(0);
          }}
        />
        <Select
          label={t('TENDER.FIELD.STATE')}
          clearable
          value={state ?? null}
          data={TENDER_ORDER_STATES.map((s) => ({ value: s, label: t(`SALES.STATE.${s}`) }))}
          onChange={(value) => {
            setState((value as TTenderOrder['state'] | null) ?? undefined);
            setPage(0);
          }}
        />
      </Group>
      {list.isError && <ErrorMessage error={list.error} />}
      {list.isPending && <Skeleton height={160} />}
      {list.data && list.data.items.length === 0 && (
        <Text c="dimmed">{t('TENDER.LIST.EMPTY')}</Text>
      )}
      {list.data && list.data.items.length > 0 && (
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('TENDER.FIELD.NUMBER')}</Table.Th>
                <Table.Th>{t('TENDER.FIELD.DATE')}</Table.Th>
                <Table.Th>{t('TENDER.FIELD.CUSTOMER')}</Table.Th>
                <Table.Th>{t('TENDER.FIELD.TITLE')}</Table.Th>
                <Table.Th>{t('TENDER.FIELD.STATE')}</Table.Th>
                <Table.Th ta="right">{t('TENDER.FIELD.SALE_NET')}</Table.Th>
                <Table.Th>{t('TENDER.FIELD.QUOTE')}</Table.Th>
                <Table.Th>{t('TENDER.FIELD.ORDER')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((tender) => (
                <Table.Tr key={tender.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/app/TenderOrderForm?id=${tender.id}`} fw={600}>
                      {tender.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(tender.tenderDate)}</Table.Td>
                  <Table.Td>{tender.customerName}</Table.Td>
                  <Table.Td>{tender.title}</Table.Td>
                  <Table.Td>
                    <StateBadge state={tender.state} />
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(tender.saleNet, tender.currencyCode)}</Table.Td>
                  <Table.Td>{tender.quoteNumber ?? ''}</Table.Td>
                  <Table.Td>{tender.customerOrderNumber ?? ''}</Table.Td>
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
          onPage={(n) => setPage(n - 1)}
        />
      )}
    </Stack>
  );
}
