import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../lib/page';
import { ImportWizard } from './import-wizard';

/** `/app/partner-import`: customers and suppliers from an xlsx or csv. */
export default function PartnerImportPage() {
  const { t } = useTranslation();
  usePage({ title: t('IMPORTS.PARTNER_TITLE') });
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        {t('IMPORTS.PARTNER_TITLE')}
      </Title>
      <ImportWizard type="PARTNER" />
    </Stack>
  );
}
