import { Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePage } from '../lib/page';

const TEMPLATE = `export default function DiscountsPage() {
  const { t } = useTranslation();
  usePage({ title: t('DISCOUNTS.TITLE') });
  const discounts = useQuery(discountListQuery);
  return <Title order={1}>{t('DISCOUNTS.TITLE')}</Title>;
}

// app/page-routes.ts
{ path: 'discounts', load: () => import('../features/discounts/discounts-page') },`;

/** The starting point of a new page: title, history entry, dictionary texts, one route line. */
export default function BoilerplatePage() {
  const { t } = useTranslation();
  usePage({ title: t('DEV.BOILERPLATE') });
  return (
    <Stack maw={760}>
      <Title order={1}>{t('DEV.BOILERPLATE')}</Title>
      <Text>{t('DEV.BOILERPLATE_INTRO')}</Text>
      <Code block>{TEMPLATE}</Code>
    </Stack>
  );
}
