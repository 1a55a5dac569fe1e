import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AMBIENT_PAGES, APP_PAGES } from '../app/page-routes';
import { usePageTitle } from '../lib/page-title';
import { PageList } from './page-list';

/** Every page registered in the route table, so a developer sees what is built and where. */
export default function RegisteredPagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('DEV.REGISTERED_PAGES'));
  const pages = [
    { path: '/app', title: t('WELCOME.TITLE'), requiresAuth: true },
    ...APP_PAGES.map((page) => ({
      path: `/app/${page.path}`,
      title: page.path,
      requiresAuth: true,
    })),
    ...AMBIENT_PAGES.map((page) => ({
      path: `/ambient/${page.path}`,
      title: page.path,
      requiresAuth: false,
    })),
  ];
  return (
    <Stack>
      <Title order={1}>{t('DEV.REGISTERED_PAGES')}</Title>
      <PageList pages={pages} />
    </Stack>
  );
}
