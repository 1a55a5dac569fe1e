import {
  routeEndpoints,
  type TDeliveredBody,
  type TFailedBody,
  type TRoute,
  type TRouteState,
  type TStopState,
} from '@kontor/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFloorAction } from '../../../lib/floor-action';
import { queryKeyOf } from '../../../lib/query';
import { useToast } from '../../../ui/toast';
import { useRouteCache } from '../delivery-api';
import { deliveryRefusal } from '../delivery-errors';

type Change = { route?: TRouteState; stopId?: number; stop?: TStopState };

/** What a queued action will do, shown on the phone until the server's answer replaces it. */
function applyChange(routes: TRoute[] | undefined, routeId: number, change: Change) {
  return routes?.map((route) =>
    route.id !== routeId
      ? route
      : {
          ...route,
          state: change.route ?? route.state,
          stops: route.stops.map((s) =>
            s.id === change.stopId && change.stop ? { ...s, state: change.stop } : s,
          ),
        },
  );
}

/**
 * The driver's actions (depart, arrived, delivered, failed, arrival), sent as floor actions: each
 * with an idempotency key, kept on the phone and sent once the connection is back. A queued
 * action shows its outcome at once; the server's answer (or the re-read after the queued send)
 * then replaces it. A refusal is told in Hungarian.
 */
export function useDriverActions(route: TRoute) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const store = useRouteCache();
  const [busy, setBusy] = useState<string | null>(null);
  const depart = useFloorAction(routeEndpoints.depart);
  const arrival = useFloorAction(routeEndpoints.arrival);
  const arrived = useFloorAction(routeEndpoints.stopArrived);
  const delivered = useFloorAction(routeEndpoints.stopDelivered);
  const failed = useFloorAction(routeEndpoints.stopFailed);

  const run = async (
    name: string,
    send: () => Promise<TRoute | 'QUEUED'>,
    change: Change,
  ): Promise<boolean> => {
    setBusy(name);
    try {
      const answer = await send();
      if (answer === 'QUEUED') {
        client.setQueryData(queryKeyOf(routeEndpoints.mine), (routes: TRoute[] | undefined) =>
          applyChange(routes, route.id, change),
        );
        toast.show(t('DELIVERY.DRIVER.QUEUED'), 'SUCCESS');
      } else store(answer);
      return true;
    } catch (error) {
      toast.show(deliveryRefusal(error, t).text, 'ERROR');
      return false;
    } finally {
      setBusy(null);
    }
  };
  const routeParams = { params: { routeId: route.id } };
  const stopParams = (stopId: number) => ({ params: { routeId: route.id, stopId } });
  const nameOf = (stopId: number) => route.stops.find((s) => s.id === stopId)?.customerName ?? '';

  return {
    busy,
    depart: () =>
      run(
        'depart',
        () => depart.send(routeParams, t('DELIVERY.DRIVER.LABEL_DEPART', { number: route.number })),
        { route: 'DEPARTED' },
      ),
    arrival: () =>
      run(
        'arrival',
        () =>
          arrival.send(routeParams, t('DELIVERY.DRIVER.LABEL_ARRIVAL', { number: route.number })),
        { route: 'RETURNED' },
      ),
    arrived: (stopId: number) =>
      run(
        `arrived-${stopId}`,
        () =>
          arrived.send(
            stopParams(stopId),
            t('DELIVERY.DRIVER.LABEL_ARRIVED', { name: nameOf(stopId) }),
          ),
        { stopId, stop: 'ARRIVED' },
      ),
    delivered: (stopId: number, body: TDeliveredBody) =>
      run(
        `delivered-${stopId}`,
        () =>
          delivered.send(
            { ...stopParams(stopId), body },
            t('DELIVERY.DRIVER.LABEL_DELIVERED', { name: nameOf(stopId) }),
          ),
        { stopId, stop: 'DELIVERED' },
      ),
    failed: (stopId: number, body: TFailedBody) =>
      run(
        `failed-${stopId}`,
        () =>
          failed.send(
            { ...stopParams(stopId), body },
            t('DELIVERY.DRIVER.LABEL_FAILED', { name: nameOf(stopId) }),
          ),
        { stopId, stop: 'FAILED' },
      ),
  };
}
