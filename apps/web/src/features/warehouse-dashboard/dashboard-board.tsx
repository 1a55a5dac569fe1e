import type { TDashboardAction, TDashboardItem, TDashboardTab } from '@kontor/contract';
import { warehouseDashboardEndpoints as e } from '@kontor/contract';
import { Badge, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadFile } from '../../lib/api/file';
import { formatInteger } from '../../lib/format';
import { ErrorMessage } from '../../shell/error-message';
import {
  PAGE_SIZE,
  useBadgeCounts,
  useDashboardTabs,
  useLiveDashboard,
  useTabPage,
} from './dashboard-api';
import { DashboardItemCard } from './dashboard-item-card';
import { type ItemActionChoice, ItemActionModal, type ItemActionMode } from './item-action-modal';
import { useItemActions } from './use-item-action';
import classes from './warehouse-dashboard.module.css';

const tabName = (t: TFunction, code: string) =>
  t(`WAREHOUSE_DASHBOARD.TAB.${code}`, { defaultValue: code });

/** The job title's tabs with their live badge counts, and the chosen tab's work items. */
export function DashboardBoard({
  jobTitle,
  workStationId,
}: {
  jobTitle: string;
  workStationId: number | null;
}) {
  const { t } = useTranslation();
  const tabs = useDashboardTabs(jobTitle, workStationId);
  const counts = useBadgeCounts(jobTitle, workStationId);
  const refresh = useLiveDashboard();
  const [params, setParams] = useSearchParams();
  if (tabs.isError) return <ErrorMessage error={tabs.error} />;
  if (!tabs.data) return <Skeleton height={160} />;
  if (tabs.data.length === 0) return <Text c="dimmed">{t('WAREHOUSE_DASHBOARD.NO_TABS')}</Text>;
  const chosen = tabs.data.find((tab) => tab.code === params.get('tab')) ?? tabs.data[0]!;
  const countOf = (code: string) => counts.data?.counts.find((c) => c.tab === code)?.count;
  return (
    <Tabs
      value={chosen.code}
      onChange={(code) => code && setParams({ tab: code }, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List className={classes.tabs} aria-label={t('WAREHOUSE_DASHBOARD.TABS')}>
        {tabs.data.map((tab) => (
          <Tabs.Tab
            key={tab.code}
            value={tab.code}
            className={classes.tab}
            data-tab={tab.code}
            rightSection={
              <Badge size="lg" data-badge={tab.code}>
                {countOf(tab.code) === undefined ? '…' : formatInteger(countOf(tab.code)!)}
              </Badge>
            }
          >
            {tabName(t, tab.code)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={chosen.code} pt="md">
        <TabItems tab={chosen} workStationId={workStationId} refresh={refresh} />
      </Tabs.Panel>
    </Tabs>
  );
}

function TabItems({
  tab,
  workStationId,
  refresh,
}: {
  tab: TDashboardTab;
  workStationId: number | null;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(0);
  const page = useTabPage(tab.code, workStationId, pageNumber);
  const actions = useItemActions(refresh, workStationId);
  const [open, setOpen] = useState<{ item: TDashboardItem; mode: ItemActionMode } | null>(null);
  const onAction = (item: TDashboardItem, action: TDashboardAction) => {
    if (action === 'reprint-labels-upon-loading') {
      const body = { tab: tab.code, itemId: item.id, work_station_id: workStationId };
      void downloadFile(e.reprintLabels, { body }, 'cimkek.pdf');
    } else setOpen({ item, mode: action });
  };
  const onChoose = async (choice: ItemActionChoice) => {
    if (!open) return;
    const ref = { tab: tab.code, itemId: open.item.id };
    const label = `${tabName(t, tab.code)}: ${open.item.title}`;
    setOpen(null);
    if (choice.state) await actions.changeState({ ...ref, state: choice.state }, label);
    if (choice.storageId)
      await actions.updateLocation({ ...ref, storageId: choice.storageId }, label);
    if (choice.reason) await actions.cannotProduce({ ...ref, reason: choice.reason }, label);
  };
  if (page.isError) return <ErrorMessage error={page.error} />;
  if (!page.data) return <Skeleton height={160} />;
  const pages = Math.max(1, Math.ceil(page.data.total / PAGE_SIZE));
  return (
    <Stack gap="sm">
      {page.data.items.length === 0 ? (
        <Text c="dimmed">{t('WAREHOUSE_DASHBOARD.EMPTY')}</Text>
      ) : (
        <ul className={classes.items} aria-label={tabName(t, tab.code)}>
          {page.data.items.map((item) => (
            <DashboardItemCard
              key={item.id}
              item={item}
              onAction={(action) => onAction(item, action)}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Group justify="space-between">
          <Button
            variant="default"
            size="md"
            disabled={pageNumber === 0}
            onClick={() => setPageNumber(pageNumber - 1)}
          >
            {t('WAREHOUSE_DASHBOARD.PREVIOUS')}
          </Button>
          <Text>{t('WAREHOUSE_DASHBOARD.PAGE', { page: pageNumber + 1, pages })}</Text>
          <Button
            variant="default"
            size="md"
            disabled={pageNumber + 1 >= pages}
            onClick={() => setPageNumber(pageNumber + 1)}
          >
            {t('WAREHOUSE_DASHBOARD.NEXT')}
          </Button>
        </Group>
      )}
      {open && (
        <ItemActionModal
          item={open.item}
          mode={open.mode}
          onClose={() => setOpen(null)}
          onChoose={(choice) => void onChoose(choice)}
        />
      )}
    </Stack>
  );
}
