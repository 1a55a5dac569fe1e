import type { Endpoint } from '@kontor/contract';
import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CanCall, endpointAttribute } from '../../../lib/permissions';
import { Badge } from '../../../ui/badge';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useToast } from '../../../ui/toast';
import { deliveryRefusal } from '../delivery-errors';

export interface ReferenceColumn<Row> {
  header: string;
  render: (row: Row) => ReactNode;
}

interface ReferenceTableProps<Row extends { id: number; name: string; isActive: boolean }> {
  label: string;
  rows: Row[];
  columns: ReferenceColumn<Row>[];
  emptyText: string;
  updateEndpoint: Pick<Endpoint, 'method' | 'path'>;
  deleteEndpoint: Pick<Endpoint, 'method' | 'path'>;
  onEdit: (row: Row) => void;
  /** Deletes; a refusal (in use: deactivate instead) stays in the question with its reason. */
  onDelete: (row: Row) => Promise<unknown>;
}

/**
 * The list of a delivery reference table (methods, plan conditions, unpacking fees): its
 * columns, whether the row is active, and per row edit and delete (asked first). A row in use
 * cannot be deleted: the question then says so and that it can be deactivated in its form.
 */
export function ReferenceTable<Row extends { id: number; name: string; isActive: boolean }>({
  label,
  rows,
  columns,
  emptyText,
  updateEndpoint,
  deleteEndpoint,
  onEdit,
  onDelete,
}: ReferenceTableProps<Row>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [removing, setRemoving] = useState<Row | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const close = () => {
    setRemoving(null);
    setRefusal(null);
  };
  const confirm = async () => {
    if (!removing) return;
    setIsPending(true);
    try {
      await onDelete(removing);
      toast.show(t('DELIVERY.DELETED', { name: removing.name }), 'SUCCESS');
      close();
    } catch (error) {
      setRefusal(deliveryRefusal(error, t).text);
    } finally {
      setIsPending(false);
    }
  };
  if (rows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            <Table.Th>{t('DELIVERY.ACTIVE')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('DELIVERY.ROW_ACTIONS')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-inactive={!row.isActive || undefined}>
              {columns.map((c) => (
                <Table.Td key={c.header}>{c.render(row)}</Table.Td>
              ))}
              <Table.Td>
                <Badge color={row.isActive ? 'success' : 'gray'}>
                  {row.isActive ? t('DELIVERY.ACTIVE_YES') : t('DELIVERY.ACTIVE_NO')}
                </Badge>
              </Table.Td>
              <Table.Td w={90}>
                <Group gap={4} wrap="nowrap">
                  <CanCall endpoint={updateEndpoint}>
                    <ActionIcon
                      {...endpointAttribute(updateEndpoint)}
                      variant="subtle"
                      aria-label={t('DELIVERY.EDIT_OF', { name: row.name })}
                      onClick={() => onEdit(row)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </CanCall>
                  <CanCall endpoint={deleteEndpoint}>
                    <ActionIcon
                      {...endpointAttribute(deleteEndpoint)}
                      variant="subtle"
                      color="red"
                      aria-label={t('DELIVERY.DELETE_OF', { name: row.name })}
                      onClick={() => setRemoving(row)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </CanCall>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmModal
        opened={removing !== null}
        title={t('DELIVERY.DELETE')}
        question={t('DELIVERY.DELETE_QUESTION', { name: removing?.name ?? '' })}
        confirmLabel={t('DELIVERY.DELETE')}
        isPending={isPending}
        refusal={refusal}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
