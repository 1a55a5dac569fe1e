import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../lib/page';
import { useStore } from '../../lib/store';
import { ErrorMessage } from '../../shell/error-message';
import { PendingActions } from '../../ui/scan/pending-actions';
import { dashboardSetup, useJobTitles, validSetup } from './dashboard-api';
import { DashboardBoard } from './dashboard-board';
import { DashboardSetupForm } from './dashboard-setup-form';

/**
 * `/app/dashboards/warehouse`, the floor's home page (warehouse-dashboard README): the worker's
 * job title and workstation, chosen once per device; then the job title's tabs with live badge
 * counts and the chosen tab's work items.
 */
export default function WarehouseDashboardPage() {
  const { t } = useTranslation();
  usePage({ title: t('WAREHOUSE_DASHBOARD.TITLE') });
  const titles = useJobTitles();
  const setup = useStore(dashboardSetup);
  const [isChoosing, setIsChoosing] = useState(false);
  const current = titles.data ? validSetup(setup, titles.data) : null;
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {t('WAREHOUSE_DASHBOARD.TITLE')}
        </Title>
        {current && !isChoosing && (
          <Button variant="default" size="md" onClick={() => setIsChoosing(true)}>
            {t('WAREHOUSE_DASHBOARD.CHANGE_SETUP')}
          </Button>
        )}
      </Group>
      <PendingActions />
      {titles.isError && <ErrorMessage error={titles.error} />}
      {titles.isPending && <Skeleton height={160} />}
      {titles.data?.length === 0 && (
        <Text c="dimmed">{t('WAREHOUSE_DASHBOARD.NO_JOB_TITLES')}</Text>
      )}
      {titles.data && titles.data.length > 0 && (!current || isChoosing) && (
        <DashboardSetupForm
          titles={titles.data}
          initial={setup}
          onChosen={(chosen) => {
            dashboardSetup.set(chosen);
            setIsChoosing(false);
          }}
        />
      )}
      {current && !isChoosing && (
        <>
          <Text fw={600} data-testid="dashboard-setup">
            {t('WAREHOUSE_DASHBOARD.SETUP', {
              jobTitle: current.title.name,
              workStation: current.station?.name ?? t('WAREHOUSE_DASHBOARD.NO_WORK_STATION'),
            })}
          </Text>
          <DashboardBoard
            jobTitle={current.title.code}
            workStationId={current.station?.id ?? null}
          />
        </>
      )}
    </Stack>
  );
}
