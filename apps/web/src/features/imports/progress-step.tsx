import { importFileEndpoints, type TImportRun } from '@kontor/contract';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../lib/format';
import { ActionButton } from '../../ui/action-button';

function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m} perc ${s} mp` : `${s} mp`;
}

/** Step 4: the running import's progress (polled), cancel, and the end result. */
export function ProgressStep({
  run,
  onCancel,
  isCancelling,
  onNew,
}: {
  run: TImportRun;
  onCancel: () => void;
  isCancelling: boolean;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const processed = run.rowsDone + run.rowsFailed;
  const percent = run.rowsTotal ? Math.min(100, Math.round((processed / run.rowsTotal) * 100)) : 0;
  const isActive = run.status === 'QUEUED' || run.status === 'RUNNING';
  return (
    <Stack gap="md" maw={720}>
      <Text fw={500}>{t(`IMPORTS.STATUS.${run.status}`)}</Text>
      <Progress
        value={run.status === 'DONE' ? 100 : percent}
        size="xl"
        animated={isActive}
        aria-label={t('IMPORTS.PROGRESS')}
        aria-valuetext={`${percent}%`}
      />
      <Text size="sm" data-testid="import-counts">
        {t('IMPORTS.PROGRESS_COUNTS', {
          done: formatInteger(run.rowsDone),
          failed: formatInteger(run.rowsFailed),
          total: formatInteger(run.rowsTotal),
        })}
        {run.rowsPerSecond !== null &&
          ` · ${t('IMPORTS.RATE', { rate: formatInteger(run.rowsPerSecond) })}`}
        {run.secondsLeft !== null &&
          ` · ${t('IMPORTS.TIME_LEFT', { time: duration(run.secondsLeft) })}`}
      </Text>
      {run.status === 'DONE' && (
        <Alert color="green">{t('IMPORTS.DONE', { done: formatInteger(run.rowsDone) })}</Alert>
      )}
      <Group>
        {isActive && (
          <ActionButton
            endpoint={importFileEndpoints.cancel}
            color="red"
            variant="light"
            onClick={onCancel}
            loading={isCancelling}
          >
            {t('IMPORTS.CANCEL')}
          </ActionButton>
        )}
        {!isActive && <Button onClick={onNew}>{t('IMPORTS.NEW_IMPORT')}</Button>}
      </Group>
    </Stack>
  );
}
