import { Button, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePage } from '../lib/page';

/** Any unknown path (000 §2): the text and a button that goes back one history step. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  // Its own crumb: the breadcrumb does not claim the user is still on the previous page.
  usePage({ title: t('NOT_FOUND.TITLE') });
  const navigate = useNavigate();
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="lg">
        <Title order={1}>{t('NOT_FOUND.TEXT')}</Title>
        <Button onClick={() => navigate(-1)}>{t('NOT_FOUND.BACK')}</Button>
      </Stack>
    </Center>
  );
}
