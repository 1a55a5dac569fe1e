import { Group, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DriverWelcomeLink } from '../../features/delivery/driver/driver-welcome-link';
import { isMobileDevice } from '../../lib/device';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../error-message';
import { welcomePageQuery, widgetOrderQuery } from '../shell-queries';
import { DesktopWelcome } from './desktop-welcome';
import { Greeting } from './greeting';
import { MobileWelcome } from './mobile-welcome';
import classes from './welcome-page.module.css';

function WelcomeWidgets() {
  const page = useQuery(welcomePageQuery);
  const order = useQuery(widgetOrderQuery);
  if (page.isError || order.isError) return <ErrorMessage error={page.error ?? order.error} />;
  if (!page.data || !order.data) {
    return (
      <>
        <Group justify="space-between" mb="lg">
          <Greeting />
          <Skeleton height={36} width={120} radius="sm" />
        </Group>
        <div className={classes.grid} aria-busy>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={160} radius="sm" />
          ))}
        </div>
      </>
    );
  }
  return <DesktopWelcome page={page.data} order={order.data.ids} />;
}

/** The Index page: the welcome widgets (a simplified start page on mobile). */
export default function WelcomePage() {
  const { t } = useTranslation();
  usePage({ title: t('WELCOME.TITLE') });
  return (
    <>
      <DriverWelcomeLink />
      {isMobileDevice ? <MobileWelcome /> : <WelcomeWidgets />}
    </>
  );
}
