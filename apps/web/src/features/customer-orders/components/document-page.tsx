import { Anchor, Button, Group, Modal, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { usePage } from '../../../lib/page';
import { ReadOnlyNotice } from '../../../lib/permissions';
import { ErrorMessage } from '../../../shell/error-message';
import { Badge } from '../../../ui/badge';
import { ErrorDisplay } from '../../../ui/error-display';
import { type HistoryEntity, HistoryTable } from './history-table';
import { StateBadge } from './state-badge';

/** `?id=12` → 12; `?new=true` or no id → null (a new document); anything else → undefined. */
export function documentIdOf(params: URLSearchParams): number | null | undefined {
  const raw = params.get('id');
  if (raw === null || raw === '') return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/** The OrderHistory popup of a document: its audit history in a dialog. */
export function HistoryButton({ entity, id }: { entity: HistoryEntity; id: number }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        {t('SALES.HISTORY.OPEN')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('SALES.HISTORY.TITLE')}
        size="xl"
      >
        {isOpen && <HistoryTable entity={entity} id={id} />}
      </Modal>
    </>
  );
}

/**
 * The frame of a sales document page: back link, title with number and state, loading and
 * missing states, and the read-only notice for users who may not change it (each editor locks
 * its own fields, so a right other than sales.write keeps its actions).
 */
export function DocumentPage<D extends { number: string; state: string }>({
  id,
  query,
  listUrl,
  listTitle,
  newTitle,
  title,
  notFound,
  children,
}: {
  id: number | null | undefined;
  query: UseQueryResult<D>;
  listUrl: string;
  listTitle: string;
  newTitle: string;
  title: string;
  notFound: string;
  children: (document: D | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const isNew = id === null;
  const document = query.data;
  usePage({ title: isNew ? newTitle : document?.number });
  const isMissing =
    id === undefined || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={listUrl} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {listTitle}
        </Group>
      </Anchor>
      <Group gap="sm">
        <Title order={1} size="h2">
          {isNew ? newTitle : document ? `${title} ${document.number}` : title}
        </Title>
        {document && <StateBadge state={document.state} size="md" />}
        {query.isFetching && !query.isPending && <Badge size="xs">{t('SALES.REFRESHING')}</Badge>}
      </Group>
      {isMissing && <ErrorDisplay message={notFound} />}
      {!isMissing && query.isError && <ErrorMessage error={query.error} />}
      {!isNew && !isMissing && query.isPending && <Skeleton height={480} />}
      {/* The editors lock their own fields: actions of other rights (dispatch) stay usable. */}
      <ReadOnlyNotice permission="sales.write" />
      {isNew && children(null)}
      {document && children(document)}
    </Stack>
  );
}
