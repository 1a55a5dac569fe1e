import {
  type TWorkshopOrderHeader,
  WORKSHOP_ORDER_STATES,
  workshopOrderEndpoints as w,
} from '@kontor/contract';
import {
  Badge,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatQuantity } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePage } from '../../../lib/page';
import { useMayCall } from '../../../lib/permissions';
import { ListResults } from '../../../shell/list-results';
import { DateInput } from '../../../ui/date-input';
import { Select } from '../../../ui/select';
import { PartnerLookup } from '../../partners/components/partner-lookup';
import { BulkSchedule } from './bulk-schedule';
import { WORKSHOP_CODEC } from './list-params';
import { STATE_COLORS, useLiveWorkshop, useTeams, useWorkshopOrders } from './workshop-api';
import { WorkshopOrderDetail } from './workshop-order-detail';

function OrderCard({
  order,
  isOpen,
  onToggle,
  isSelected,
  onSelect,
  refresh,
}: {
  order: TWorkshopOrderHeader;
  isOpen: boolean;
  onToggle: () => void;
  isSelected: boolean | null;
  onSelect: (selected: boolean) => void;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const state = t(`PRODUCTION.STATE.${order.state}`);
  return (
    <Paper withBorder p="sm" component="li" data-workshop-order={order.number}>
      <Group wrap="nowrap" align="flex-start">
        {isSelected !== null && (
          <Checkbox
            size="lg"
            mt={4}
            checked={isSelected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            aria-label={t('PRODUCTION.WORKSHOP.SELECT', { number: order.number })}
          />
        )}
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={isOpen}
          style={{ flex: 1, minHeight: 48 }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{order.number}</Text>
            <Badge color={STATE_COLORS[order.state]}>{state}</Badge>
          </Group>
          <Text size="sm">
            {`${formatQuantity(order.quantity)} ${order.unit} · ${order.productCode} ${order.productName}`}
          </Text>
          <Text size="sm" c="dimmed">
            {`${order.customerName} · ${order.customerOrderNumber}`}
            {order.wantedDate && ` · ${t('PRODUCTION.WANTED')}: ${formatDate(order.wantedDate)}`}
          </Text>
          {order.scheduledDate && (
            <Text size="sm">
              {`${t('PRODUCTION.SCHEDULED_ON')}: ${formatDate(order.scheduledDate)} · ${order.teamName ?? ''}`}
            </Text>
          )}
        </UnstyledButton>
      </Group>
      {isOpen && (
        <Stack mt="sm">
          <WorkshopOrderDetail id={order.id} refresh={refresh} />
        </Stack>
      )}
    </Paper>
  );
}

/**
 * `/app/workshop-orders`: the workshop orders with their filters in the URL (state, wanted date,
 * team, customer, text), phone-first cards for the workshop (open one for its materials and
 * actions), and for the scheduler a selection booked on one team's day at once.
 */
export default function WorkshopOrdersPage() {
  const { t } = useTranslation();
  usePage({ title: t('PRODUCTION.WORKSHOP.TITLE') });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { params, onFilter, paging } = useListParams(WORKSHOP_CODEC, () => setSelected(new Set()));
  const list = useWorkshopOrders(params);
  const teams = useTeams();
  const refresh = useLiveWorkshop();
  const [openId, setOpenId] = useState<number | null>(null);
  const mayBook = useMayCall(w.bulkSchedule);
  const teamOptions = (teams.data ?? []).map((team) => ({
    id: team.id,
    data: team,
    searchableBy: team.name,
  }));
  const select = (id: number, isOn: boolean) => {
    const next = new Set(selected);
    if (isOn) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {t('PRODUCTION.WORKSHOP.TITLE')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput
          size="md"
          label={t('PRODUCTION.FILTER.TERM')}
          value={params.term}
          onChange={(event) => onFilter({ ...params, term: event.currentTarget.value }, true)}
        />
        <Select
          size="md"
          label={t('PRODUCTION.FILTER.STATE')}
          clearable
          options={WORKSHOP_ORDER_STATES.map((s) => ({
            id: s,
            data: s,
            searchableBy: t(`PRODUCTION.STATE.${s}`),
          }))}
          value={params.state}
          onChange={(option) => onFilter({ ...params, state: option?.data ?? null })}
        />
        <Select
          size="md"
          label={t('PRODUCTION.FILTER.TEAM')}
          clearable
          options={teamOptions}
          value={params.team}
          onChange={(option) => onFilter({ ...params, team: option?.data.id ?? null })}
        />
        <PartnerLookup
          lookup="customers"
          label={t('PRODUCTION.FILTER.CUSTOMER')}
          value={params.customer}
          onChange={(partner) =>
            onFilter({ ...params, customer: partner && { id: partner.id, name: partner.name } })
          }
        />
        <DateInput
          size="md"
          label={t('PRODUCTION.FILTER.FROM')}
          clearable
          value={params.from}
          onChange={(from) => onFilter({ ...params, from })}
        />
        <DateInput
          size="md"
          label={t('PRODUCTION.FILTER.TO')}
          clearable
          value={params.to}
          onChange={(to) => onFilter({ ...params, to })}
        />
      </SimpleGrid>
      {mayBook && selected.size > 0 && (
        <BulkSchedule
          ids={[...selected]}
          teams={teams.data ?? []}
          onDone={() => {
            setSelected(new Set());
            refresh();
          }}
        />
      )}
      <ListResults
        query={list}
        totalText={(count) => t('PRODUCTION.WORKSHOP.TOTAL', { count })}
        emptyText={t('PRODUCTION.WORKSHOP.EMPTY')}
        testId="workshop-total"
        paging={paging}
      >
        {(items) => (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('PRODUCTION.WORKSHOP.TITLE')}
          >
            {items.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                isOpen={openId === order.id}
                onToggle={() => setOpenId(openId === order.id ? null : order.id)}
                isSelected={
                  mayBook && (order.state === 'PLANNED' || order.state === 'SCHEDULED')
                    ? selected.has(order.id)
                    : null
                }
                onSelect={(isOn) => select(order.id, isOn)}
                refresh={refresh}
              />
            ))}
          </Stack>
        )}
      </ListResults>
    </Stack>
  );
}
