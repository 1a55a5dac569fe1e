import { dispatchEndpoints, Money, type TOrder } from '@kontor/contract';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPackageExport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { callApi } from '../../../lib/api/client';
import { formatQuantity } from '../../../lib/format';
import { ActionButton } from '../../../ui/action-button';
import { parseDecimalText } from '../../../ui/editable-grid/decimal';
import { GuardedModal } from '../../../ui/guarded-modal';
import { useToast } from '../../../ui/toast';
import { invalidateSales, orderQuery } from '../api/sales-api';
import { trimDecimal } from '../lines/line-model';

type Line = TOrder['lines'][number];

/** What may leave now: the line's reservation (never more than its undispatched rest). */
function sendableOf(line: Line): Money {
  const rest = new Money(line.quantity).minus(line.dispatchedQuantity);
  return Money.min(rest, line.reservedQuantity);
}

/** A typed quantity checked against what may leave; the error text when it may not. */
function checkQuantity(typed: string, line: Line, t: TFunction) {
  const parsed = parseDecimalText(typed, { scale: 4, min: '0' });
  if (!parsed.ok) return t('SALES.DISPATCH.BAD_QUANTITY');
  if (parsed.value !== null && new Money(parsed.value).greaterThan(sendableOf(line)))
    return t('SALES.DISPATCH.OVER_RESERVED', { max: formatQuantity(sendableOf(line).toString()) });
  return undefined;
}

/**
 * 'Részleges kiszállítás': per line how much leaves now, at most what is reserved for it; the rest
 * stays on the order for a later dispatch.
 */
export function PartialDispatchButton({ order, disabled }: { order: TOrder; disabled: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const lines = order.lines.filter((line) => sendableOf(line).greaterThan(0));
  const [typed, setTyped] = useState<Record<number, string> | null>(null);
  const [isSending, setIsSending] = useState(false);
  const errors = Object.fromEntries(
    lines.map((line) => [line.id, checkQuantity(typed?.[line.id] ?? '', line, t)]),
  );
  const chosen = lines.flatMap((line) => {
    const value = parseDecimalText(typed?.[line.id] ?? '').ok
      ? (typed?.[line.id] ?? '').replace(/\s/g, '').replace(',', '.')
      : '';
    return value !== '' && Number(value) > 0 ? [{ orderLineId: line.id, quantity: value }] : [];
  });
  const isValid = Object.values(errors).every((e) => e === undefined) && chosen.length > 0;

  async function send() {
    setIsSending(true);
    try {
      const sent = await callApi(dispatchEndpoints.dispatch, {
        params: { orderId: order.id },
        body: { version: order.version, lines: chosen },
      });
      toast.show(t('SALES.DISPATCH.SENT', { number: sent.number }), 'SUCCESS');
      setTyped(null);
      await invalidateSales(queryClient);
      await queryClient.invalidateQueries({ queryKey: orderQuery(order.id).queryKey });
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('SALES.DISPATCH.FAILED'), 'ERROR');
    } finally {
      setIsSending(false);
    }
  }

  return (
    <>
      <ActionButton
        endpoint={dispatchEndpoints.dispatch}
        variant="default"
        leftSection={<IconPackageExport size={16} aria-hidden />}
        disabledReason={
          disabled
            ? t('SHELL.DISABLED.UNSAVED')
            : lines.length === 0
              ? t('SALES.DISPATCH.NOTHING_LEFT')
              : null
        }
        onClick={() =>
          setTyped(
            Object.fromEntries(lines.map((l) => [l.id, trimDecimal(sendableOf(l).toFixed(4))])),
          )
        }
      >
        {t('SALES.DISPATCH.PARTIAL')}
      </ActionButton>
      <GuardedModal
        opened={typed !== null}
        onClose={() => setTyped(null)}
        title={t('SALES.DISPATCH.PARTIAL_TITLE', { number: order.number })}
        size="xl"
      >
        <Stack gap="sm">
          <Text size="sm">{t('SALES.DISPATCH.PARTIAL_HINT')}</Text>
          <Table aria-label={t('SALES.DISPATCH.PARTIAL')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('SALES.LINE.PRODUCT')}</Table.Th>
                <Table.Th ta="right">{t('SALES.LINE.QUANTITY')}</Table.Th>
                <Table.Th ta="right">{t('SALES.DISPATCH.DISPATCHED')}</Table.Th>
                <Table.Th ta="right">{t('SALES.DISPATCH.RESERVED')}</Table.Th>
                <Table.Th ta="right">{t('SALES.DISPATCH.NOW')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id} data-testid="dispatch-line">
                  <Table.Td>
                    <Text span ff="monospace" size="sm">
                      {line.productCode}
                    </Text>{' '}
                    {line.productName}
                  </Table.Td>
                  <Table.Td ta="right">{formatQuantity(line.quantity)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(line.dispatchedQuantity)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(line.reservedQuantity)}</Table.Td>
                  <Table.Td w={140}>
                    <TextInput
                      size="xs"
                      aria-label={t('SALES.DISPATCH.NOW_OF', {
                        number: order.lines.indexOf(line) + 1,
                      })}
                      value={typed?.[line.id] ?? ''}
                      error={errors[line.id]}
                      styles={{ input: { textAlign: 'right' } }}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setTyped((current) => ({ ...current, [line.id]: value }));
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTyped(null)}>
              {t('UI.CANCEL')}
            </Button>
            <ActionButton
              endpoint={dispatchEndpoints.dispatch}
              loading={isSending}
              disabledReason={isValid ? null : t('SHELL.DISABLED.FILL_REQUIRED')}
              onClick={() => void send()}
            >
              {t('SALES.DISPATCH.SEND')}
            </ActionButton>
          </Group>
        </Stack>
      </GuardedModal>
    </>
  );
}
