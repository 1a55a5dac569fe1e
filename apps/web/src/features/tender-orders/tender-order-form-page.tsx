import { Anchor, Group, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { KeptTabPanels } from '../../ui/kept-tab-panels';
import { DocumentPage, documentIdOf } from '../customer-orders/components/document-page';
import { FilesPanel } from '../library/files-panel';
import { TenderActions } from './tender-actions';
import { TenderEditor } from './tender-editor';
import { useTender } from './tender-orders-api';

type Tab = 'items' | 'documents';

/** `/app/TenderOrderForm?id=N`: one tender order (tabs: items, documents); no id: a new one. */
export default function TenderOrderFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = documentIdOf(params);
  const tender = useTender(id ?? null);
  const [tab, setTab] = useState<Tab>('items');
  return (
    <DocumentPage
      id={id}
      query={tender}
      listUrl="/app/tender-orders"
      listTitle={t('TENDER.LIST.TITLE')}
      newTitle={t('TENDER.NEW_TITLE')}
      title={t('TENDER.TITLE')}
      notFound={t('TENDER.NOT_FOUND')}
    >
      {(document) =>
        document === null ? (
          <TenderEditor key="new" tender={null} />
        ) : (
          <>
            <Group gap="lg">
              {document.quoteNumber && (
                <Text size="sm">
                  {t('TENDER.FIELD.QUOTE')}:{' '}
                  <Anchor component={Link} to={`/app/QuoteForm?id=${document.quoteId}`}>
                    {document.quoteNumber}
                  </Anchor>
                </Text>
              )}
              {document.customerOrderNumber && (
                <Text size="sm">
                  {t('TENDER.FIELD.ORDER')}:{' '}
                  <Anchor
                    component={Link}
                    to={`/app/CustomerOrderForm?id=${document.customerOrderId}`}
                  >
                    {document.customerOrderNumber}
                  </Anchor>
                </Text>
              )}
            </Group>
            <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'items')}>
              <Tabs.List>
                <Tabs.Tab value="items">{t('TENDER.TAB.ITEMS')}</Tabs.Tab>
                <Tabs.Tab value="documents">{t('TENDER.TAB.DOCUMENTS')}</Tabs.Tab>
              </Tabs.List>
            </Tabs>
            <KeptTabPanels
              selected={tab}
              renderPanel={(key) =>
                key === 'items' ? (
                  <TenderEditor
                    key={`${document.id}-${document.version}`}
                    tender={document}
                    actions={(isDirty) => <TenderActions tender={document} isDirty={isDirty} />}
                  />
                ) : (
                  <FilesPanel location="TENDER_ORDER" ownerId={document.id} />
                )
              }
            />
          </>
        )
      }
    </DocumentPage>
  );
}
