import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../lib/page';
import { ImportWizard } from './import-wizard';

/** `/app/product-import`: products or services from a supplier's xlsx or csv. */
export default function ProductImportPage() {
  const { t } = useTranslation();
  usePage({ title: t('IMPORTS.PRODUCT_TITLE') });
  const [type, setType] = useState<'PRODUCT' | 'SERVICE'>('PRODUCT');
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        {t('IMPORTS.PRODUCT_TITLE')}
      </Title>
      <SegmentedControl
        w={320}
        aria-label={t('IMPORTS.KIND')}
        value={type}
        onChange={(v) => setType(v as 'PRODUCT' | 'SERVICE')}
        data={[
          { value: 'PRODUCT', label: t('IMPORTS.KIND.PRODUCT') },
          { value: 'SERVICE', label: t('IMPORTS.KIND.SERVICE') },
        ]}
      />
      <ImportWizard key={type} type={type} />
    </Stack>
  );
}
