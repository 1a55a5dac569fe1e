import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/page-title';
import { DEV_PAGES, E2E_TEST_CONTEXTS } from './dev-pages';
import { PageList } from './page-list';

export default function DevIndexPage() {
  const { t } = useTranslation();
  usePageTitle(t('DEV.TITLE'));
  return (
    <Stack>
      <Title order={1}>{t('DEV.TITLE')}</Title>
      <Text c="dimmed">{t('DEV.INTRO')}</Text>
      <PageList
        pages={[...DEV_PAGES, ...E2E_TEST_CONTEXTS].map((page) => ({
          path: `/dev/${page.path}`,
          title: t(page.titleKey),
          requiresAuth: page.requiresAuth ?? false,
        }))}
      />
    </Stack>
  );
}
