import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../lib/page';
import { usePermission } from '../../lib/permissions';
import { ImportWizard } from './import-wizard';

type Kind = 'PRODUCT' | 'SERVICE' | 'VEHICLE';

/** `/app/product-import`: products, services or windshields (vehicle catalogue) from an xlsx or csv. */
export default function ProductImportPage() {
  const { t } = useTranslation();
  usePage({ title: t('IMPORTS.PRODUCT_TITLE') });
  const [type, setType] = useState<Kind>('PRODUCT');
  // The shared windshield catalogue takes its own right (server: vehicles.catalogue).
  const mayImportCatalogue = usePermission('vehicles.catalogue');
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        {t('IMPORTS.PRODUCT_TITLE')}
      </Title>
      <SegmentedControl
        w={480}
        aria-label={t('IMPORTS.KIND')}
        value={type}
        onChange={(v) => setType(v as Kind)}
        data={[
          { value: 'PRODUCT', label: t('IMPORTS.KIND.PRODUCT') },
          { value: 'SERVICE', label: t('IMPORTS.KIND.SERVICE') },
          ...(mayImportCatalogue ? [{ value: 'VEHICLE', label: t('IMPORTS.KIND.VEHICLE') }] : []),
        ]}
      />
      <ImportWizard key={type} type={type} />
    </Stack>
  );
}
