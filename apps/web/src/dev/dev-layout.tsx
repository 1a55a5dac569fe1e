import { Anchor, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import classes from './dev.module.css';
import { DEV_PAGES } from './dev-pages';

/** The developer pages: a plain header with their links, no login. */
export default function DevLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.layout}>
      <header className={classes.header}>
        <Title order={2} size="h4">
          <Anchor component={Link} to="/dev" c="inherit" underline="never">
            {t('DEV.TITLE')}
          </Anchor>
        </Title>
        <Group component="nav" gap="md" aria-label={t('DEV.TITLE')}>
          {DEV_PAGES.map((page) => (
            <Anchor key={page.path} component={Link} to={`/dev/${page.path}`} size="sm">
              {t(page.titleKey)}
            </Anchor>
          ))}
        </Group>
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
