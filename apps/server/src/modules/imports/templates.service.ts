import type {
  TImportMode,
  TImportTemplate,
  TImportTemplateBody,
  TImportType,
} from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Ctx, runAction } from '../../platform/context.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Importers } from './registry.ts';

interface TemplateRow {
  id: number;
  type: TImportType;
  import_mode: TImportMode;
  name: string;
  mapping: TImportTemplate['mapping'];
  created_at: Date | string;
}

const toTemplate = (r: TemplateRow): TImportTemplate => ({
  id: r.id,
  type: r.type,
  importMode: r.import_mode,
  name: r.name,
  mapping: r.mapping,
  createdAt: new Date(r.created_at).toISOString(),
});

const COLUMNS = sql`id, type, import_mode, name, mapping, created_at`;

function findTemplate(db: Db, firmId: number, id: number) {
  return queryRows<TemplateRow>(
    db,
    sql`select ${COLUMNS} from import_templates where firm_id = ${firmId} and id = ${id}`,
  ).then((rows) => rows[0]);
}

export async function listTemplates(
  ctx: Ctx,
  type: TImportType,
  mode: TImportMode | undefined,
): Promise<TImportTemplate[]> {
  const rows = await queryRows<TemplateRow>(
    ctx.db,
    sql`select ${COLUMNS} from import_templates
        where firm_id = ${ctx.auth.firmId} and type = ${type} ${mode ? sql`and import_mode = ${mode}` : sql``}
        order by lower(name)`,
  );
  return rows.map(toTemplate);
}

export async function getTemplate(ctx: Ctx, id: number): Promise<TImportTemplate> {
  const row = await findTemplate(ctx.db, ctx.auth.firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such import template');
  return toTemplate(row);
}

/** A mapping by header text, so next month's file with the same headers maps itself. */
export async function createTemplate(
  ctx: Ctx,
  importers: Importers,
  body: TImportTemplateBody,
): Promise<TImportTemplate> {
  const defs = importers[body.type].defs;
  const errors = body.mapping.flatMap((m, i) =>
    defs.some((d) => d.id === m.columnType)
      ? []
      : [
          {
            path: `mapping.${i}.columnType`,
            message: 'Not a column type of this import',
            code: 'invalid',
          },
        ],
  );
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'Invalid column mapping', { errors });
  const { firmId, userId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const [row] = await queryRows<TemplateRow>(
      tx,
      sql`insert into import_templates (firm_id, type, import_mode, name, mapping, created_by)
          values (${firmId}, ${body.type}, ${body.importMode}, ${body.name}, ${JSON.stringify(body.mapping)}::jsonb, ${userId})
          on conflict do nothing
          returning ${COLUMNS}`,
    );
    if (!row)
      throw new AppError('CONFLICT', 'A template of this name exists', {
        errors: [{ path: 'name', message: 'A template of this name exists', code: 'duplicate' }],
      });
    const template = toTemplate(row);
    return {
      result: template,
      audit: { entity: 'import_template', entityId: row.id, action: 'create', after: template },
    };
  });
}

export async function deleteTemplate(ctx: Ctx, id: number): Promise<void> {
  const before = await getTemplate(ctx, id);
  await runAction(ctx, async (tx) => {
    await tx.execute(
      sql`delete from import_templates where firm_id = ${ctx.auth.firmId} and id = ${id}`,
    );
    return {
      result: undefined,
      audit: { entity: 'import_template', entityId: id, action: 'delete', before },
    };
  });
}
