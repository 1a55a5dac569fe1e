import { dispatchEndpoints, type TOrder } from '@kontor/contract';
import {
  ActionIcon,
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
import { IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { fetchFile } from '../../../lib/api/file';
import { formatQuantity } from '../../../lib/format';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { CanCall, endpointAttribute } from '../../../lib/permissions';
import { endpointQuery } from '../../../lib/query';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useToast } from '../../../ui/toast';
import { trimDecimal } from '../lines/line-model';

interface Draft {
  count: number;
  weightKg: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}
const EMPTY: Draft = { count: 1, weightKg: '', lengthCm: 60, widthCm: 40, heightCm: 40 };
/** A closed or cancelled order's parcels are final (the server answers 409). */
const FINAL_STATES = new Set(['CLOSED', 'CANCELLED']);
type Parcel = Draft & { id: number; position: number };

/**
 * The order's parcels (count, weight, size): adding one, changing or removing one, and the label
 * PDF (reprint).
 */
export function ParcelsSection({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = endpointQuery(dispatchEndpoints.parcels, { params: { orderId: order.id } });
  const parcels = useQuery(query);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  /** The parcel the form changes; null: the form adds one */
  const [editing, setEditing] = useState<Parcel | null>(null);
  const [toDelete, setToDelete] = useState<Parcel | null>(null);
  const mayChange = !FINAL_STATES.has(order.state);
  useUnsavedGuard(editing === null ? draft.weightKg !== '' : hasDraftChanged(draft, editing));
  const stop = () => {
    setDraft(EMPTY);
    setEditing(null);
  };
  const save = useMutation({
    mutationFn: () => {
      const body = { ...draft, weightKg: draft.weightKg.replace(',', '.') };
      return editing
        ? callApi(dispatchEndpoints.updateParcel, {
            params: { orderId: order.id, parcelId: editing.id },
            body,
          })
        : callApi(dispatchEndpoints.saveParcels, {
            params: { orderId: order.id },
            body: {
              parcels: [
                ...(parcels.data?.parcels ?? []).map(({ id: _, position: __, ...rest }) => rest),
                body,
              ],
            },
          });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(query.queryKey, saved);
      stop();
    },
    onError: () => toast.show(t('SALES.PARCELS.INVALID'), 'ERROR'),
  });
  const remove = useMutation({
    mutationFn: (parcel: Parcel) =>
      callApi(dispatchEndpoints.deleteParcel, {
        params: { orderId: order.id, parcelId: parcel.id },
      }),
    onSuccess: (rest) => {
      queryClient.setQueryData(query.queryKey, rest);
      setToDelete(null);
      if (editing && !rest.parcels.some((p) => p.id === editing.id)) stop();
    },
    onError: () => toast.show(t('SALES.PARCELS.DELETE_FAILED'), 'ERROR'),
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
          <ActionButton
            endpoint={dispatchEndpoints.reprintLabel}
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={14} aria-hidden />}
            onClick={() => void printLabel()}
          >
            {t('SALES.PARCELS.LABEL')}
          </ActionButton>
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
                  <Table.Td w={80}>
                    {mayChange && (
                      <Group gap={4} wrap="nowrap">
                        <CanCall endpoint={dispatchEndpoints.updateParcel}>
                          <ActionIcon
                            {...endpointAttribute(dispatchEndpoints.updateParcel)}
                            variant="subtle"
                            aria-label={t('SALES.PARCELS.EDIT_OF', { position: p.position })}
                            onClick={() => {
                              setEditing(p);
                              setDraft(draftOf(p));
                            }}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </CanCall>
                        <CanCall endpoint={dispatchEndpoints.deleteParcel}>
                          <ActionIcon
                            {...endpointAttribute(dispatchEndpoints.deleteParcel)}
                            variant="subtle"
                            color="red"
                            aria-label={t('SALES.PARCELS.DELETE_OF', { position: p.position })}
                            onClick={() => setToDelete(p)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </CanCall>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {mayChange && (
          <CanCall endpoint={dispatchEndpoints.saveParcels}>
            <Group align="flex-end" gap="xs">
              {number('count', 999)}
              <TextInput
                size="xs"
                w={100}
                label={t('SALES.PARCELS.WEIGHTKG')}
                value={draft.weightKg}
                onChange={(event) =>
                  setDraft((d) => ({ ...d, weightKg: event.currentTarget.value }))
                }
              />
              {number('lengthCm', 10000)}
              {number('widthCm', 10000)}
              {number('heightCm', 10000)}
              <ActionButton
                endpoint={editing ? dispatchEndpoints.updateParcel : dispatchEndpoints.saveParcels}
                size="xs"
                disabledReason={draft.weightKg === '' ? t('SALES.PARCELS.WEIGHT_FIRST') : null}
                loading={save.isPending}
                onClick={() => save.mutate()}
              >
                {editing
                  ? t('SALES.PARCELS.SAVE_OF', { position: editing.position })
                  : t('SALES.PARCELS.ADD')}
              </ActionButton>
              {editing && (
                <Button size="xs" variant="default" onClick={stop}>
                  {t('UI.CANCEL')}
                </Button>
              )}
            </Group>
          </CanCall>
        )}
      </Stack>
      <ConfirmModal
        opened={toDelete !== null}
        title={t('SALES.PARCELS.DELETE')}
        question={t('SALES.PARCELS.DELETE_QUESTION', { position: toDelete?.position ?? '' })}
        confirmLabel={t('SALES.PARCELS.DELETE')}
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}

function draftOf(parcel: Parcel): Draft {
  const { count, weightKg, lengthCm, widthCm, heightCm } = parcel;
  return { count, weightKg: trimDecimal(weightKg).replace('.', ','), lengthCm, widthCm, heightCm };
}

function hasDraftChanged(draft: Draft, parcel: Parcel): boolean {
  const start = draftOf(parcel);
  return (Object.keys(start) as (keyof Draft)[]).some((key) => start[key] !== draft[key]);
}
