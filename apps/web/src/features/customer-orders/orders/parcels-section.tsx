import { dispatchEndpoints, type TOrder } from '@kontor/contract';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { fetchFile } from '../../../lib/api/file';
import { formatQuantity } from '../../../lib/format';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { Can } from '../../../lib/permissions';
import { endpointQuery } from '../../../lib/query';
import { ErrorMessage } from '../../../shell/error-message';
import { useToast } from '../../../ui/toast';

interface Draft {
  count: number;
  weightKg: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}
const EMPTY: Draft = { count: 1, weightKg: '', lengthCm: 60, widthCm: 40, heightCm: 40 };

/** The order's parcels (count, weight, size), adding one, and the label PDF (reprint). */
export function ParcelsSection({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = endpointQuery(dispatchEndpoints.parcels, { params: { orderId: order.id } });
  const parcels = useQuery(query);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  useUnsavedGuard(draft.weightKg !== '');
  const save = useMutation({
    mutationFn: () =>
      callApi(dispatchEndpoints.saveParcels, {
        params: { orderId: order.id },
        body: {
          parcels: [
            ...(parcels.data?.parcels ?? []).map(({ id: _, position: __, ...rest }) => rest),
            { ...draft, weightKg: draft.weightKg.replace(',', '.') },
          ],
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(query.queryKey, saved);
      setDraft(EMPTY);
    },
    onError: () => toast.show(t('SALES.PARCELS.INVALID'), 'ERROR'),
  });

  async function printLabel() {
    try {
      const pdf = await fetchFile(dispatchEndpoints.reprintLabel, {
        params: { orderId: order.id },
        body: {},
      });
      window.open(URL.createObjectURL(pdf), '_blank');
    } catch {
      toast.show(t('SALES.PARCELS.LABEL_FAILED'), 'ERROR');
    }
  }

  const number = (key: 'count' | 'lengthCm' | 'widthCm' | 'heightCm', max: number) => (
    <NumberInput
      size="xs"
      w={90}
      label={t(`SALES.PARCELS.${key.toUpperCase()}`)}
      min={1}
      max={max}
      allowDecimal={false}
      value={draft[key]}
      onChange={(value) => setDraft((d) => ({ ...d, [key]: Number(value) || 1 }))}
    />
  );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('SALES.PARCELS.TITLE')}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={14} aria-hidden />}
            onClick={() => void printLabel()}
          >
            {t('SALES.PARCELS.LABEL')}
          </Button>
        </Group>
        {parcels.isError && <ErrorMessage error={parcels.error} />}
        {parcels.data && parcels.data.parcels.length === 0 && (
          <Text c="dimmed">{t('SALES.PARCELS.EMPTY')}</Text>
        )}
        {parcels.data && parcels.data.parcels.length > 0 && (
          <Table withTableBorder aria-label={t('SALES.PARCELS.TITLE')}>
            <Table.Tbody>
              {parcels.data.parcels.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{t('SALES.PARCELS.ROW', { count: p.count })}</Table.Td>
                  <Table.Td>{formatQuantity(p.weightKg)} kg</Table.Td>
                  <Table.Td>
                    {p.lengthCm} × {p.widthCm} × {p.heightCm} cm
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Can permission="sales.write">
          <Group align="flex-end" gap="xs">
            {number('count', 999)}
            <TextInput
              size="xs"
              w={100}
              label={t('SALES.PARCELS.WEIGHTKG')}
              value={draft.weightKg}
              onChange={(event) => setDraft((d) => ({ ...d, weightKg: event.currentTarget.value }))}
            />
            {number('lengthCm', 10000)}
            {number('widthCm', 10000)}
            {number('heightCm', 10000)}
            <Button
              size="xs"
              disabled={draft.weightKg === ''}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              {t('SALES.PARCELS.ADD')}
            </Button>
          </Group>
        </Can>
      </Stack>
    </Paper>
  );
}
