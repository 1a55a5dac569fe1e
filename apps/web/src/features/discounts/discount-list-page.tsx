import { discountEndpoints } from '@kontor/contract';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListParams } from '../../lib/list-params';
import { usePage } from '../../lib/page';
import { Can } from '../../lib/permissions';
import { ListResults } from '../../shell/list-results';
import { ActionButton } from '../../ui/action-button';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';
import { useDeleteDiscounts, useDiscountList } from './api/discounts-api';
import { type DeleteOutcome, DeleteOutcomes } from './list/delete-outcomes';
import { DiscountFilters } from './list/discount-filters';
import { DiscountTable } from './list/discount-table';
import { LIST_CODEC, listQueryOf } from './list/list-params';

/** `/app/discounts`: filter, sort and page the discount lists; delete drafts in bulk; open one. */
export default function DiscountListPage() {
  const { t } = useTranslation();
  usePage({ title: t('DISCOUNTS.LIST.TITLE') });
  const toast = useToast();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const listParams = useListParams(LIST_CODEC, () => setSelected(new Set()));
  const { params } = listParams;
  const list = useDiscountList(listQueryOf(params));
  const remove = useDeleteDiscounts();
  const [isAsking, setIsAsking] = useState(false);
  const [outcomes, setOutcomes] = useState<{
    results: DeleteOutcome[];
    names: Map<number, string>;
  } | null>(null);

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
            <ActionButton
              endpoint={discountEndpoints.removeMany}
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabledReason={selected.size === 0 ? t('DISCOUNTS.LIST.SELECT_ROWS_FIRST') : null}
              onClick={() => setIsAsking(true)}
            >
              {t('DISCOUNTS.DELETE.BUTTON', { count: selected.size })}
            </ActionButton>
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
      <DiscountFilters params={params} onChange={listParams.onFilter} />
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
        paging={listParams.paging}
      >
        {(items) => (
          <DiscountTable
            items={items}
            params={params}
            onSort={listParams.onSort}
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
