import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/page-title';
import { E2E_TEST_CONTEXTS } from './dev-pages';
import { PageList } from './page-list';

/** The pages the end-to-end tests drive, with the context each runs in. */
export default function TestingPagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('DEV.TESTING_PAGES'));
  return (
    <Stack>
      <Title order={1}>{t('DEV.TESTING_PAGES')}</Title>
      <Text c="dimmed">{t('DEV.TESTING_PAGES_INTRO')}</Text>
      <PageList
        pages={E2E_TEST_CONTEXTS.map((page) => ({
          path: `/dev/${page.path}`,
          title: t(page.titleKey),
          requiresAuth: page.requiresAuth ?? false,
        }))}
      />
    </Stack>
  );
}
