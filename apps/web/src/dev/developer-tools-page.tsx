import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dictionaryStore } from '../lib/i18n/dictionary-store';
import { usePage } from '../lib/page';
import { systemInfoQuery } from '../shell/shell-queries';
import { widgetExpandedStore } from '../shell/welcome/widget-expanded';
import { useToast } from '../ui/toast';
import { DEV_PAGES, E2E_TEST_CONTEXTS } from './dev-pages';

/** The developer tools of the navbar's cog: build, developer pages, local state reset. */
export default function DeveloperToolsPage() {
  const { t } = useTranslation();
  usePage({ title: t('DEV.TOOLS') });
  const toast = useToast();
  const info = useQuery(systemInfoQuery).data;

  function resetLocalState() {
    dictionaryStore.reset();
    widgetExpandedStore.reset();
    toast.show(t('DEV.LOCAL_STATE_CLEARED'), 'SUCCESS');
  }

  return (
    <Stack maw={760}>
      <Title order={1}>{t('DEV.TOOLS')}</Title>
      <Text>
        {t('SHELL.BUILD_NUMBER', { buildNumber: info?.buildNumber ?? '…' })} ·{' '}
        {t('DEV.API_VERSION', { version: info?.apiVersion ?? '…' })}
      </Text>
      <List>
        {[...DEV_PAGES, ...E2E_TEST_CONTEXTS].map((page) => (
          <List.Item key={page.path}>
            <Anchor component={Link} to={`/dev/${page.path}`}>
              {t(page.titleKey)}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <div>
        <Button variant="default" onClick={resetLocalState}>
          {t('DEV.CLEAR_LOCAL_STATE')}
        </Button>
      </div>
    </Stack>
  );
}
