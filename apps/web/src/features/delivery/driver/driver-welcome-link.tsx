import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userStore } from '../../../lib/session';
import { useStore } from '../../../lib/store';

/** On a driver's welcome page: the one big way to today's route. */
export function DriverWelcomeLink() {
  const { t } = useTranslation();
  const { roles } = useStore(userStore).userInfo;
  if (!roles.includes('driver')) return null;
  return (
    <Button
      component={Link}
      to="/app/driver-route"
      size="xl"
      fullWidth
      mb="md"
      leftSection={<IconTruckDelivery aria-hidden />}
    >
      {t('DELIVERY.DRIVER.OPEN')}
    </Button>
  );
}
