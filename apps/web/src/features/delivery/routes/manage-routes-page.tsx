import {
  routeEndpoints,
  type TRoute,
  type TRouteCandidate,
  type TRouteSummary,
} from '@kontor/contract';
import {
  ActionIcon,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatQuantity } from '../../../lib/format';
import { usePage } from '../../../lib/page';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { Badge } from '../../../ui/badge';
import { DateInput, todayIsoDate } from '../../../ui/date-input';
import { useCandidates, useRoute, useRoutesOfDay } from '../delivery-api';
import { ROUTE_STATE_COLORS, RouteDetail } from './route-detail';
import { RouteFormModal } from './route-form-modal';

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function RouteCard({
  route,
  isSelected,
  onSelect,
}: {
  route: TRouteSummary;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton onClick={onSelect} aria-pressed={isSelected} data-testid="route-card">
      <Paper withBorder p="sm" bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{route.number}</Text>
          <Badge color={ROUTE_STATE_COLORS[route.state]}>
            {t(`DELIVERY.ROUTE_STATE.${route.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {route.vehiclePlate} · {route.driverName}
        </Text>
        <Text size="xs" c="dimmed">
          {t('DELIVERY.ROUTES.CARD_LOAD', {
            stops: route.stopCount,
            delivered: route.deliveredCount,
            weight: formatQuantity(route.weightKg),
            capacity: formatQuantity(route.capacityKg),
          })}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/** The orders proposed for the day and on no route yet, nearest postcodes together. */
function CandidateList({ candidates }: { candidates: TRouteCandidate[] }) {
  const { t } = useTranslation();
  if (candidates.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="candidates-title">
      <Title order={2} size="h5" id="candidates-title" mb={4}>
        {t('DELIVERY.ROUTES.PROPOSED')}
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {candidates.map((c) => (
          <li key={c.orderId}>
            <Text size="sm" fw={600}>
              {c.orderNumber} · {c.customerName}
            </Text>
            <Text size="xs" c="dimmed">
              {c.address} · {t(`SALES.STATE.${c.orderState}`)} ·{' '}
              {t('DELIVERY.ROUTES.LOAD_OF', {
                parcels: c.parcelCount,
                weight: formatQuantity(c.weightKg),
                volume: formatQuantity(c.volumeM3),
              })}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * `/app/manage-routes`: the routes of a day. The planner picks the day, sees the orders proposed
 * for it (ready and dispatched, served that day by a plan condition, on no route yet), plans a
 * route (vehicle, driver, orders; the stop order is proposed), reorders its stops, prints its
 * documents. Changes by others (a driver on the road) arrive live.
 */
export default function ManageRoutesPage() {
  const { t } = useTranslation();
  usePage({ title: t('DELIVERY.ROUTES.TITLE') });
  // The day and the route shown live in the address: a reload or a shared link shows the same.
  const [search, setSearch] = useSearchParams();
  const date = search.get('date') ?? todayIsoDate();
  const selectedId = Number(search.get('route')) || null;
  const show = (next: { date?: string; route?: number }) =>
    setSearch(
      {
        date: next.date ?? date,
        ...(next.route !== undefined && { route: String(next.route) }),
      },
      { replace: true },
    );
  const setDate = (day: string) => show({ date: day });
  const setSelectedId = (route: number) => show({ route });
  const [form, setForm] = useState<'new' | TRoute | null>(null);
  const routes = useRoutesOfDay(date);
  const candidates = useCandidates(date);
  const items = routes.data?.items ?? [];
  const shownId = items.some((r) => r.id === selectedId) ? selectedId : (items[0]?.id ?? null);
  const route = useRoute(shownId);
  const changeDay = (next: string | null) => next && setDate(next);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('DELIVERY.ROUTES.TITLE')}
        </Title>
        <ActionButton
          endpoint={routeEndpoints.create}
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setForm('new')}
        >
          {t('DELIVERY.ROUTES.NEW')}
        </ActionButton>
      </Group>
      <Group align="flex-end" gap="xs">
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={t('DELIVERY.ROUTES.PREVIOUS_DAY')}
          onClick={() => setDate(addDays(date, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <DateInput label={t('DELIVERY.ROUTES.DAY')} value={date} onChange={changeDay} w={170} />
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={t('DELIVERY.ROUTES.NEXT_DAY')}
          onClick={() => setDate(addDays(date, 1))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('DELIVERY.ROUTES.WAITING', { count: candidates.data?.length ?? 0 })}
        </Text>
      </Group>
      {routes.isError && <ErrorMessage error={routes.error} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs" aria-label={t('DELIVERY.ROUTES.OF_DAY')} role="region">
            {!routes.data && !routes.isError && <Skeleton height={120} />}
            {routes.data && items.length === 0 && (
              <Text c="dimmed">{t('DELIVERY.ROUTES.EMPTY')}</Text>
            )}
            {items.map((r) => (
              <RouteCard
                key={r.id}
                route={r}
                isSelected={r.id === shownId}
                onSelect={() => setSelectedId(r.id)}
              />
            ))}
            {candidates.data && <CandidateList candidates={candidates.data} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {route.isError && <ErrorMessage error={route.error} />}
          {route.data && (
            <RouteDetail
              key={route.data.id}
              route={route.data}
              onEdit={() => route.data && setForm(route.data)}
            />
          )}
        </Grid.Col>
      </Grid>
      {form && (
        <RouteFormModal
          date={date}
          route={form === 'new' ? null : form}
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            setSelectedId(saved.id);
            setForm(null);
          }}
        />
      )}
    </Stack>
  );
}
