import fastifyMultipart from '@fastify/multipart';
import {
  importFileEndpoints,
  importTemplateEndpoints,
  partnerImporterEndpoints,
  productImporterEndpoints,
  vehicleImporterEndpoints,
} from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import { readUploadedStream } from '../../platform/upload.ts';
import { multipartLimits, UPLOAD_LIMITS } from '../../platform/upload-limits.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { describeColumns } from './columns.ts';
import { buildErrorFile } from './error-file.ts';
import * as imports from './imports.service.ts';
import type { Importers } from './registry.ts';
import * as templates from './templates.service.ts';

/** Spec 001 §7 Imports; every call needs 'imports.run' (the back office and administrators). */
export function registerImportRoutes(
  app: FastifyInstance,
  database: Database,
  dictionary: Dictionary,
  importers: Importers,
): void {
  const f = importFileEndpoints;
  const perm = 'imports.run' as const;
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: multipartLimits(UPLOAD_LIMITS.importFileBytes),
    });
    addEndpoint(
      scope,
      database,
      f.upload,
      perm,
      async ({ req }, ctx) =>
        imports.uploadFile(ctx, await readUploadedStream(req, 'file', 'importFileBytes')),
      { acceptsMultipart: true },
    );
  });
  addEndpoint(app, database, f.errorFile, perm, async ({ params, reply }, ctx) => {
    const file = await buildErrorFile(ctx, dictionary, params.importId);
    // Sent as it is written (fastify pipes a stream and never serialises it).
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${encodeURIComponent(file.filename)}"`)
      .send(file.stream) as never;
  });
  addEndpoint(app, database, f.cancel, perm, ({ params }, ctx) =>
    imports.cancelImport(ctx, params.importId),
  );
  addEndpoint(app, database, f.list, perm, ({ query }, ctx) =>
    imports.listImports(ctx, query.type),
  );

  const t = importTemplateEndpoints;
  addEndpoint(app, database, t.list, perm, ({ query }, ctx) =>
    templates.listTemplates(ctx, query.type, query.import_mode),
  );
  addEndpoint(app, database, t.get, perm, ({ params }, ctx) =>
    templates.getTemplate(ctx, params.importTemplateId),
  );
  addEndpoint(app, database, t.create, perm, ({ body }, ctx) =>
    templates.createTemplate(ctx, importers, body),
  );
  addEndpoint(app, database, t.remove, perm, ({ params }, ctx) =>
    templates.deleteTemplate(ctx, params.importTemplateId),
  );

  /** Preview, validate, start and status of an importer with one call each (partners, windshields). */
  function addFamilyRoutes(
    e: typeof partnerImporterEndpoints | typeof vehicleImporterEndpoints,
    type: 'PARTNER' | 'VEHICLE',
  ) {
    // The windshield catalogue is every firm's: its import takes the catalogue's own right.
    const right = type === 'VEHICLE' ? 'vehicles.catalogue' : perm;
    addEndpoint(app, database, e.preview, right, ({ query }, ctx) =>
      imports.previewImport(ctx, importers, query.importId, type),
    );
    addEndpoint(app, database, e.validate, right, ({ body }, ctx) =>
      imports.validateImport(ctx, importers, type, body),
    );
    addEndpoint(app, database, e.start, right, ({ body }, ctx) =>
      imports.startImport(ctx, body.importId, [type]),
    );
    addEndpoint(app, database, e.status, right, ({ params }, ctx) =>
      imports.getImportStatus(ctx, params.importId, type),
    );
  }

  const p = partnerImporterEndpoints;
  addEndpoint(app, database, p.columnTypes, perm, async ({ params }) =>
    describeColumns(importers.PARTNER.defs, params.type),
  );
  addFamilyRoutes(p, 'PARTNER');

  const r = productImporterEndpoints;
  addEndpoint(app, database, r.columnTypes, perm, async ({ query }) =>
    describeColumns(importers.PRODUCT.defs, query.import_mode),
  );
  addEndpoint(app, database, r.preview, perm, ({ query }, ctx) =>
    imports.previewImport(ctx, importers, query.importId, 'PRODUCT'),
  );
  addEndpoint(app, database, r.validateProduct, perm, ({ body }, ctx) =>
    imports.validateImport(ctx, importers, 'PRODUCT', body),
  );
  addEndpoint(app, database, r.validateService, perm, ({ body }, ctx) =>
    imports.validateImport(ctx, importers, 'SERVICE', body),
  );
  addEndpoint(app, database, r.importProduct, perm, ({ body }, ctx) =>
    imports.startImport(ctx, body.importId, ['PRODUCT']),
  );
  addEndpoint(app, database, r.importService, perm, ({ body }, ctx) =>
    imports.startImport(ctx, body.importId, ['SERVICE']),
  );
  addEndpoint(app, database, r.status, perm, ({ params }, ctx) =>
    imports.getImportStatus(ctx, params.importId, 'PRODUCT'),
  );

  const v = vehicleImporterEndpoints;
  addEndpoint(app, database, v.columnTypes, perm, async ({ query }) =>
    describeColumns(importers.VEHICLE.defs, query.import_mode),
  );
  addFamilyRoutes(v, 'VEHICLE');
}
