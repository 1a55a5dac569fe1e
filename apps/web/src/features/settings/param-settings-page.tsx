import type { TSettingMenuId } from '@kontor/contract';
import { Group, NavLink, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { SettingField } from './setting-field';
import { useSettingMenus } from './settings-api';

/** `/app/param-settings/{currentSettingMenuId}`: the firm's settings, one menu at a time. */
export default function ParamSettingsPage() {
  const { t } = useTranslation();
  usePage({ title: t('SETTINGS.TITLE') });
  const { currentSettingMenuId } = useParams();
  const menus = useSettingMenus();
  const current =
    menus.data?.find((m) => m.menuId === (currentSettingMenuId as TSettingMenuId)) ??
    menus.data?.[0];
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {t('SETTINGS.TITLE')}
      </Title>
      {menus.isError && <ErrorMessage error={menus.error} />}
      {menus.isPending && <Skeleton height={200} />}
      {menus.data && current && (
        <Group align="flex-start" wrap="nowrap" gap="xl">
          <nav aria-label={t('SETTINGS.MENU_LABEL')} style={{ width: 220, flexShrink: 0 }}>
            {menus.data.map((m) => (
              <NavLink
                key={m.menuId}
                component={Link}
                to={`/app/param-settings/${m.menuId}`}
                label={t(m.labelKey)}
                active={m.menuId === current.menuId}
                aria-current={m.menuId === current.menuId ? 'page' : undefined}
              />
            ))}
          </nav>
          <Paper withBorder p="lg" style={{ flex: 1 }}>
            <Stack gap="lg">
              <Title order={2} size="h3">
                {t(current.labelKey)}
              </Title>
              {current.settings.map((s) => (
                <SettingField key={`${s.id}:${s.version}`} setting={s} />
              ))}
            </Stack>
          </Paper>
        </Group>
      )}
    </Stack>
  );
}
