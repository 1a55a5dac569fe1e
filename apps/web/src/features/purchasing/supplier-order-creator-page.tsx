import { supplierOrderGeneratorEndpoints, type TSupplierOrderHeader } from '@kontor/contract';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { callApi } from '../../lib/api/client';
import { useListParams } from '../../lib/list-params';
import { usePage } from '../../lib/page';
import { ListResults } from '../../shell/list-results';
import { ActionButton } from '../../ui/action-button';
import { PartnerLookup } from '../partners/components/partner-lookup';
import {
  invalidatePurchasing,
  useCreatingMutation,
  useGeneratorView,
  usePurchasingLive,
} from './api/purchasing-api';
import {
  type Choice,
  type CreatorRow,
  defaultChoice,
  generateBodyOf,
  lineKey,
  rowsOf,
} from './creator/creator-model';
import { CREATOR_CODEC, viewQueryOf } from './creator/creator-params';
import { CreatorTable } from './creator/creator-table';
import { PreviewModal } from './creator/preview-modal';
import { MadeOrders } from './made-orders';

type LineRow = Extract<CreatorRow, { kind: 'line' }>;

/**
 * `/app/supplier-order-creator`: the open purchase demand per supplier; the buyer chooses lines
 * (another supplier, quantity, price), sees what generating will make and generates the drafts.
 * Alt+A chooses the page's lines, Alt+N drops every choice, Alt+G shows the preview.
 */
export default function SupplierOrderCreatorPage() {
  const { t } = useTranslation();
  usePage({ title: t('PURCHASING.CREATOR.TITLE') });
  usePurchasingLive();
  const queryClient = useQueryClient();
  const list = useListParams(CREATOR_CODEC);
  const view = useGeneratorView(viewQueryOf(list.params));
  const [choices, setChoices] = useState<ReadonlyMap<string, Choice>>(new Map());
  const [isPreviewing, setIsPreviewing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [made, setMade] = useState<TSupplierOrderHeader[] | null>(null);
  const generate = useCreatingMutation((body: ReturnType<typeof generateBodyOf>) =>
    callApi(supplierOrderGeneratorEndpoints.generate, { body }),
  );

  const rows = rowsOf(view.data?.items ?? []);
  const lineRows = rows.filter((row): row is LineRow => row.kind === 'line');
  const choiceOf = (row: LineRow) => choices.get(row.key) ?? defaultChoice(row.line, row.proposal);
  const chosen = [...choices.values()].filter((c) => c.isSelected);
  const put = (updates: readonly [string, Choice][]) =>
    setChoices((current) => new Map([...current, ...updates]));
  const groupLines = (groupKey: string) =>
    lineRows.filter(
      (row) => `g|${row.proposal.supplierId}|${row.proposal.currencyCode}` === groupKey,
    );
  const isGroupSelected = (groupKey: string) => {
    const lines = groupLines(groupKey);
    return lines.length > 0 && lines.every((row) => choiceOf(row).isSelected);
  };
  const selectRows = (selected: readonly LineRow[], isSelected: boolean) =>
    put(selected.map((row) => [row.key, { ...choiceOf(row), isSelected }]));

  const shortcuts = useRef({ all: () => {}, none: () => {}, preview: () => {} });
  shortcuts.current = {
    all: () => selectRows(lineRows, true),
    none: () => setChoices(new Map()),
    preview: () => chosen.length > 0 && openPreview(),
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
      const action = { KeyA: 'all', KeyN: 'none', KeyG: 'preview' }[event.code] as
        | 'all'
        | 'none'
        | 'preview'
        | undefined;
      if (!action) return;
      event.preventDefault();
      shortcuts.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  function openPreview() {
    setRefusal(null);
    setIsPreviewing(true);
  }

  async function onGenerate() {
    try {
      const answer = await generate.mutateAsync(generateBodyOf(chosen));
      setMade(answer.orders);
      setChoices(new Map());
      setIsPreviewing(false);
    } catch (error) {
      const faster =
        error instanceof ApiError &&
        error.problem?.errors?.some((e) => e.code === 'already_ordered');
      if (faster) {
        // Another buyer ordered some of this demand meanwhile: the view shows what is left.
        setChoices(new Map());
        setIsPreviewing(false);
        await invalidatePurchasing(queryClient);
      }
      setRefusal(t(faster ? 'PURCHASING.CREATOR.ALREADY_ORDERED' : 'PURCHASING.CREATOR.FAILED'));
    }
  }

  const { params } = list;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('PURCHASING.CREATOR.TITLE')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('PURCHASING.CREATOR.TERM')}
          value={params.term}
          onChange={(e) => list.onFilter({ ...params, term: e.currentTarget.value }, true)}
        />
        <PartnerLookup
          lookup="suppliers"
          label={t('PURCHASING.FIELD.SUPPLIER')}
          value={params.supplierId ? { id: params.supplierId, name: params.supplierName } : null}
          onChange={(s) =>
            list.onFilter({ ...params, supplierId: s?.id ?? null, supplierName: s?.name ?? '' })
          }
        />
        <Button variant="default" onClick={() => selectRows(lineRows, true)}>
          {t('PURCHASING.CREATOR.SELECT_PAGE')}
        </Button>
        <Button
          variant="default"
          disabled={choices.size === 0}
          onClick={() => setChoices(new Map())}
        >
          {t('PURCHASING.CREATOR.SELECT_NONE')}
        </Button>
        <ActionButton
          endpoint={supplierOrderGeneratorEndpoints.generate}
          disabledReason={chosen.length === 0 ? t('PURCHASING.CREATOR.NOTHING_CHOSEN') : null}
          onClick={openPreview}
        >
          {t('PURCHASING.CREATOR.PREVIEW', { count: chosen.length })}
        </ActionButton>
      </Group>
      <Text size="sm" c="dimmed">
        {t('PURCHASING.CREATOR.KEYS')}
      </Text>
      {made && <MadeOrders orders={made} onClose={() => setMade(null)} />}
      {refusal && !isPreviewing && (
        <Alert color="orange" role="alert" withCloseButton onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <ListResults
        query={view}
        totalText={(count) => t('PURCHASING.CREATOR.TOTAL', { count })}
        emptyText={t('PURCHASING.CREATOR.EMPTY')}
        testId="generator-total"
        paging={list.paging}
      >
        {() => (
          <CreatorTable
            rows={rows}
            choiceOf={choiceOf}
            onChange={(next) => put([[lineKey(next.proposal, next.line), next]])}
            isGroupSelected={isGroupSelected}
            onToggleGroup={(key) => selectRows(groupLines(key), !isGroupSelected(key))}
          />
        )}
      </ListResults>
      {isPreviewing && (
        <PreviewModal
          choices={chosen}
          refusal={refusal}
          isPending={generate.isPending}
          onGenerate={onGenerate}
          onClose={() => setIsPreviewing(false)}
        />
      )}
    </Stack>
  );
}
