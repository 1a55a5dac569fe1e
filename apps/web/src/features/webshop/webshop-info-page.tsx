import { type TWebshopInfo, webshopEndpoints } from '@kontor/contract';
import {
  Badge,
  Checkbox,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil, IconSearch, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../lib/format';
import { usePage } from '../../lib/page';
import { useMayCall } from '../../lib/permissions';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { DebouncedTextInput } from '../../ui/debounced-text-input';
import { GuardedModal } from '../../ui/guarded-modal';
import { ListPager } from '../../ui/list-pager';
import { useToast } from '../../ui/toast';
import { usePublishWebshopInfo, useWebshopInfo } from './webshop-api';
import { WebshopBulkForm } from './webshop-bulk-form';
import { WebshopInfoForm } from './webshop-info-form';

const PAGE_SIZE = 25;
type Shown = 'all' | 'true' | 'false';

/** `/app/WebshopInfo` (spec 001 §2 "Webshop info"): the products' webshop data, many at once. */
export default function WebshopInfoPage() {
  const { t } = useTranslation();
  usePage({ title: t('WEBSHOP.TITLE') });
  const toast = useToast();
  const canWrite = useMayCall(webshopEndpoints.save);
  const [term, setTerm] = useState('');
  const [shown, setShown] = useState<Shown>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<TWebshopInfo | null>(null);
  const [isBulkOpen, setBulkOpen] = useState(false);
  const list = useWebshopInfo({
    term: term.trim(),
    ...(shown !== 'all' && { published: shown }),
    page_number: page - 1,
    page_size: PAGE_SIZE,
  });
  const publish = usePublishWebshopInfo();
  const items = list.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.productId));
  const noneSelected = selected.size === 0 ? t('SHELL.DISABLED.SELECT_ROWS') : null;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function setPublished(published: boolean) {
    const { changed } = await publish.mutateAsync({ productIds: [...selected], published });
    toast.show(
      t(published ? 'WEBSHOP.PUBLISHED_MANY' : 'WEBSHOP.WITHDRAWN_MANY', { count: changed }),
      'SUCCESS',
    );
    setSelected(new Set());
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('WEBSHOP.TITLE')}
      </Title>
      <Group align="flex-end" gap="md">
        <DebouncedTextInput
          label={t('WEBSHOP.SEARCH')}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={320}
          maxLength={200}
          value={term}
          onCommit={(typed) => {
            setTerm(typed);
            setPage(1);
          }}
        />
        <SegmentedControl
          aria-label={t('WEBSHOP.SHOWN')}
          value={shown}
          onChange={(value) => {
            setShown(value as Shown);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('WEBSHOP.SHOWN_ALL') },
            { value: 'true', label: t('WEBSHOP.SHOWN_PUBLISHED') },
            { value: 'false', label: t('WEBSHOP.SHOWN_UNPUBLISHED') },
          ]}
        />
      </Group>
      {canWrite && (
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('WEBSHOP.SELECTED', { count: selected.size })}
          </Text>
          <ActionButton
            endpoint={webshopEndpoints.publish}
            size="xs"
            leftSection={<IconEye size={14} aria-hidden />}
            disabledReason={noneSelected}
            loading={publish.isPending}
            onClick={() => void setPublished(true)}
          >
            {t('WEBSHOP.PUBLISH')}
          </ActionButton>
          <ActionButton
            endpoint={webshopEndpoints.publish}
            size="xs"
            variant="default"
            leftSection={<IconEyeOff size={14} aria-hidden />}
            disabledReason={noneSelected}
            loading={publish.isPending}
            onClick={() => void setPublished(false)}
          >
            {t('WEBSHOP.WITHDRAW')}
          </ActionButton>
          <ActionButton
            endpoint={webshopEndpoints.bulk}
            size="xs"
            variant="default"
            leftSection={<IconStack2 size={14} aria-hidden />}
            disabledReason={noneSelected}
            onClick={() => setBulkOpen(true)}
          >
            {t('WEBSHOP.BULK')}
          </ActionButton>
        </Group>
      )}
      {list.isError && <ErrorMessage error={list.error} />}
      {list.isPending && <Skeleton height={400} />}
      {list.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('WEBSHOP.TOTAL', { count: formatInteger(list.data.total) })}
          </Text>
          <Table striped highlightOnHover aria-label={t('WEBSHOP.TITLE')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('WEBSHOP.SELECT_ALL')}
                    checked={allSelected}
                    disabled={!canWrite}
                    onChange={() =>
                      setSelected(allSelected ? new Set() : new Set(items.map((i) => i.productId)))
                    }
                  />
                </Table.Th>
                <Table.Th>{t('WEBSHOP.CODE')}</Table.Th>
                <Table.Th>{t('WEBSHOP.NAME')}</Table.Th>
                <Table.Th>{t('WEBSHOP.STATE')}</Table.Th>
                <Table.Th>{t('WEBSHOP.LANGUAGES')}</Table.Th>
                <Table.Th>{t('WEBSHOP.SLUG')}</Table.Th>
                <Table.Th>{t('WEBSHOP.MAIN_IMAGE')}</Table.Th>
                <Table.Th w={60} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.productId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('WEBSHOP.SELECT', { code: item.code })}
                      checked={selected.has(item.productId)}
                      disabled={!canWrite}
                      onChange={() => toggle(item.productId)}
                    />
                  </Table.Td>
                  <Table.Td>{item.code}</Table.Td>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>
                    <Badge color={item.published ? 'green' : 'gray'} variant="light">
                      {t(item.published ? 'WEBSHOP.STATE_PUBLISHED' : 'WEBSHOP.STATE_UNPUBLISHED')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{item.texts.map((text) => text.language).join(', ')}</Table.Td>
                  <Table.Td>
                    {item.texts.find((text) => text.language === 'HU')?.slug ?? ''}
                  </Table.Td>
                  <Table.Td>
                    {item.images.find((image) => image.id === item.mainMediaId)?.originalName ?? ''}
                  </Table.Td>
                  <Table.Td>
                    <ActionButton
                      endpoint={webshopEndpoints.save}
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('WEBSHOP.EDIT', { code: item.code })}
                      onClick={() => setEditing(item)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPager total={list.data.total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      )}
      <GuardedModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        title={editing ? `${editing.code} – ${editing.name}` : ''}
      >
        {editing && <WebshopInfoForm info={editing} onDone={() => setEditing(null)} />}
      </GuardedModal>
      <GuardedModal
        opened={isBulkOpen}
        onClose={() => setBulkOpen(false)}
        size="lg"
        title={t('WEBSHOP.BULK_TITLE', { count: selected.size })}
      >
        {isBulkOpen && (
          <WebshopBulkForm
            productIds={[...selected]}
            onDone={() => {
              setBulkOpen(false);
              setSelected(new Set());
            }}
          />
        )}
      </GuardedModal>
    </Stack>
  );
}
