import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ErrorDisplay } from '../../ui/error-display';
import { documentIdOf } from '../customer-orders/components/document-page';
import { EmailSenderModal } from '../emails/email-sender-modal';
import { usePurchasingLive, useSupplierOrder } from './api/purchasing-api';
import { emailDocumentOf } from './form/order-actions';
import { OrderEditor } from './form/order-editor';
import { SupplierOrderStateBadge } from './state-badge';

/** `/app/SupplierOrderForm?id=N`: one supplier order; `?new=true` (or no id): a new one. */
export default function SupplierOrderFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = documentIdOf(params);
  const query = useSupplierOrder(id ?? null);
  usePurchasingLive();
  const order = query.data;
  const [mailedId, setMailedId] = useState<number | null>(null);
  usePage({ title: id === null ? t('PURCHASING.FORM.NEW_TITLE') : order?.number });
  const isMissing =
    id === undefined || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/app/supplier-orders" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('PURCHASING.LIST.TITLE')}
        </Group>
      </Anchor>
      <Group gap="sm">
        <Title order={1} size="h2">
          {id === null
            ? t('PURCHASING.FORM.NEW_TITLE')
            : `${t('PURCHASING.FORM.TITLE')} ${order?.number ?? ''}`}
        </Title>
        {order && <SupplierOrderStateBadge state={order.state} size="md" />}
      </Group>
      {isMissing && <ErrorDisplay message={t('PURCHASING.FORM.NOT_FOUND')} />}
      {!isMissing && query.isError && <ErrorMessage error={query.error} />}
      {id !== null && !isMissing && query.isPending && <Skeleton height={480} />}
      {id === null && <OrderEditor key="new" order={null} onSent={() => undefined} />}
      {order && <OrderEditor key={order.id} order={order} onSent={() => setMailedId(order.id)} />}
      {mailedId !== null && (
        <EmailSenderModal
          document={emailDocumentOf({ id: mailedId })}
          onClose={() => setMailedId(null)}
        />
      )}
    </Stack>
  );
}
