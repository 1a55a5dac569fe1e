import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePage } from '../../lib/page';
import { Can } from '../../lib/permissions';
import { ListResults } from '../../shell/list-results';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';
import { useDeleteDiscounts, useDiscountList } from './api/discounts-api';
import { type DeleteOutcome, DeleteOutcomes } from './list/delete-outcomes';
import { DiscountFilters } from './list/discount-filters';
import { DiscountTable } from './list/discount-table';
import {
  type ListParams,
  listQueryOf,
  PAGE_SIZES,
  parseListParams,
  toggleSort,
  toListQuery,
} from './list/list-params';

/** `/app/discounts`: filter, sort and page the discount lists; delete drafts in bulk; open one. */
export default function DiscountListPage() {
  const { t } = useTranslation();
  usePage({ title: t('DISCOUNTS.LIST.TITLE') });
  const toast = useToast();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const params = parseListParams(query);
  const list = useDiscountList(listQueryOf(params));
  const remove = useDeleteDiscounts();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [isAsking, setIsAsking] = useState(false);
  const [outcomes, setOutcomes] = useState<{
    results: DeleteOutcome[];
    names: Map<number, string>;
  } | null>(null);

  // Typing in a filter replaces the history entry; sorting and paging add one, so Back returns.
  const update = (next: ListParams, replace = false) => {
    setSelected(new Set());
    setQuery(toListQuery(next), { replace });
  };

  async function deleteSelected() {
    const names = new Map((list.data?.items ?? []).map((d) => [d.id, d.name]));
    try {
      const { results } = await remove.mutateAsync([...selected]);
      setOutcomes({ results, names });
      setSelected(new Set());
    } catch {
      toast.show(t('DISCOUNTS.DELETE.FAILED'), 'ERROR');
    } finally {
      setIsAsking(false);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('DISCOUNTS.LIST.TITLE')}
        </Title>
        <Can permission="discounts.write">
          <Group gap="sm">
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={selected.size === 0}
              onClick={() => setIsAsking(true)}
            >
              {t('DISCOUNTS.DELETE.BUTTON', { count: selected.size })}
            </Button>
            <Button
              component={Link}
              to="/app/discounts/new"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('DISCOUNTS.LIST.NEW')}
            </Button>
          </Group>
        </Can>
      </Group>
      <DiscountFilters
        params={params}
        onChange={(next, isTyping) => update({ ...next, page: 1 }, isTyping)}
      />
      {outcomes && (
        <DeleteOutcomes
          outcomes={outcomes.results}
          names={outcomes.names}
          onClose={() => setOutcomes(null)}
        />
      )}
      <ListResults
        query={list}
        totalText={(count) => t('DISCOUNTS.LIST.TOTAL', { count })}
        emptyText={t('DISCOUNTS.LIST.EMPTY')}
        testId="discount-total"
        paging={{
          page: params.page,
          pageSize: params.pageSize,
          pageSizes: PAGE_SIZES,
          onChange: (next) => update({ ...params, ...next }),
        }}
      >
        {(items) => (
          <DiscountTable
            items={items}
            params={params}
            onSort={(sort) => update(toggleSort(params, sort))}
            onOpen={(discount) => navigate(`/app/discounts/${discount.id}`)}
            selected={selected}
            onSelectedChange={setSelected}
          />
        )}
      </ListResults>
      <ConfirmModal
        opened={isAsking}
        title={t('DISCOUNTS.DELETE.TITLE')}
        question={t('DISCOUNTS.DELETE.QUESTION', { count: selected.size })}
        confirmLabel={t('DISCOUNTS.DELETE.CONFIRM')}
        isPending={remove.isPending}
        onConfirm={() => void deleteSelected()}
        onClose={() => setIsAsking(false)}
      />
    </Stack>
  );
}
