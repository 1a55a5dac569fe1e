import {
  discountEndpoints,
  type TDiscount,
  type TDiscountItem,
  type TRecalculation,
} from '@kontor/contract';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../lib/format';
import { ActionButton } from '../../../ui/action-button';
import { LAYER } from '../../../ui/layers';
import { useToast } from '../../../ui/toast';
import { refusalKeyOf, useRecalculate } from '../api/discounts-api';

/** Recomputes the shown prices and margins from today's prices and shows what changed. */
export function RecalculateButton({
  discount,
  items,
}: {
  discount: TDiscount;
  items: readonly TDiscountItem[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const recalculate = useRecalculate(discount.id);
  const [changes, setChanges] = useState<TRecalculation[] | null>(null);
  const codes = new Map(items.map((item) => [item.id, `${item.targetCode} ${item.targetName}`]));
  const shown = (value: string | null) => (value === null ? '–' : formatQuantity(value));

  async function run() {
    try {
      const answer = await recalculate.mutateAsync();
      if (answer.changes.length === 0) toast.show(t('DISCOUNTS.RECALCULATE.NONE'), 'SUCCESS');
      else setChanges(answer.changes);
    } catch (error) {
      toast.show(t(refusalKeyOf(error) ?? 'DISCOUNTS.ERROR.ACTION_FAILED'), 'ERROR');
    }
  }

  return (
    <>
      <ActionButton
        endpoint={discountEndpoints.recalculate}
        size="xs"
        variant="default"
        leftSection={<IconCalculator size={14} aria-hidden />}
        loading={recalculate.isPending}
        onClick={() => void run()}
      >
        {t('DISCOUNTS.RECALCULATE.BUTTON')}
      </ActionButton>
      <Modal
        opened={changes !== null}
        onClose={() => setChanges(null)}
        zIndex={LAYER.dialog}
        closeButtonProps={{ 'aria-label': t('UI.CLOSE') }}
        size="xl"
        title={t('DISCOUNTS.RECALCULATE.TITLE', { count: changes?.length ?? 0 })}
      >
        <Stack gap="md">
          <Table
            striped
            aria-label={t('DISCOUNTS.RECALCULATE.TITLE', { count: changes?.length ?? 0 })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('DISCOUNTS.ITEM.TARGET')}</Table.Th>
                <Table.Th>{t('DISCOUNTS.RECALCULATE.FIELD')}</Table.Th>
                <Table.Th ta="right">{t('DISCOUNTS.RECALCULATE.BEFORE')}</Table.Th>
                <Table.Th ta="right">{t('DISCOUNTS.RECALCULATE.AFTER')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(changes ?? []).map((c) => (
                <Table.Tr key={`${c.itemId}-${c.field}`}>
                  <Table.Td>
                    <Text size="sm" truncate maw={320}>
                      {codes.get(c.itemId) ?? `#${c.itemId}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`DISCOUNTS.HISTORY.FIELD.${c.field}`)}</Table.Td>
                  <Table.Td ta="right">{shown(c.before)}</Table.Td>
                  <Table.Td ta="right">{shown(c.after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button onClick={() => setChanges(null)} data-autofocus>
              {t('UI.CLOSE')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
