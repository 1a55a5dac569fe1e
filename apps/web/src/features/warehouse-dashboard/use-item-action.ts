import { warehouseDashboardEndpoints as e } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { useFloorAction } from '../../lib/floor-action';
import { useToast } from '../../ui/toast';

/**
 * The dashboard's item actions, sent as floor actions (an idempotency key each; kept on the
 * device while offline). Answers whether it went (or waits to go); a refusal is said in words.
 */
export function useItemActions(refresh: () => void, workStationId: number | null) {
  const { t } = useTranslation();
  const toast = useToast();
  const changeState = useFloorAction(e.changeState);
  const updateLocation = useFloorAction(e.updateLocation);
  const cannotProduce = useFloorAction(e.cannotProduce);

  async function run(send: () => Promise<unknown>): Promise<boolean> {
    try {
      const answer = await send();
      // A queued action is no failure: the toast says it waits on this device.
      toast.show(
        t(answer === 'QUEUED' ? 'WAREHOUSE_DASHBOARD.QUEUED' : 'WAREHOUSE_DASHBOARD.DONE'),
        'SUCCESS',
      );
      return true;
    } catch (error) {
      const isStale = error instanceof ApiError && (error.status === 409 || error.status === 404);
      toast.show(
        t(isStale ? 'WAREHOUSE_DASHBOARD.ERROR.STATE' : 'WAREHOUSE_DASHBOARD.ERROR.FAILED'),
        'ERROR',
      );
      return false;
    } finally {
      refresh();
    }
  }

  return {
    changeState: (body: { tab: string; itemId: string; state: string }, label: string) =>
      run(() => changeState.send({ body: { ...body, work_station_id: workStationId } }, label)),
    updateLocation: (body: { tab: string; itemId: string; storageId: number }, label: string) =>
      run(() => updateLocation.send({ body: { ...body, work_station_id: workStationId } }, label)),
    cannotProduce: (body: { tab: string; itemId: string; reason: string }, label: string) =>
      run(() => cannotProduce.send({ body: { ...body, work_station_id: workStationId } }, label)),
  };
}
