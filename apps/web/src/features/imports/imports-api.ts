import {
  importFileEndpoints,
  importTemplateEndpoints,
  partnerImporterEndpoints,
  productImporterEndpoints,
  type TColumnMapping,
  type TImportMode,
  type TImportRun,
  type TImportTemplateBody,
  type TImportType,
  vehicleImporterEndpoints,
} from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/client';
import { downloadFile, uploadFile } from '../../lib/api/file';
import { endpointQuery, queryKeyOf } from '../../lib/query';

const p = partnerImporterEndpoints;
const r = productImporterEndpoints;
const v = vehicleImporterEndpoints;
/** The importer calls of each type (spec 001 §7: partner importer, product importer; windshields). */
const CALLS = {
  PARTNER: { validate: p.validate, start: p.start, status: p.status, preview: p.preview },
  PRODUCT: {
    validate: r.validateProduct,
    start: r.importProduct,
    status: r.status,
    preview: r.preview,
  },
  SERVICE: {
    validate: r.validateService,
    start: r.importService,
    status: r.status,
    preview: r.preview,
  },
  VEHICLE: { validate: v.validate, start: v.start, status: v.status, preview: v.preview },
} as const;

/** The importer calls of one type, for the buttons that make them (their permission differs by type). */
export function importCallsOf(type: TImportType) {
  return CALLS[type];
}

export function uploadImportFile(file: File) {
  return uploadFile(importFileEndpoints.upload, {}, file);
}

export function useColumnTypes(type: TImportType, mode: TImportMode) {
  return useQuery(
    type === 'PARTNER'
      ? endpointQuery(p.columnTypes, { params: { type: mode } })
      : endpointQuery(type === 'VEHICLE' ? v.columnTypes : r.columnTypes, {
          query: { import_mode: mode },
        }),
  );
}

export function useTemplates(type: TImportType, mode: TImportMode) {
  return useQuery(
    endpointQuery(importTemplateEndpoints.list, { query: { type, import_mode: mode } }),
  );
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TImportTemplateBody) => callApi(importTemplateEndpoints.create, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(importTemplateEndpoints.list) }),
  });
}

export function useValidateImport(type: TImportType) {
  return useMutation({
    mutationFn: (body: { fileId: number; importMode: TImportMode; mapping: TColumnMapping }) =>
      callApi(CALLS[type].validate, { body }),
  });
}

export function usePreview(type: TImportType, importId: number | null) {
  return useQuery({
    ...endpointQuery(CALLS[type].preview, { query: { importId: importId ?? 0 } }),
    enabled: importId !== null,
  });
}

/** Starts the import; its answer (QUEUED) is the status shown until the first poll. */
export function useStartImport(type: TImportType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) => callApi(CALLS[type].start, { body: { importId } }),
    onSuccess: (run) =>
      queryClient.setQueryData(
        endpointQuery(CALLS[type].status, { params: { importId: run.id } }).queryKey,
        run,
      ),
  });
}

const isActive = (run: TImportRun | undefined) =>
  run?.status === 'QUEUED' || run?.status === 'RUNNING';

/** The import's progress, polled every second while it is queued or running. */
export function useImportStatus(type: TImportType, importId: number | null) {
  return useQuery({
    ...endpointQuery(CALLS[type].status, { params: { importId: importId ?? 0 } }),
    enabled: importId !== null,
    staleTime: 0,
    refetchInterval: (query) => (isActive(query.state.data) ? 1000 : false),
  });
}

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) => callApi(importFileEndpoints.cancel, { params: { importId } }),
    onSuccess: (run) => {
      for (const calls of Object.values(CALLS))
        queryClient.setQueryData(
          endpointQuery(calls.status, { params: { importId: run.id } }).queryKey,
          run,
        );
    },
  });
}

export function downloadErrorFile(importId: number) {
  return downloadFile(importFileEndpoints.errorFile, { params: { importId } }, 'hibak.xlsx');
}
