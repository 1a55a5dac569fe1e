import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuoteRequest } from './api/sales-api';
import { CommentsSection } from './components/comments-section';
import { DocumentPage, documentIdOf } from './components/document-page';
import { RequestEditor } from './requests/request-editor';

/** `/app/QuoteRequestForm?id=N`: one quote request; `?new=true` (or no id): a new one. */
export default function QuoteRequestFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = documentIdOf(params);
  const request = useQuoteRequest(id ?? null);
  return (
    <DocumentPage
      id={id}
      query={request}
      listUrl="/app/quote-requests"
      listTitle={t('SALES.REQUEST.LIST_TITLE')}
      newTitle={t('SALES.REQUEST.NEW_TITLE')}
      title={t('SALES.REQUEST.TITLE')}
      notFound={t('SALES.REQUEST.NOT_FOUND')}
    >
      {(document) =>
        document === null ? (
          <RequestEditor key="new" request={null} />
        ) : (
          <Stack gap="md">
            <RequestEditor key={`${document.id}-${document.version}`} request={document} />
            <CommentsSection target={{ quote_request_id: document.id }} />
          </Stack>
        )
      }
    </DocumentPage>
  );
}
