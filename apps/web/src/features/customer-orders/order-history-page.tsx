import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePage } from '../../lib/page';
import { ErrorDisplay } from '../../ui/error-display';
import { documentIdOf } from './components/document-page';
import { type HistoryEntity, HistoryTable } from './components/history-table';

const ENTITIES: readonly HistoryEntity[] = ['customer_order', 'quote', 'quote_request'];

/** `/app/OrderHistory?id=N[&entity=quote]`: the popup page of a document's audit history. */
export default function OrderHistoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = documentIdOf(params);
  const entity = ENTITIES.find((e) => e === params.get('entity')) ?? 'customer_order';
  usePage({ title: t('SALES.HISTORY.TITLE') });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('SALES.HISTORY.TITLE')}
      </Title>
      {id ? (
        <HistoryTable entity={entity} id={id} />
      ) : (
        <ErrorDisplay message={t('SALES.ORDER.NOT_FOUND')} />
      )}
    </Stack>
  );
}
