import {
  importTemplateEndpoints,
  type TColumnType,
  type TImportFile,
  type TImportMode,
  type TImportType,
} from '@kontor/contract';
import { Alert, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { ActionButton } from '../../ui/action-button';
import { Select } from '../../ui/select';
import { useToast } from '../../ui/toast';
import { unmappedText } from './import-errors';
import { importCallsOf, useSaveTemplate } from './imports-api';

/** Step 2: which column type each column of the file is; saved as a template for next time. */
export function MappingStep({
  type,
  mode,
  file,
  columnTypes,
  mapping,
  onChange,
  onValidate,
  isValidating,
  error,
}: {
  type: TImportType;
  mode: TImportMode;
  file: TImportFile;
  columnTypes: readonly TColumnType[];
  mapping: (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
  onValidate: () => void;
  isValidating: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const saveTemplate = useSaveTemplate();
  const [name, setName] = useState('');
  const missing = columnTypes.filter((c) => c.isRequired && !mapping.includes(c.id));
  const options = columnTypes.map((c) => ({
    id: c.id,
    data: c,
    searchableBy: `${t(c.labelKey)}${c.isRequired ? ' *' : ''}`,
  }));

  async function save() {
    const body = {
      type,
      importMode: mode,
      name,
      mapping: file.headers.flatMap((header, i) => {
        const columnType = mapping[i];
        return columnType ? [{ header, columnType: columnType as TColumnType['id'] }] : [];
      }),
    };
    try {
      await saveTemplate.mutateAsync(body);
      toast.show(t('IMPORTS.TEMPLATE_SAVED'), 'SUCCESS');
      setName('');
    } catch (e) {
      toast.show(
        t(
          e instanceof ApiError && e.status === 409
            ? 'IMPORTS.TEMPLATE_EXISTS'
            : 'IMPORTS.TEMPLATE_SAVE_FAILED',
        ),
        'ERROR',
      );
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('IMPORTS.FILE_INFO', {
          name: file.filename,
          format: file.format,
          encoding: file.encoding,
          columns: file.headers.length,
        })}
      </Text>
      <Table withTableBorder maw={760} aria-label={t('IMPORTS.STEP_MAPPING')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('IMPORTS.FILE_COLUMN')}</Table.Th>
            <Table.Th>{t('IMPORTS.COLUMN_TYPE')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {file.headers.map((header, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
            <Table.Tr key={`${i}:${header}`}>
              <Table.Td>{header}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('IMPORTS.COLUMN_TYPE_OF', { header })}
                  placeholder={t('IMPORTS.NOT_IMPORTED')}
                  clearable
                  options={options}
                  value={mapping[i] ?? null}
                  onChange={(o) =>
                    onChange(
                      mapping.map((m, j) =>
                        j === i ? (o?.data.id ?? null) : m === o?.data.id ? null : m,
                      ),
                    )
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {missing.length > 0 && (
        <Alert color="yellow" role="status">
          {unmappedText(
            missing.map((c) => c.labelKey),
            t,
          )}
        </Alert>
      )}
      {error && <Alert color="red">{error}</Alert>}
      <Group align="flex-end">
        <ActionButton
          endpoint={importCallsOf(type).validate}
          onClick={onValidate}
          loading={isValidating}
          disabledReason={
            missing.length > 0 || !mapping.some(Boolean) ? t('IMPORTS.DISABLED.MAP_REQUIRED') : null
          }
        >
          {t('IMPORTS.VALIDATE')}
        </ActionButton>
        <TextInput
          label={t('IMPORTS.TEMPLATE_NAME')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          w={260}
        />
        <ActionButton
          endpoint={importTemplateEndpoints.create}
          variant="light"
          onClick={() => void save()}
          disabledReason={
            !name.trim() || !mapping.some(Boolean) ? t('IMPORTS.DISABLED.NAME_TEMPLATE') : null
          }
          loading={saveTemplate.isPending}
        >
          {t('IMPORTS.SAVE_TEMPLATE')}
        </ActionButton>
      </Group>
    </Stack>
  );
}
