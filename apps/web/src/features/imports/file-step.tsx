import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_MODES,
  importFileEndpoints,
  type TImportFile,
  type TImportMode,
  type TImportTemplate,
} from '@kontor/contract';
import { FileInput, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../ui/action-button';
import { Select } from '../../ui/select';
import { uploadFailure } from './import-errors';
import { uploadImportFile } from './imports-api';

/** Step 1: the mode, an optional saved template and the file (xlsx or csv). */
export function FileStep({
  mode,
  onModeChange,
  templates,
  template,
  onTemplateChange,
  onUploaded,
}: {
  mode: TImportMode;
  onModeChange: (mode: TImportMode) => void;
  templates: readonly TImportTemplate[];
  template: TImportTemplate | null;
  onTemplateChange: (template: TImportTemplate | null) => void;
  onUploaded: (file: TImportFile) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);

  async function upload() {
    if (!file) return;
    setError(null);
    if (file.size > IMPORT_FILE_MAX_BYTES) return setError(t('IMPORTS.FILE_TOO_LARGE'));
    setUploading(true);
    try {
      onUploaded(await uploadImportFile(file));
    } catch (e) {
      setError(uploadFailure(e, t));
    } finally {
      setUploading(false);
    }
  }

  return (
    <form
      aria-label={t('IMPORTS.STEP_FILE')}
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      <Stack gap="md" maw={640}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="import-mode-label">
            {t('IMPORTS.MODE')}
          </Text>
          <SegmentedControl
            aria-labelledby="import-mode-label"
            value={mode}
            onChange={(v) => onModeChange(v as TImportMode)}
            data={IMPORT_MODES.map((m) => ({ value: m, label: t(`IMPORTS.MODE.${m}`) }))}
          />
          <Text size="xs" c="dimmed">
            {t(`IMPORTS.MODE.${mode}.HELP`)}
          </Text>
        </Stack>
        <Select
          label={t('IMPORTS.TEMPLATE')}
          placeholder={t('IMPORTS.NO_TEMPLATE')}
          clearable
          options={templates.map((tpl) => ({ id: tpl.id, data: tpl, searchableBy: tpl.name }))}
          value={template?.id ?? null}
          onChange={(o) => onTemplateChange(o?.data ?? null)}
        />
        <FileInput
          label={t('IMPORTS.FILE')}
          description={t('IMPORTS.FILE_HELP')}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={setFile}
          error={error}
          clearable
        />
        <Group>
          <ActionButton
            endpoint={importFileEndpoints.upload}
            type="submit"
            disabledReason={file ? null : t('IMPORTS.DISABLED.CHOOSE_FILE')}
            loading={isUploading}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            {t('IMPORTS.UPLOAD')}
          </ActionButton>
        </Group>
      </Stack>
    </form>
  );
}
