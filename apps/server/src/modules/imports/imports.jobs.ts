import { defineJob } from '../../platform/queue.ts';
import { Dictionary } from '../dictionary/dictionary.service.ts';
import { runImport } from './import-runner.ts';
import { createImporters, type Importers } from './registry.ts';

let importers: Importers | null = null;

/**
 * Runs a started import (import-runner.ts). Safe to run again: a retry after a crash or a
 * second delivery resumes from the import's row ledger.
 */
export const runImportJob = defineJob<{ importId: number }>({
  name: 'imports.run',
  handler: (ctx, data) => {
    importers ??= createImporters(Dictionary.fromFiles());
    return runImport(ctx.db, importers, data.importId, { log: ctx.log });
  },
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 3600,
});

export const importJobs = [runImportJob];
