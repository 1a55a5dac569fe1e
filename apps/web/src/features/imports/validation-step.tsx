import type { TImportFile, TImportType, TImportValidation } from '@kontor/contract';
import { Alert, Button, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../lib/format';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import classes from './imports.module.css';
import { downloadErrorFile, importCallsOf, usePreview } from './imports-api';

/** Step 3: the counts, the wrong cells, the first rows as they will be stored, then start. */
export function ValidationStep({
  type,
  file,
  validation,
  onStart,
  isStarting,
  onBack,
}: {
  type: TImportType;
  file: TImportFile;
  validation: TImportValidation;
  onStart: () => void;
  isStarting: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const preview = usePreview(type, validation.importId);
  const hasErrors = validation.rowsInvalid > 0;
  return (
    <Stack gap="md">
      <Alert color={hasErrors ? 'yellow' : 'green'} title={t('IMPORTS.VALIDATION_RESULT')}>
        {t('IMPORTS.VALIDATION_COUNTS', {
          total: formatInteger(validation.rowsTotal),
          valid: formatInteger(validation.rowsValid),
          invalid: formatInteger(validation.rowsInvalid),
        })}
      </Alert>
      <Group>
        <ActionButton
          endpoint={importCallsOf(type).start}
          onClick={onStart}
          loading={isStarting}
          disabledReason={validation.rowsValid === 0 ? t('IMPORTS.DISABLED.NO_VALID_ROWS') : null}
        >
          {t(hasErrors ? 'IMPORTS.START_VALID_ONLY' : 'IMPORTS.START')}
        </ActionButton>
        {hasErrors && (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void downloadErrorFile(validation.importId)}
          >
            {t('IMPORTS.DOWNLOAD_ERRORS')}
          </Button>
        )}
        <Button variant="subtle" onClick={onBack}>
          {t('IMPORTS.BACK_TO_MAPPING')}
        </Button>
      </Group>
      {hasErrors && (
        <>
          <Title order={3} size="h4">
            {t('IMPORTS.ERRORS_TITLE', { count: validation.errorCount })}
          </Title>
          <ScrollArea.Autosize mah={320}>
            <Table
              withTableBorder
              striped
              aria-label={t('IMPORTS.ERRORS_TITLE', { count: validation.errorCount })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('IMPORTS.ROW')}</Table.Th>
                  <Table.Th>{t('IMPORTS.FILE_COLUMN')}</Table.Th>
                  <Table.Th>{t('IMPORTS.VALUE')}</Table.Th>
                  <Table.Th>{t('IMPORTS.PROBLEM')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {validation.errors.map((e) => (
                  <Table.Tr key={`${e.row}:${e.column}`} data-error-row={e.row}>
                    <Table.Td>{formatInteger(e.row + 1)}</Table.Td>
                    <Table.Td>{file.headers[e.column]}</Table.Td>
                    <Table.Td className={classes.badCell}>{e.value}</Table.Td>
                    <Table.Td>{t(e.messageKey)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
      <Title order={3} size="h4">
        {t('IMPORTS.PREVIEW_TITLE')}
      </Title>
      {preview.isError && <ErrorMessage error={preview.error} />}
      {preview.data && (
        <ScrollArea>
          <Table withTableBorder aria-label={t('IMPORTS.PREVIEW_TITLE')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('IMPORTS.ROW')}</Table.Th>
                {preview.data.columns.map((c) => (
                  <Table.Th key={c.column}>{c.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.data.rows.map((r) => (
                <Table.Tr key={r.row}>
                  <Table.Td>{formatInteger(r.row + 1)}</Table.Td>
                  {r.cells.map((cell, i) => (
                    <Table.Td
                      key={preview.data.columns[i]!.column}
                      className={cell.messageKey ? classes.badCell : undefined}
                      aria-invalid={cell.messageKey ? true : undefined}
                      title={cell.messageKey ? t(cell.messageKey) : undefined}
                    >
                      {cell.value}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <Text size="xs" c="dimmed">
        {t('IMPORTS.ROW_NUMBER_HELP')}
      </Text>
    </Stack>
  );
}
