import type { TDiscount } from '@kontor/contract';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { formatDateTime } from '../../lib/format';
import { usePage } from '../../lib/page';
import { Editable } from '../../lib/permissions';
import { ErrorMessage } from '../../shell/error-message';
import { ErrorDisplay } from '../../ui/error-display';
import { DiscountActions } from './actions/discount-actions';
import { useDiscount } from './api/discounts-api';
import { DiscountStateBadge } from './discount-state-badge';
import { DiscountEditor } from './form/discount-editor';
import { HistorySection } from './history-section';
import { ItemsSection } from './items/items-section';

/** `new` → null (a new list); digits → the id; anything else → undefined (no such list). */
export function discountIdOf(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === 'new') return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/** Owner, last approval: who stands behind the list. */
function Ownership({ discount }: { discount: TDiscount }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="discount-ownership">
      {t('DISCOUNTS.FORM.OWNER', { name: discount.ownerName })}
      {discount.approvedByName && discount.approvedAt
        ? ` · ${t('DISCOUNTS.FORM.APPROVED_BY', {
            name: discount.approvedByName,
            at: formatDateTime(discount.approvedAt),
          })}`
        : ''}
    </Text>
  );
}

/** `/app/discounts/new` and `/app/discounts/{discountId}`: terms, items, actions, history. */
export default function DiscountFormPage() {
  const { t } = useTranslation();
  const id = discountIdOf(useParams().discountId);
  const discount = useDiscount(id ?? null);
  const isNew = id === null;
  const data = discount.data;
  usePage({ title: isNew ? t('DISCOUNTS.FORM.NEW_TITLE') : data?.name });
  const isMissing =
    id === undefined || (discount.error instanceof ApiError && discount.error.status === 404);

  return (
    <Stack maw={1280} gap="md">
      <Anchor component={Link} to="/app/discounts" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('DISCOUNTS.LIST.TITLE')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {isNew ? t('DISCOUNTS.FORM.NEW_TITLE') : (data?.name ?? t('DISCOUNTS.FORM.TITLE'))}
            </Title>
            {data && <DiscountStateBadge state={data.state} size="md" />}
          </Group>
          {data && <Ownership discount={data} />}
        </Stack>
        {data && <DiscountActions discount={data} />}
      </Group>
      {isMissing && <ErrorDisplay message={t('DISCOUNTS.FORM.NOT_FOUND')} />}
      {!isMissing && discount.isError && <ErrorMessage error={discount.error} />}
      {!isNew && !isMissing && discount.isPending && <Skeleton height={480} />}
      <Editable permission="discounts.write">
        {isNew && <DiscountEditor key="new" discount={null} />}
        {data && (
          <>
            <DiscountEditor key={data.id} discount={data} />
            <ItemsSection key={`items-${data.id}`} discount={data} />
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('DISCOUNTS.HISTORY.TITLE')}
                </Title>
                <HistorySection discountId={data.id} />
              </Stack>
            </Paper>
          </>
        )}
      </Editable>
    </Stack>
  );
}
