import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import type { AuditInfo, CheckedRow, ImportScope, WrittenRow } from './importer.ts';
import { insertAudits } from './product-import.repository.ts';
import type { VehicleValues } from './vehicle-importer.ts';

/** upper(glass code) → id of the catalogue's windshields among `codes`. */
export async function findWindshieldIds(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await queryRows<{ code: string; id: number }>(
    db,
    sql`select upper(glass_code) as code, id from vehicle_windshields
        where upper(glass_code) in (select upper(c) from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) c)`,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

const INPUT = sql`"row" int, maker text, model text, "yearFrom" int, "yearTo" int, "glassCode" text,
  "internationalSku" text, "hasRainSensor" boolean, "hasHeating" boolean, "hasCameraBracket" boolean,
  "widthMm" int, "heightMm" int`;
const MODEL_OF = sql`left join vehicle_makers mk on mk.name = x.maker
  left join vehicle_models md on md.maker_id = mk.id and md.name = x.model and md.year_from = x."yearFrom"`;

/**
 * Writes a batch of windshield rows: makers and models they name (made when new; a model's last
 * year is set when given), new glasses (CREATE, UPSERT), the mapped columns of existing ones
 * (UPDATE, UPSERT), the firm's product link, and one audit row per windshield.
 */
export async function writeWindshields(
  tx: Db,
  scope: ImportScope,
  rows: CheckedRow<VehicleValues>[],
  audit: AuditInfo,
): Promise<WrittenRow[]> {
  if (!rows.length) return [];
  const existing = await findWindshieldIds(
    tx,
    rows.map((r) => r.values!.fields.glassCode),
  );
  const input = JSON.stringify(rows.map((r) => ({ row: r.row, ...r.values!.fields })));
  const x = sql`jsonb_to_recordset(${input}::jsonb) as x(${INPUT})`;
  await tx.execute(
    sql`insert into vehicle_makers (name) select distinct maker from ${x} where maker is not null
        on conflict (name) do nothing`,
  );
  await tx.execute(
    sql`insert into vehicle_models (maker_id, name, year_from, year_to)
        select distinct on (mk.id, x.model, x."yearFrom") mk.id, x.model, x."yearFrom", x."yearTo"
        from ${x} join vehicle_makers mk on mk.name = x.maker where x.model is not null
        order by mk.id, x.model, x."yearFrom", x."yearTo" desc nulls last
        on conflict (maker_id, name, year_from)
        do update set year_to = coalesce(excluded.year_to, vehicle_models.year_to)`,
  );
  const isNew = (r: CheckedRow<VehicleValues>) =>
    !existing.has(r.values!.fields.glassCode) && scope.mode !== 'UPDATE';
  const isChanged = (r: CheckedRow<VehicleValues>) =>
    existing.has(r.values!.fields.glassCode) && scope.mode !== 'CREATE';
  const written = await queryRows<{ id: number; row: number; action: string }>(
    tx,
    sql`with x as (select x.*, md.id as model_id from ${x} ${MODEL_OF}),
        ins as (
          insert into vehicle_windshields (model_id, glass_code, international_sku, has_rain_sensor,
            has_heating, has_camera_bracket, width_mm, height_mm)
          select model_id, "glassCode", "internationalSku", coalesce("hasRainSensor", false),
            coalesce("hasHeating", false), coalesce("hasCameraBracket", false), "widthMm", "heightMm"
          from x where "row" = any(${sql.param(rows.filter(isNew).map((r) => r.row))}::int[])
          on conflict (glass_code) do nothing
          returning id, glass_code),
        upd as (
          update vehicle_windshields w set model_id = coalesce(x.model_id, w.model_id),
            international_sku = coalesce(x."internationalSku", w.international_sku),
            has_rain_sensor = coalesce(x."hasRainSensor", w.has_rain_sensor),
            has_heating = coalesce(x."hasHeating", w.has_heating),
            has_camera_bracket = coalesce(x."hasCameraBracket", w.has_camera_bracket),
            width_mm = coalesce(x."widthMm", w.width_mm), height_mm = coalesce(x."heightMm", w.height_mm)
          from x where upper(w.glass_code) = x."glassCode"
            and x."row" = any(${sql.param(rows.filter(isChanged).map((r) => r.row))}::int[])
          returning w.id, x."row")
        select ins.id, x."row", 'create' as action from ins join x on x."glassCode" = ins.glass_code
        union all select id, "row", 'update' from upd`,
  );
  const byRow = new Map(written.map((w) => [w.row, w]));
  const links = rows.flatMap((r) => {
    const w = byRow.get(r.row);
    return w && r.values!.productId ? [{ windshieldId: w.id, productId: r.values!.productId }] : [];
  });
  if (links.length)
    await tx.execute(
      sql`insert into vehicle_windshield_products (firm_id, windshield_id, product_id)
          select ${scope.firmId}, "windshieldId", "productId"
          from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as l("windshieldId" int, "productId" int)
          on conflict (firm_id, windshield_id) do update set product_id = excluded.product_id`,
    );
  await insertAudits(
    tx,
    scope.firmId,
    'vehicle_windshield',
    rows.flatMap((r) => {
      const w = byRow.get(r.row);
      return w
        ? [{ id: String(w.id), action: w.action, after: { ...r.values!.fields, row: r.row } }]
        : [];
    }),
    audit,
  );
  return rows.map((r) => ({ row: r.row, entityId: byRow.get(r.row)?.id ?? null }));
}
