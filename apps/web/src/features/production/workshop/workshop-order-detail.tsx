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
        {next.canStart && (
          <ActionButton
            size="lg"
            endpoint={w.changeState}
            loading={isBusy}
            onClick={() => void toState('IN_PRODUCTION')}
          >
            {t('PRODUCTION.ACTION.START')}
          </ActionButton>
        )}
        {next.canFinish && (
          <ActionButton
            size="lg"
            color="green"
            endpoint={w.finished}
            loading={isBusy}
            onClick={() =>
              void run(() =>
                finish.send(
                  { params: { orderId: order.id }, body: { version: order.version } },
                  `${label}: ${t('PRODUCTION.ACTION.FINISH')}`,
                ),
              )
            }
          >
            {t('PRODUCTION.ACTION.FINISH')}
          </ActionButton>
        )}
        {next.canPlanAgain && (
          <ActionButton
            size="lg"
            variant="light"
            endpoint={w.changeState}
            loading={isBusy}
            onClick={() => void toState('PLANNED')}
          >
            {t('PRODUCTION.ACTION.PLAN_AGAIN')}
          </ActionButton>
        )}
        {next.canRefuse && (
          <ActionButton
            size="lg"
            color="red"
            variant="light"
            endpoint={w.changeState}
            loading={isBusy}
            onClick={() => setIsAsking(true)}
          >
            {t('PRODUCTION.ACTION.CANNOT_PRODUCE')}
          </ActionButton>
        )}
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
