import { discountEndpoints, type TDiscount, type TDiscountItem } from '@kontor/contract';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleOff, IconPlaylistAdd, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { usePermission } from '../../../lib/permissions';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { UNPICKED_TEXT } from '../../../ui/lookup/use-entry-lookup';
import { useToast } from '../../../ui/toast';
import {
  refusalKeyOf,
  useCancelItem,
  useDeleteItems,
  useDiscountItems,
  useSaveItem,
} from '../api/discounts-api';
import { problemFieldErrors } from '../form/field-errors';
import { AddProductsModal } from './add-products-modal';
import { type ItemRow, isChanged, isTargetUnpicked, itemBodyOf, newRow, rowOf } from './item-rows';
import { ItemsGrid } from './items-grid';
import { RecalculateButton } from './recalculate-button';

type Asked = { action: 'cancel' | 'delete'; ids: number[] } | null;

/** The stored items with the user's pending edits over them and new rows at the end. */
function useRows(items: readonly TDiscountItem[] | undefined) {
  const [edits, setEdits] = useState<ReadonlyMap<string, ItemRow>>(new Map());
  const [added, setAdded] = useState<readonly string[]>([]);
  // A new row's id once the server stored it: when the list read again already holds that item,
  // the row is not shown a second time (whichever of the two answers the screen sees first).
  const [savedAs, setSavedAs] = useState<ReadonlyMap<string, number>>(new Map());
  const rows = useMemo(() => {
    const stored = (items ?? []).map((item) => edits.get(String(item.id)) ?? rowOf(item));
    const storedIds = new Set((items ?? []).map((item) => item.id));
    const fresh = added.flatMap((key) => {
      const row = edits.get(key);
      const id = savedAs.get(key);
      return row && !(id !== undefined && storedIds.has(id)) ? [row] : [];
    });
    return [...stored, ...fresh];
  }, [items, edits, added, savedAs]);
  const markSaved = (key: string, id: number) =>
    setSavedAs((current) => new Map(current).set(key, id));
  const put = (row: ItemRow) => setEdits((current) => new Map(current).set(row.key, row));
  const drop = (key: string) => {
    setEdits((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
    setAdded((current) => current.filter((k) => k !== key));
    setSavedAs((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  };
  const add = () => {
    const row = newRow(Date.now());
    put(row);
    setAdded((current) => [...current, row.key]);
  };
  return { rows, edits, put, drop, add, markSaved };
}

/** The items of the list in the grid: typed rows save one by one; actions on the picked rows. */
export function ItemsSection({ discount }: { discount: TDiscount }) {
  const { t } = useTranslation();
  const toast = useToast();
  const items = useDiscountItems(discount.id);
  const save = useSaveItem(discount.id);
  const cancelItem = useCancelItem(discount.id);
  const deleteItems = useDeleteItems(discount.id);
  const canWrite = usePermission('discounts.write');
  const { rows, edits, put, drop, add, markSaved } = useRows(items.data);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asked, setAsked] = useState<Asked>(null);
  const [isAdding, setIsAdding] = useState(false);
  useUnsavedGuard(edits.size > 0);
  const isClosed = discount.state === 'CANCELLED' || discount.state === 'EXPIRED';
  const readOnly = !canWrite || isClosed;

  const setError = (key: string, message: string | null) =>
    setErrors((current) => {
      const next = new Map(current);
      if (message === null) next.delete(key);
      else next.set(key, message);
      return next;
    });

  async function onRowChange(next: ItemRow) {
    if (!isChanged(next)) {
      // Back to what is stored: nothing to keep. A new row waits for its product and amount.
      // A typed target never picked is kept (marked), not dropped for the stored one.
      if (next.item === null || isTargetUnpicked(next)) put(next);
      else drop(next.key);
      return;
    }
    put(next);
    const body = itemBodyOf(next)!;
    try {
      await save.mutateAsync({
        itemId: next.item?.id ?? null,
        body,
        onSaved: (item) => markSaved(next.key, item.id),
      });
      drop(next.key);
      setError(next.key, null);
    } catch (error) {
      const fields = Object.values(problemFieldErrors(error));
      setError(next.key, t(fields[0] ?? refusalKeyOf(error) ?? 'DISCOUNTS.SAVE_FAILED'));
    }
  }

  function onDeleteRow(index: number) {
    const row = rows[index];
    if (!row) return;
    if (row.item === null) drop(row.key);
    else setAsked({ action: 'delete', ids: [row.item.id] });
  }

  const pickedIds = rows.flatMap((row) => (row.item && selected.has(row.key) ? [row.item.id] : []));
  const pickedOpen = rows.flatMap((row) =>
    row.item && !row.item.isCancelled && selected.has(row.key) ? [row.item.id] : [],
  );

  async function confirm(done: NonNullable<Asked>) {
    try {
      if (done.action === 'delete') await deleteItems.mutateAsync(done.ids);
      else for (const id of done.ids) await cancelItem.mutateAsync(id);
      toast.show(
        t(`DISCOUNTS.ITEM.${done.action.toUpperCase()}_DONE`, { count: done.ids.length }),
        'SUCCESS',
      );
      setSelected(new Set());
    } catch (error) {
      toast.show(t(refusalKeyOf(error) ?? 'DISCOUNTS.ERROR.ACTION_FAILED'), 'ERROR');
    } finally {
      setAsked(null);
    }
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('DISCOUNTS.ITEM.TITLE')}
          </Title>
          {!readOnly && (
            <Group gap="xs">
              <ActionButton
                endpoint={discountEndpoints.cancelItem}
                size="xs"
                variant="default"
                leftSection={<IconCircleOff size={14} aria-hidden />}
                disabledReason={pickedOpen.length === 0 ? t('SHELL.DISABLED.SELECT_ROWS') : null}
                onClick={() => setAsked({ action: 'cancel', ids: pickedOpen })}
              >
                {t('DISCOUNTS.ITEM.CANCEL', { count: pickedOpen.length })}
              </ActionButton>
              <ActionButton
                endpoint={discountEndpoints.removeItems}
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                disabledReason={pickedIds.length === 0 ? t('SHELL.DISABLED.SELECT_ROWS') : null}
                onClick={() => setAsked({ action: 'delete', ids: pickedIds })}
              >
                {t('DISCOUNTS.ITEM.DELETE', { count: pickedIds.length })}
              </ActionButton>
              <RecalculateButton discount={discount} items={items.data ?? []} />
              <ActionButton
                endpoint={discountEndpoints.addProducts}
                size="xs"
                leftSection={<IconPlaylistAdd size={14} aria-hidden />}
                onClick={() => setIsAdding(true)}
              >
                {t('DISCOUNTS.ADD_PRODUCTS.BUTTON')}
              </ActionButton>
            </Group>
          )}
        </Group>
        {!readOnly && (
          <Text size="xs" c="dimmed">
            {t('DISCOUNTS.ITEM.KEYBOARD_HINT')}
          </Text>
        )}
        {discount.state !== 'DRAFT' && !readOnly && (
          <Alert color="blue" p="xs">
            {t('DISCOUNTS.ITEM.CHANGE_RESETS_APPROVAL')}
          </Alert>
        )}
        {items.isError && <ErrorMessage error={items.error} />}
        {items.isPending && <Skeleton height={240} />}
        {items.data && (
          <ItemsGrid
            discount={discount}
            rows={rows}
            readOnly={readOnly}
            rowError={(row) =>
              errors.get(row.key) ?? (isTargetUnpicked(row) ? t(UNPICKED_TEXT) : undefined)
            }
            onRowChange={(_, next) => void onRowChange(next)}
            onAddRow={add}
            onDeleteRow={onDeleteRow}
            selected={selected}
            onSelectedChange={setSelected}
          />
        )}
        <Text size="sm" c="dimmed" data-testid="item-count">
          {t('DISCOUNTS.ITEM.COUNT', { count: items.data?.length ?? 0 })}
        </Text>
      </Stack>
      {asked && (
        <ConfirmModal
          opened
          title={t(`DISCOUNTS.ITEM.${asked.action.toUpperCase()}_TITLE`)}
          question={t(`DISCOUNTS.ITEM.${asked.action.toUpperCase()}_QUESTION`, {
            count: asked.ids.length,
          })}
          confirmLabel={t(`DISCOUNTS.ITEM.${asked.action.toUpperCase()}_CONFIRM`)}
          isPending={cancelItem.isPending || deleteItems.isPending}
          onConfirm={() => void confirm(asked)}
          onClose={() => setAsked(null)}
        />
      )}
      {isAdding && <AddProductsModal discount={discount} onClose={() => setIsAdding(false)} />}
    </Paper>
  );
}
