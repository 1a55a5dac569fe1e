import type {
  TImportFile,
  TImportMode,
  TImportTemplate,
  TImportType,
  TImportValidation,
} from '@kontor/contract';
import { Paper, Skeleton, Stack, Stepper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../shell/error-message';
import { useToast } from '../../ui/toast';
import { FileStep } from './file-step';
import { validationFailure } from './import-errors';
import {
  useCancelImport,
  useColumnTypes,
  useImportStatus,
  useStartImport,
  useTemplates,
  useValidateImport,
} from './imports-api';
import { guessMapping } from './mapping';
import { MappingStep } from './mapping-step';
import { ProgressStep } from './progress-step';
import { ValidationStep } from './validation-step';

/** Upload → map columns → validate (errors, preview, error file) → import with live progress. */
export function ImportWizard({ type }: { type: TImportType }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [mode, setMode] = useState<TImportMode>('CREATE');
  const [template, setTemplate] = useState<TImportTemplate | null>(null);
  const [file, setFile] = useState<TImportFile | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [validation, setValidation] = useState<TImportValidation | null>(null);
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const columnTypes = useColumnTypes(type, mode);
  const templates = useTemplates(type, mode);
  const validate = useValidateImport(type);
  const start = useStartImport(type);
  const status = useImportStatus(type, runId);
  const cancel = useCancelImport();

  function reset() {
    setFile(null);
    setValidation(null);
    setRunId(null);
  }

  async function runValidation() {
    if (!file) return;
    setMappingError(null);
    try {
      const body = {
        fileId: file.id,
        importMode: mode,
        mapping: mapping.flatMap((columnType, column) =>
          columnType ? [{ column, columnType: columnType as never }] : [],
        ),
      };
      setValidation(await validate.mutateAsync(body));
    } catch (e) {
      setMappingError(validationFailure(e, t));
    }
  }

  async function startRun() {
    if (!validation) return;
    try {
      const run = await start.mutateAsync(validation.importId);
      setRunId(run.id);
    } catch {
      toast.show(t('IMPORTS.START_FAILED'), 'ERROR');
    }
  }

  const active = runId !== null ? 3 : validation ? 2 : file ? 1 : 0;
  if (columnTypes.isError) return <ErrorMessage error={columnTypes.error} />;
  if (!columnTypes.data) return <Skeleton height={240} />;
  return (
    <Stack gap="lg">
      <Stepper
        active={status.data?.status === 'DONE' ? 4 : active}
        size="sm"
        allowNextStepsSelect={false}
      >
        <Stepper.Step label={t('IMPORTS.STEP_FILE')} />
        <Stepper.Step label={t('IMPORTS.STEP_MAPPING')} />
        <Stepper.Step label={t('IMPORTS.STEP_VALIDATION')} />
        <Stepper.Step label={t('IMPORTS.STEP_IMPORT')} />
      </Stepper>
      <Paper withBorder p="lg">
        {active === 0 && (
          <FileStep
            mode={mode}
            onModeChange={(m) => {
              setMode(m);
              setTemplate(null);
            }}
            templates={templates.data ?? []}
            template={template}
            onTemplateChange={setTemplate}
            onUploaded={(uploaded) => {
              setFile(uploaded);
              setMapping(guessMapping(uploaded.headers, columnTypes.data, t, template));
            }}
          />
        )}
        {active === 1 && file && (
          <MappingStep
            type={type}
            mode={mode}
            file={file}
            columnTypes={columnTypes.data}
            mapping={mapping}
            onChange={setMapping}
            onValidate={() => void runValidation()}
            isValidating={validate.isPending}
            error={mappingError}
          />
        )}
        {active === 2 && file && validation && (
          <ValidationStep
            type={type}
            file={file}
            validation={validation}
            onStart={() => void startRun()}
            isStarting={start.isPending}
            onBack={() => setValidation(null)}
          />
        )}
        {active === 3 && status.data && (
          <ProgressStep
            run={status.data}
            onCancel={() => runId !== null && cancel.mutate(runId)}
            isCancelling={cancel.isPending}
            onNew={reset}
          />
        )}
      </Paper>
    </Stack>
  );
}
