import { type TWorkshopOrder, workshopOrderEndpoints as w } from '@kontor/contract';
import { Alert, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFloorAction } from '../../../lib/floor-action';
import { formatQuantity } from '../../../lib/format';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { useToast } from '../../../ui/toast';
import { ReasonModal } from './reason-modal';
import { nextActionsOf, useWorkshopOrder, workshopRefusal } from './workshop-api';

function Materials({ order }: { order: TWorkshopOrder }) {
  const { t } = useTranslation();
  if (order.materials.length === 0)
    return <Text c="dimmed">{t('PRODUCTION.WORKSHOP.NO_MATERIALS')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label={t('PRODUCTION.WORKSHOP.MATERIALS')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('PRODUCTION.WORKSHOP.COMPONENT')}</Table.Th>
            <Table.Th ta="right">{t('PRODUCTION.WORKSHOP.NEEDED')}</Table.Th>
            <Table.Th ta="right">{t('PRODUCTION.WORKSHOP.RESERVED')}</Table.Th>
            <Table.Th ta="right">{t('PRODUCTION.WORKSHOP.CONSUMED')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.materials.map((m) => (
            <Table.Tr key={m.componentId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {m.code}
                </Text>
                <Text size="xs">{m.name}</Text>
              </Table.Td>
              <Table.Td ta="right">{`${formatQuantity(m.quantity)} ${m.unit}`}</Table.Td>
              <Table.Td ta="right">{formatQuantity(m.reservedQuantity)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(m.consumedQuantity)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One workshop order opened on the list: what to make, its materials and the worker's actions
 * (large targets). Every action is a floor action (an idempotency key; kept on the device while
 * the connection is gone), so a resend never starts or finishes twice.
 */
export function WorkshopOrderDetail({ id, refresh }: { id: number; refresh: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useWorkshopOrder(id);
  const changeState = useFloorAction(w.changeState);
  const finish = useFloorAction(w.finished);
  const [isAsking, setIsAsking] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  if (query.isError) return <ErrorMessage error={query.error} />;
  if (!query.data) return <Skeleton height={120} />;
  const order = query.data;
  const next = nextActionsOf(order);
  const label = `${order.number} – ${order.productName}`;
  const run = async (send: () => Promise<unknown>) => {
    setIsBusy(true);
    try {
      const answer = await send();
      toast.show(t(answer === 'QUEUED' ? 'PRODUCTION.QUEUED' : 'PRODUCTION.DONE'), 'SUCCESS');
    } catch (error) {
      toast.show(workshopRefusal(error, t), 'ERROR');
    } finally {
      setIsBusy(false);
      refresh();
    }
  };
  const toState = (state: 'IN_PRODUCTION' | 'PLANNED' | 'CANNOT_PRODUCE', reason = '') =>
    run(() =>
      changeState.send(
        {
          params: { workshopOrderId: order.id },
          body: { state, version: order.version, reason },
        },
        `${label}: ${t(`PRODUCTION.STATE.${state}`)}`,
      ),
    );
  const finishIt = () =>
    finish.send(
      { params: { orderId: order.id }, body: { version: order.version } },
      `${label}: ${t('PRODUCTION.ACTION.FINISH')}`,
    );
  // The worker's actions in the order's state (large targets, one row).
  const actions = [
    {
      isShown: next.canStart,
      text: 'PRODUCTION.ACTION.START',
      endpoint: w.changeState,
      run: () => void toState('IN_PRODUCTION'),
    },
    {
      isShown: next.canFinish,
      text: 'PRODUCTION.ACTION.FINISH',
      color: 'green',
      endpoint: w.finished,
      run: () => void run(finishIt),
    },
    {
      isShown: next.canPlanAgain,
      text: 'PRODUCTION.ACTION.PLAN_AGAIN',
      variant: 'light',
      endpoint: w.changeState,
      run: () => void toState('PLANNED'),
    },
    {
      isShown: next.canRefuse,
      text: 'PRODUCTION.ACTION.CANNOT_PRODUCE',
      color: 'red',
      variant: 'light',
      endpoint: w.changeState,
      run: () => setIsAsking(true),
    },
  ];
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('PRODUCTION.WORKSHOP.MAKE', {
          quantity: formatQuantity(order.quantity),
          unit: order.unit,
          product: `${order.productCode} ${order.productName}`,
        })}
      </Text>
      {order.cannotProduceReason && (
        <Alert color="red" title={t('PRODUCTION.WORKSHOP.REASON')}>
          {order.cannotProduceReason}
        </Alert>
      )}
      {!order.materialsReserved && (
        <Alert color="yellow">{t('PRODUCTION.WORKSHOP.MATERIALS_SHORT')}</Alert>
      )}
      {order.note && <Text size="sm">{order.note}</Text>}
      <Materials order={order} />
      <Group grow>
        {actions
          .filter((action) => action.isShown)
          .map((action) => (
            <ActionButton
              key={action.text}
              size="lg"
              color={action.color}
              variant={action.variant ?? 'filled'}
              endpoint={action.endpoint}
              loading={isBusy}
              onClick={action.run}
            >
              {t(action.text)}
            </ActionButton>
          ))}
      </Group>
      {isAsking && (
        <ReasonModal
          title={`${t('PRODUCTION.ACTION.CANNOT_PRODUCE')} – ${order.number}`}
          onClose={() => setIsAsking(false)}
          onSubmit={(reason) => {
            setIsAsking(false);
            void toState('CANNOT_PRODUCE', reason);
          }}
        />
      )}
    </Stack>
  );
}
