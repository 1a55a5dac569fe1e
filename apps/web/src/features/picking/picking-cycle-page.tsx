import { pickingEndpoints, type TPickingCycle } from '@kontor/contract';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../lib/api/client';
import { fetchFile, openPdfInNewTab } from '../../lib/api/file';
import { formatDate } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { ConfirmModal } from '../../ui/confirm-modal';
import { PendingActions } from '../../ui/scan/pending-actions';
import { AssignWorker } from './assign-worker';
import { CycleLines } from './cycle-lines';
import { PickWork } from './pick-work';
import { nextLineOf, pickingRefusal, STATE_COLORS, useCycle, useCycleCache } from './picking-api';

type Question = 'close' | 'cancel' | null;

/** Close (after a question) and cancel; the refusal is shown in the question, in Hungarian. */
function useCycleAction(cycle: TPickingCycle, onDone: () => void) {
  const store = useCycleCache();
  return useMutation({
    mutationFn: (action: 'close' | 'cancel') =>
      callApi(pickingEndpoints[action], { params: { id: cycle.id } }),
    onSuccess: (answer) => {
      store(answer);
      onDone();
    },
  });
}

function CycleHead({ cycle }: { cycle: TPickingCycle }) {
  const { t } = useTranslation();
  const done = cycle.lines.filter((l) => l.pickedQuantity !== null).length;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {cycle.number}
        </Title>
        <Badge size="lg" color={STATE_COLORS[cycle.state]}>
          {t(`PICKING.STATE.${cycle.state}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {t('PICKING.ZONE')}: {cycle.zoneCode} – {cycle.zoneName} · {t('PICKING.PACKING')}:{' '}
        {cycle.packingStorageCode}
      </Text>
      <Text size="sm">
        {t('PICKING.WORKER')}: {cycle.assignedUserName ?? t('PICKING.NOBODY')}
        {cycle.due && ` · ${t('PICKING.DUE')}: ${formatDate(cycle.due)}`}
      </Text>
      <Text size="sm" fw={600} aria-live="polite">
        {t('PICKING.PROGRESS', { done, total: cycle.lines.length })}
      </Text>
    </Stack>
  );
}

function CycleOrders({ cycle }: { cycle: TPickingCycle }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Text fw={600}>
        {cycle.state === 'CLOSED' ? t('PICKING.CLOSED_NOTICE') : t('PICKING.ORDERS')}
      </Text>
      {cycle.orders.map((o) => (
        <Group key={o.id} justify="space-between" mih={32}>
          <Anchor component={Link} to={`/app/CustomerOrderForm?id=${o.id}`}>
            {o.number} · {o.customerName}
          </Anchor>
          <Badge variant="light" data-testid={`order-state-${o.number}`}>
            {t(`SALES.STATE.${o.state}`)}
          </Badge>
        </Group>
      ))}
    </Paper>
  );
}

/**
 * `/app/picking-cycle/:cycleId`: the work screen of one cycle, phone first: the next line of
 * the walk to scan and confirm, the whole list with progress, the pick list PDF, close (after
 * a question) and cancel.
 */
export default function PickingCyclePage() {
  const { t } = useTranslation();
  const id = Number(useParams().cycleId);
  const cycle = useCycle(id);
  usePage({ title: cycle.data?.number ?? t('PICKING.TITLE') });
  const store = useCycleCache();
  const [question, setQuestion] = useState<Question>(null);
  if (cycle.isError) return <ErrorMessage error={cycle.error} />;
  if (!cycle.data) return <Skeleton height={320} />;
  const c = cycle.data;
  const isOpen = c.state === 'OPEN' || c.state === 'IN_PROGRESS';
  const line = isOpen ? nextLineOf(c) : undefined;
  const unconfirmed = c.lines.filter((l) => l.pickedQuantity === null).length;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/app/picking-cycle" size="sm">
        {t('PICKING.BACK')}
      </Anchor>
      <CycleHead cycle={c} />
      <PendingActions />
      {isOpen && <AssignWorker key={c.version} cycle={c} onAnswer={store} />}
      {line && <PickWork key={line.id} cycle={c} line={line} onAnswer={store} />}
      {isOpen && !line && (
        <Alert color="green" role="status">
          {t('PICKING.ALL_DONE')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {c.state === 'IN_PROGRESS' && (
          <ActionButton
            size="lg"
            color="green"
            endpoint={pickingEndpoints.close}
            onClick={() => setQuestion('close')}
          >
            {t('PICKING.CLOSE')}
          </ActionButton>
        )}
        {c.state === 'OPEN' && (
          <ActionButton
            size="lg"
            variant="default"
            endpoint={pickingEndpoints.cancel}
            onClick={() => setQuestion('cancel')}
          >
            {t('PICKING.CANCEL')}
          </ActionButton>
        )}
        <ActionButton
          size="lg"
          variant="light"
          endpoint={pickingEndpoints.pickList}
          leftSection={<IconPrinter aria-hidden />}
          onClick={() =>
            void openPdfInNewTab(() => fetchFile(pickingEndpoints.pickList, { params: { id } }))
          }
        >
          {t('PICKING.PRINT')}
        </ActionButton>
      </SimpleGrid>
      <CycleOrders cycle={c} />
      <CycleLines cycle={c} />
      {question && (
        <CycleQuestion
          cycle={c}
          question={question}
          unconfirmed={unconfirmed}
          onClose={() => setQuestion(null)}
        />
      )}
    </Stack>
  );
}

function CycleQuestion({
  cycle,
  question,
  unconfirmed,
  onClose,
}: {
  cycle: TPickingCycle;
  question: 'close' | 'cancel';
  unconfirmed: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useCycleAction(cycle, onClose);
  const text =
    question === 'close'
      ? [
          t('PICKING.CLOSE_QUESTION', { packing: cycle.packingStorageCode }),
          unconfirmed > 0 ? t('PICKING.CLOSE_OPEN_LINES', { count: unconfirmed }) : '',
        ].join(' ')
      : t('PICKING.CANCEL_QUESTION');
  return (
    <ConfirmModal
      opened
      title={question === 'close' ? t('PICKING.CLOSE') : t('PICKING.CANCEL')}
      question={text}
      confirmLabel={question === 'close' ? t('PICKING.CLOSE') : t('PICKING.CANCEL')}
      onConfirm={() => action.mutate(question)}
      onClose={onClose}
      isPending={action.isPending}
      refusal={action.isError ? pickingRefusal(action.error, t) : null}
    />
  );
}
