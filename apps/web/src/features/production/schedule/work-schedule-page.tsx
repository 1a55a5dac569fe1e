import type { TScheduleTab } from '@kontor/contract';
import { Badge, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatInteger } from '../../../lib/format';
import { idOf } from '../../../lib/list-params';
import { useLiveConnected } from '../../../lib/live-events';
import { usePage } from '../../../lib/page';
import { ErrorMessage } from '../../../shell/error-message';
import { todayIsoDate } from '../../../ui/date-input';
import { PartnerLookup } from '../../partners/components/partner-lookup';
import { CustomerBookings } from './customer-bookings';
import {
  tabName,
  useBadgeCount,
  useCalendar,
  useLiveSchedule,
  useScheduleTabs,
  useUnscheduled,
} from './schedule-api';
import { ScheduleBoard } from './schedule-board';
import { addDays, monthOf } from './schedule-grid';

function TabBadge({ tab }: { tab: string }) {
  const count = useBadgeCount(tab);
  return (
    <Badge size="md" data-badge={tab}>
      {count.data ? formatInteger(count.data.count) : '…'}
    </Badge>
  );
}

function TabCalendar({
  tab,
  month,
  customerId,
}: {
  tab: TScheduleTab;
  month: { from: string; to: string };
  customerId: number | null;
}) {
  const calendar = useCalendar(tab.code, month.from, month.to);
  const unscheduled = useUnscheduled(tab.code);
  const refresh = useLiveSchedule();
  if (calendar.isError) return <ErrorMessage error={calendar.error} />;
  if (unscheduled.isError) return <ErrorMessage error={unscheduled.error} />;
  if (!calendar.data || !unscheduled.data) return <Skeleton height={400} />;
  return (
    <ScheduleBoard
      calendar={calendar.data}
      unscheduled={unscheduled.data}
      highlightCustomerId={customerId}
      refresh={refresh}
    />
  );
}

/**
 * `/app/work-schedule`: the configured tabs (badge: orders not booked yet), a month of days ×
 * teams per tab, and one customer's bookings. Tab, month and customer live in the URL. Other
 * users' bookings arrive live (the `schedule` topic).
 */
export default function WorkSchedulePage() {
  const { t } = useTranslation();
  usePage({ title: t('PRODUCTION.SCHEDULE.TITLE') });
  const [params, setParams] = useSearchParams();
  const tabs = useScheduleTabs();
  const isLive = useLiveConnected();
  const month = monthOf(
    /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? `${params.get('month')}-01` : todayIsoDate(),
  );
  const customerId = idOf(params, 'customer');
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const toMonth = (date: string) => set('month', date.slice(0, 7));
  if (tabs.isError) return <ErrorMessage error={tabs.error} />;
  if (!tabs.data) return <Skeleton height={400} />;
  if (tabs.data.length === 0) return <Text c="dimmed">{t('PRODUCTION.SCHEDULE.NO_TABS')}</Text>;
  const chosen = tabs.data.find((tab) => tab.code === params.get('tab')) ?? tabs.data[0]!;
  const monthName = new Intl.DateTimeFormat('hu-HU', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${month.from}T00:00:00Z`));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('PRODUCTION.SCHEDULE.TITLE')}
        </Title>
        {!isLive && (
          <Text size="sm" c="orange">
            {t('PRODUCTION.SCHEDULE.NOT_LIVE')}
          </Text>
        )}
      </Group>
      <Group align="flex-end">
        <Button
          variant="default"
          onClick={() => toMonth(addDays(month.from, -1))}
          aria-label={t('PRODUCTION.SCHEDULE.PREVIOUS_MONTH')}
        >
          <IconChevronLeft aria-hidden />
        </Button>
        <Text fw={600} miw={140} ta="center" aria-live="polite" data-testid="schedule-month">
          {monthName}
        </Text>
        <Button
          variant="default"
          onClick={() => toMonth(addDays(month.to, 1))}
          aria-label={t('PRODUCTION.SCHEDULE.NEXT_MONTH')}
        >
          <IconChevronRight aria-hidden />
        </Button>
        <Button variant="subtle" onClick={() => set('month', null)}>
          {t('PRODUCTION.SCHEDULE.THIS_MONTH')}
        </Button>
        <PartnerLookup
          lookup="customers"
          label={t('PRODUCTION.SCHEDULE.CUSTOMER')}
          value={
            customerId === null
              ? null
              : { id: customerId, name: params.get('customerName') ?? `#${customerId}` }
          }
          onChange={(partner) => {
            const next = new URLSearchParams(params);
            next.delete('customer');
            next.delete('customerName');
            if (partner) {
              next.set('customer', String(partner.id));
              next.set('customerName', partner.name);
            }
            setParams(next, { replace: true });
          }}
        />
      </Group>
      {customerId !== null && <CustomerBookings customerId={customerId} />}
      <Tabs value={chosen.code} onChange={(code) => code && set('tab', code)} keepMounted={false}>
        <Tabs.List aria-label={t('PRODUCTION.SCHEDULE.TABS')}>
          {tabs.data.map((tab) => (
            <Tabs.Tab
              key={tab.code}
              value={tab.code}
              data-tab={tab.code}
              rightSection={<TabBadge tab={tab.code} />}
            >
              {tabName(tab, t)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={chosen.code} pt="sm">
          <TabCalendar tab={chosen} month={month} customerId={customerId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
