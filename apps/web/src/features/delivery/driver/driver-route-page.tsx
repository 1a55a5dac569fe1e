import { routeEndpoints, type TRoute } from '@kontor/contract';
import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { usePage } from '../../../lib/page';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { Badge } from '../../../ui/badge';
import { PendingActions } from '../../../ui/scan/pending-actions';
import { useMyRoutes } from '../delivery-api';
import { ROUTE_STATE_COLORS } from '../routes/route-detail';
import { StopCard } from './stop-card';
import { useDriverActions } from './use-driver-actions';

/** The cash to collect on the stops not yet done, per currency ('45 720 Ft'). */
function codLeftOf(route: TRoute): string[] {
  const open = route.stops.filter(
    (s) => s.codAmount && s.state !== 'DELIVERED' && s.state !== 'FAILED',
  );
  return open.map((s) => formatMoney(s.codAmount ?? '0', s.codCurrency));
}

function DriverRoute({ route }: { route: TRoute }) {
  const { t } = useTranslation();
  const actions = useDriverActions(route);
  const isOnRoad = route.state === 'DEPARTED';
  const left = route.stops.filter((s) => s.state === 'PENDING' || s.state === 'ARRIVED').length;
  const cod = codLeftOf(route);
  return (
    <Stack gap="sm" component="section" aria-label={route.number}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {route.number}
        </Title>
        <Badge
          size="md"
          color={ROUTE_STATE_COLORS[route.state]}
          data-testid="driver-route-state"
          style={{ flexShrink: 0 }}
        >
          {t(`DELIVERY.ROUTE_STATE.${route.state}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {route.vehiclePlate} – {route.vehicleName} ·{' '}
        {t('DELIVERY.DRIVER.PROGRESS', { left, total: route.stops.length })}
      </Text>
      {cod.length > 0 && (
        <Text size="sm" fw={600}>
          {t('DELIVERY.DRIVER.COD_LEFT', { amounts: cod.join(', ') })}
        </Text>
      )}
      {route.state === 'PLANNED' && (
        <ActionButton
          endpoint={routeEndpoints.depart}
          size="xl"
          fullWidth
          loading={actions.busy === 'depart'}
          onClick={() => void actions.depart()}
        >
          {t('DELIVERY.DRIVER.DEPART')}
        </ActionButton>
      )}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {route.stops.map((stop) => (
          <StopCard key={stop.id} stop={stop} isOnRoad={isOnRoad} actions={actions} />
        ))}
      </Stack>
      {isOnRoad && (
        <ActionButton
          endpoint={routeEndpoints.arrival}
          size="xl"
          fullWidth
          variant={left === 0 ? 'filled' : 'default'}
          loading={actions.busy === 'arrival'}
          disabledReason={left === 0 ? null : t('DELIVERY.DRIVER.STOPS_LEFT', { count: left })}
          onClick={() => void actions.arrival()}
        >
          {t('DELIVERY.DRIVER.ARRIVAL')}
        </ActionButton>
      )}
      {route.state === 'RETURNED' && (
        <Alert color="green" role="status">
          {t('DELIVERY.DRIVER.RETURNED')}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * `/app/driver-route`: the driver's phone (360–414 px, large targets). Today's routes with the
 * stops in order; depart, per stop arrived / delivered / failed, arrival back. Actions made
 * without a connection wait on the phone and are sent once (PendingActions shows them).
 */
export default function DriverRoutePage() {
  const { t } = useTranslation();
  usePage({ title: t('DELIVERY.DRIVER.TITLE') });
  const routes = useMyRoutes();
  return (
    <Stack gap="md" maw={520} mx="auto">
      <Title order={1} size="h2">
        {t('DELIVERY.DRIVER.TITLE')}
      </Title>
      <PendingActions />
      {routes.isError && <ErrorMessage error={routes.error} />}
      {!routes.data && !routes.isError && <Skeleton height={240} />}
      {routes.data?.length === 0 && <Text c="dimmed">{t('DELIVERY.DRIVER.NO_ROUTE')}</Text>}
      {routes.data?.map((route) => (
        <DriverRoute key={route.id} route={route} />
      ))}
    </Stack>
  );
}
