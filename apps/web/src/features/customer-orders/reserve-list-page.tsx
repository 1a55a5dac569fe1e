import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePage } from '../../lib/page';
import { ErrorDisplay } from '../../ui/error-display';
import { documentIdOf } from './components/document-page';
import { ReserveList } from './orders/reserve-list';

/** `/app/CustomerOrderReserveList?id=N`: what each line of an order holds and lacks. */
export default function ReserveListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = documentIdOf(params);
  usePage({ title: t('SALES.RESERVE.TITLE') });
  return (
    <Stack gap="md">
      {id && (
        <Anchor component={Link} to={`/app/CustomerOrderForm?id=${id}`} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {t('SALES.ORDER.TITLE')}
          </Group>
        </Anchor>
      )}
      <Title order={1} size="h2">
        {t('SALES.RESERVE.TITLE')}
      </Title>
      {id ? <ReserveList orderId={id} /> : <ErrorDisplay message={t('SALES.ORDER.NOT_FOUND')} />}
    </Stack>
  );
}
