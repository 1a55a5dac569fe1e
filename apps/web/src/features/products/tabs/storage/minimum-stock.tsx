import { minimumStockEndpoints, type TMinimumStock } from '@kontor/contract';
import { Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api/client';
import { formatQuantity } from '../../../../lib/format';
import { hasChanged, useUnsavedGuard } from '../../../../lib/forms/unsaved-changes';
import { endpointQuery } from '../../../../lib/query';
import { ErrorMessage } from '../../../../shell/error-message';
import { ActionButton } from '../../../../ui/action-button';
import { parseDecimalText } from '../../../../ui/editable-grid';
import { useToast } from '../../../../ui/toast';

const shown = (value: string | null) => (value === null ? '' : formatQuantity(value));

/** The product's minimum and order-up-to stock: the supplier order generator buys below it. */
export function MinimumStock({ productId }: { productId: number }) {
  const query = endpointQuery(minimumStockEndpoints.get, { params: { productId } });
  const levels = useQuery(query);
  if (levels.isError) return <ErrorMessage error={levels.error} />;
  if (!levels.data) return <Skeleton height={120} />;
  return (
    <LevelsForm key={JSON.stringify(levels.data)} levels={levels.data} queryKey={query.queryKey} />
  );
}

function LevelsForm({ levels, queryKey }: { levels: TMinimumStock; queryKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const initial = { minimum: shown(levels.minimumStock), upTo: shown(levels.orderUpToStock) };
  const [typed, setTyped] = useState(initial);
  const [pending, setPending] = useState(false);
  useUnsavedGuard(hasChanged(typed, initial));
  const minimum = parseDecimalText(typed.minimum, { scale: 4, min: '0' });
  const upTo = parseDecimalText(typed.upTo, { scale: 4, min: '0' });
  const upToBelow =
    minimum.ok &&
    upTo.ok &&
    upTo.value !== null &&
    (minimum.value === null || Number(upTo.value) < Number(minimum.value));
  const save = async () => {
    if (!minimum.ok || !upTo.ok) return;
    setPending(true);
    try {
      const saved = await callApi(minimumStockEndpoints.set, {
        params: { productId: levels.productId },
        body: { minimumStock: minimum.value, orderUpToStock: upTo.value },
      });
      queryClient.setQueryData(queryKey, saved);
      toast.show(t('PRODUCTS.MIN_STOCK.SAVED'), 'SUCCESS');
    } catch {
      toast.show(t('PRODUCTS.MIN_STOCK.FAILED'), 'ERROR');
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('PRODUCTS.MIN_STOCK.TITLE')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('PRODUCTS.MIN_STOCK.HINT', {
            available: formatQuantity(levels.available),
            incoming: formatQuantity(levels.incoming),
          })}
        </Text>
        <Group align="flex-start">
          <TextInput
            label={t('PRODUCTS.MIN_STOCK.MINIMUM')}
            value={typed.minimum}
            inputMode="decimal"
            onChange={(e) => setTyped({ ...typed, minimum: e.currentTarget.value })}
            error={!minimum.ok && t('PRODUCTS.MIN_STOCK.NOT_A_NUMBER')}
          />
          <TextInput
            label={t('PRODUCTS.MIN_STOCK.ORDER_UP_TO')}
            value={typed.upTo}
            inputMode="decimal"
            onChange={(e) => setTyped({ ...typed, upTo: e.currentTarget.value })}
            error={
              (!upTo.ok && t('PRODUCTS.MIN_STOCK.NOT_A_NUMBER')) ||
              (upToBelow && t('PRODUCTS.MIN_STOCK.UP_TO_BELOW'))
            }
          />
        </Group>
        <Group>
          <ActionButton
            endpoint={minimumStockEndpoints.set}
            loading={pending}
            disabledReason={
              !minimum.ok || !upTo.ok || upToBelow ? t('PRODUCTS.MIN_STOCK.FIX') : null
            }
            onClick={() => void save()}
          >
            {t('PRODUCTS.MIN_STOCK.SAVE')}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
