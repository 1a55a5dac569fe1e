import {
  PICKING_CYCLE_STATES,
  pickingEndpoints,
  type TPickingCycleState,
  type TPickingCycleSummary,
} from '@kontor/contract';
import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { ErrorDisplay } from '../../ui/error-display';
import { CreateCycle } from './create-cycle';
import { pickingRefusal, STATE_COLORS, useCycleList } from './picking-api';

function CycleCard({ cycle }: { cycle: TPickingCycleSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <UnstyledButton
      onClick={() => navigate(`/app/picking-cycle/${cycle.id}`)}
      aria-label={`${cycle.number}, ${t(`PICKING.STATE.${cycle.state}`)}`}
      style={{ minHeight: 44 }}
    >
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{cycle.number}</Text>
          <Badge color={STATE_COLORS[cycle.state]}>{t(`PICKING.STATE.${cycle.state}`)}</Badge>
        </Group>
        <Text size="sm">
          {t('PICKING.ZONE')}: {cycle.zoneCode} · {t('PICKING.ORDERS')}: {cycle.orderCount} ·{' '}
          {t('PICKING.WORKER')}: {cycle.assignedUserName ?? t('PICKING.NOBODY')}
        </Text>
        {cycle.due && (
          <Text size="sm">
            {t('PICKING.DUE')}: {formatDate(cycle.due)}
          </Text>
        )}
        <Progress
          mt={6}
          value={cycle.lineCount ? (100 * cycle.confirmedCount) / cycle.lineCount : 0}
          aria-label={t('PICKING.PROGRESS', { done: cycle.confirmedCount, total: cycle.lineCount })}
        />
        <Text size="xs" c="dimmed">
          {t('PICKING.PROGRESS', { done: cycle.confirmedCount, total: cycle.lineCount })}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * `/app/picking-cycle`: the cycles (open ones first, due first), the worker's next cycle in one
 * tap, and a new cycle from chosen orders or proposed (modules/picking/README.md).
 */
export default function PickingListPage() {
  const { t } = useTranslation();
  usePage({ title: t('PICKING.TITLE') });
  const navigate = useNavigate();
  const [state, setState] = useState<TPickingCycleState | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useCycleList(state);
  const openNext = async () => {
    setNotice(null);
    try {
      const { cycle } = await callApi(pickingEndpoints.nonStarted, {});
      if (cycle) navigate(`/app/picking-cycle/${cycle.id}`);
      else setNotice(t('PICKING.NEXT_NONE'));
    } catch (error) {
      setNotice(pickingRefusal(error, t));
    }
  };
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('PICKING.TITLE')}
      </Title>
      <Group grow>
        <Button size="lg" rightSection={<IconArrowRight aria-hidden />} onClick={openNext}>
          {t('PICKING.NEXT')}
        </Button>
        <ActionButton
          size="lg"
          variant="light"
          endpoint={pickingEndpoints.create}
          leftSection={<IconPlus aria-hidden />}
          onClick={() => setCreating((c) => !c)}
          aria-expanded={creating}
        >
          {t('PICKING.NEW')}
        </ActionButton>
      </Group>
      {notice && <ErrorDisplay message={notice} />}
      {creating && <CreateCycle onCreated={(id) => navigate(`/app/picking-cycle/${id}`)} />}
      <SegmentedControl
        aria-label={t('PICKING.FILTER_STATE')}
        value={state ?? 'ALL'}
        onChange={(v) => setState(v === 'ALL' ? null : (v as TPickingCycleState))}
        data={[
          { value: 'ALL', label: t('PICKING.ALL_STATES') },
          ...PICKING_CYCLE_STATES.map((s) => ({ value: s, label: t(`PICKING.STATE.${s}`) })),
        ]}
        fullWidth
        style={{ flexWrap: 'wrap' }}
      />
      {list.isError && <ErrorMessage error={list.error} />}
      {list.isPending && <Skeleton height={160} />}
      {list.data?.items.length === 0 && <Text c="dimmed">{t('PICKING.EMPTY')}</Text>}
      {list.data?.items.map((cycle) => (
        <CycleCard key={cycle.id} cycle={cycle} />
      ))}
    </Stack>
  );
}
