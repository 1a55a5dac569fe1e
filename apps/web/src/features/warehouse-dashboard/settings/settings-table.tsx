import type { Endpoint } from '@kontor/contract';
import { Alert, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { Badge } from '../../../ui/badge';
import { settingsRefusal, useSettingsChange } from './settings-api';

export interface SettingRow {
  id: number;
  code: string;
  name: string;
  /** What the row does, in words: its tabs, or its branch and job titles. */
  detail: string;
  isActive: boolean;
  version: number;
}

/**
 * One kind of setting as a table: code, name, what it does, active or not, and per row edit and
 * (de)activate (the latter saved at once under the version read; a refusal shows above the table).
 */
export function SettingsTable<R extends SettingRow>({
  title,
  newLabel,
  rows,
  createEndpoint,
  updateEndpoint,
  onNew,
  onEdit,
  setActive,
}: {
  title: string;
  newLabel: string;
  rows: R[];
  createEndpoint: Endpoint;
  updateEndpoint: Endpoint;
  onNew: () => void;
  onEdit: (row: R) => void;
  setActive: (row: R, isActive: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const toggle = useSettingsChange((row: R) => setActive(row, !row.isActive));
  const onToggle = (row: R) => {
    setRefusal(null);
    toggle.mutate(row, { onError: (error) => setRefusal(settingsRefusal(error, t).text) });
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <ActionButton endpoint={createEndpoint} onClick={onNew}>
            {newLabel}
          </ActionButton>
        </Group>
        {refusal && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel={t('UI.CLOSE')}
            onClose={() => setRefusal(null)}
          >
            {refusal}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('WAREHOUSE_SETTINGS.CODE')}</Table.Th>
                <Table.Th>{t('WAREHOUSE_SETTINGS.NAME')}</Table.Th>
                <Table.Th>{t('WAREHOUSE_SETTINGS.DETAIL')}</Table.Th>
                <Table.Th>{t('WAREHOUSE_SETTINGS.STATE')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('WAREHOUSE_SETTINGS.ACTIONS')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid={`setting-${row.code}`}>
                  <Table.Td>{row.code}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.detail}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={row.isActive ? 'success' : 'gray'}>
                      {t(
                        row.isActive ? 'WAREHOUSE_SETTINGS.ACTIVE' : 'WAREHOUSE_SETTINGS.INACTIVE',
                      )}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <ActionButton
                        size="xs"
                        variant="light"
                        endpoint={updateEndpoint}
                        aria-label={`${t('WAREHOUSE_SETTINGS.EDIT')}: ${row.name}`}
                        onClick={() => onEdit(row)}
                      >
                        {t('WAREHOUSE_SETTINGS.EDIT')}
                      </ActionButton>
                      <ActionButton
                        size="xs"
                        variant="default"
                        endpoint={updateEndpoint}
                        loading={toggle.isPending && toggle.variables?.id === row.id}
                        aria-label={`${t(row.isActive ? 'WAREHOUSE_SETTINGS.DEACTIVATE' : 'WAREHOUSE_SETTINGS.REACTIVATE')}: ${row.name}`}
                        onClick={() => onToggle(row)}
                      >
                        {t(
                          row.isActive
                            ? 'WAREHOUSE_SETTINGS.DEACTIVATE'
                            : 'WAREHOUSE_SETTINGS.REACTIVATE',
                        )}
                      </ActionButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
