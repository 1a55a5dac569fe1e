import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../lib/page';
import { ModelsSection } from './models-section';
import { ValidateSection } from './validate-section';
import { WindshieldsSection } from './windshields-section';

/**
 * `/app/vehicles` (spec 001 §7 Vehicles): makers and their models by production year, windshield
 * data with the firm's products of it, and whether a glass fits a vehicle.
 */
export default function VehiclesPage() {
  const { t } = useTranslation();
  usePage({ title: t('VEHICLES.TITLE') });
  const [makerId, setMakerId] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('VEHICLES.TITLE')}
      </Title>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <ModelsSection makerId={makerId} onMaker={setMakerId} />
        <ValidateSection makerId={makerId} />
      </Group>
      <WindshieldsSection />
    </Stack>
  );
}
