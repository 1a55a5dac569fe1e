import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PrintButton } from '../documents/print-button';
import { useQuote } from './api/sales-api';
import { CommentsSection } from './components/comments-section';
import { DocumentPage, documentIdOf } from './components/document-page';
import { QuoteEditor } from './quotes/quote-editor';

/** `/app/QuoteForm?id=N`: one quote; `?new=true` (or no id): a new one. */
export default function QuoteFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = documentIdOf(params);
  const quote = useQuote(id ?? null);
  return (
    <DocumentPage
      id={id}
      query={quote}
      listUrl="/app/quotes"
      listTitle={t('SALES.QUOTE.LIST_TITLE')}
      newTitle={t('SALES.QUOTE.NEW_TITLE')}
      title={t('SALES.QUOTE.TITLE')}
      notFound={t('SALES.QUOTE.NOT_FOUND')}
    >
      {(document) =>
        document === null ? (
          <QuoteEditor key="new" quote={null} />
        ) : (
          <Stack gap="md">
            <QuoteEditor key={`${document.id}-${document.version}`} quote={document} />
            <Group justify="flex-end">
              <PrintButton kind="QUOTE" sourceId={document.id} />
            </Group>
            <CommentsSection target={{ quote_id: document.id }} />
          </Stack>
        )
      }
    </DocumentPage>
  );
}
