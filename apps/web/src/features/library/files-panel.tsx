import { libraryEndpoints, type TLibraryFile, type TLibraryLocation } from '@kontor/contract';
import {
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { callApi } from '../../lib/api/client';
import { downloadFile, uploadFile } from '../../lib/api/file';
import { formatDateTime, formatInteger } from '../../lib/format';
import { CanCall } from '../../lib/permissions';
import { endpointQuery } from '../../lib/query';
import { ActionButton } from '../../ui/action-button';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';

/** `12345` bytes → `12 KB`; under a kilobyte in bytes. */
const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${formatInteger(Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

/**
 * The files of an order (or a partner, a product): drop files on the panel or choose them to
 * upload, download one by its name, delete one (asks first; the back office's right).
 */
export function FilesPanel({ location, ownerId }: { location: TLibraryLocation; ownerId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = endpointQuery(libraryEndpoints.list, { query: { location, ownerId } });
  const files = useQuery(query);
  const [isOver, setIsOver] = useState(false);
  const [deleting, setDeleting] = useState<TLibraryFile | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey });
  const upload = useMutation({
    mutationFn: async (chosen: File[]) => {
      for (const file of chosen)
        await uploadFile(libraryEndpoints.upload, { query: { location, ownerId } }, file);
    },
    onSuccess: () => toast.show(t('LIBRARY.UPLOADED'), 'SUCCESS'),
    onError: (error) =>
      toast.show(
        error instanceof ApiError && error.status === 415
          ? t('LIBRARY.REFUSED_TYPE')
          : error instanceof ApiError && error.status === 413
            ? t('LIBRARY.TOO_LARGE')
            : t('LIBRARY.UPLOAD_FAILED'),
        'ERROR',
      ),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (file: TLibraryFile) =>
      callApi(libraryEndpoints.delete, { query: { fileId: file.id } }),
    onSuccess: () => {
      setDeleting(null);
      toast.show(t('LIBRARY.DELETED'), 'SUCCESS');
    },
    onSettled: refresh,
  });
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length) upload.mutate(dropped);
  };

  return (
    <Paper
      withBorder
      p="md"
      aria-label={t('LIBRARY.TITLE')}
      component="section"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={drop}
      bg={isOver ? 'var(--mantine-color-blue-light)' : undefined}
      data-testid="files-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('LIBRARY.TITLE')}
          </Title>
          <FileButton multiple onChange={(chosen) => chosen.length && upload.mutate(chosen)}>
            {(props) => (
              <ActionButton
                {...props}
                endpoint={libraryEndpoints.upload}
                variant="default"
                loading={upload.isPending}
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                {t('LIBRARY.CHOOSE')}
              </ActionButton>
            )}
          </FileButton>
        </Group>
        <CanCall endpoint={libraryEndpoints.upload}>
          <Text size="sm" c="dimmed">
            {t('LIBRARY.DROP')}
          </Text>
        </CanCall>
        {files.data?.length === 0 && <Text size="sm">{t('LIBRARY.EMPTY')}</Text>}
        {!!files.data?.length && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('LIBRARY.COL.NAME')}</Table.Th>
                <Table.Th>{t('LIBRARY.COL.SIZE')}</Table.Th>
                <Table.Th>{t('LIBRARY.COL.UPLOADED')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('LIBRARY.DELETE')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() =>
                        void downloadFile(
                          libraryEndpoints.download,
                          { params: { fileId: file.id } },
                          file.filename,
                        )
                      }
                    >
                      {file.filename}
                    </Button>
                  </Table.Td>
                  <Table.Td>{sizeOf(file.sizeBytes)}</Table.Td>
                  <Table.Td>
                    {formatDateTime(file.uploadedAt)} {file.uploadedBy ?? ''}
                  </Table.Td>
                  <Table.Td>
                    <ActionButton
                      endpoint={libraryEndpoints.delete}
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t('LIBRARY.DELETE_NAMED', { name: file.filename })}
                      onClick={() => setDeleting(file)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title={t('LIBRARY.DELETE_TITLE')}
        question={t('LIBRARY.DELETE_QUESTION', { name: deleting?.filename ?? '' })}
        confirmLabel={t('LIBRARY.DELETE')}
        isPending={remove.isPending}
        refusal={remove.error ? t('LIBRARY.DELETE_FAILED') : null}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Paper>
  );
}
