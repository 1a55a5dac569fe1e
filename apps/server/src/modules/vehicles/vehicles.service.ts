import type { TWindshield, ZVehicleValidateBody } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';

export function listMakers(ctx: Ctx) {
  return queryRows<{ id: number; name: string }>(
    ctx.db,
    sql`select id, name from vehicle_makers order by name`,
  );
}

export function listModels(ctx: Ctx, makerId: number, year: number | undefined) {
  return queryRows<{
    id: number;
    makerId: number;
    name: string;
    yearFrom: number;
    yearTo: number | null;
  }>(
    ctx.db,
    sql`select id, maker_id as "makerId", name, year_from as "yearFrom", year_to as "yearTo"
        from vehicle_models where maker_id = ${makerId}
        ${year === undefined ? sql`` : sql`and year_from <= ${year} and (year_to is null or year_to >= ${year})`}
        order by name, year_from`,
  );
}

/** Windshields by glass code and/or international SKU; the caller's firm's products carrying either code. */
export async function findWindshields(
  ctx: Ctx,
  query: { code?: string | undefined; internationalSKU?: string | undefined },
): Promise<TWindshield[]> {
  if (!query.code && !query.internationalSKU) return [];
  return queryRows<TWindshield>(
    ctx.db,
    sql`select w.glass_code as "glassCode", w.international_sku as "internationalSku", mk.name as maker,
          md.name as model, md.id as "modelId", md.year_from as "yearFrom", md.year_to as "yearTo",
          w.has_rain_sensor as "hasRainSensor", w.has_heating as "hasHeating",
          w.has_camera_bracket as "hasCameraBracket", w.width_mm as "widthMm", w.height_mm as "heightMm",
          coalesce((select json_agg(json_build_object('id', p.id, 'code', p.code, 'name', p.name) order by p.code)
                    from products p where p.firm_id = ${ctx.auth.firmId}
                      and (lower(p.code) collate "C" in (lower(w.glass_code) collate "C", lower(w.international_sku) collate "C")
                        or p.id in (select l.product_id from vehicle_windshield_products l
                                    where l.firm_id = ${ctx.auth.firmId} and l.windshield_id = w.id))), '[]') as products
        from vehicle_windshields w join vehicle_models md on md.id = w.model_id
        join vehicle_makers mk on mk.id = md.maker_id
        where true ${query.code ? sql`and upper(w.glass_code) = upper(${query.code})` : sql``}
          ${query.internationalSKU ? sql`and upper(w.international_sku) = upper(${query.internationalSKU})` : sql``}
        order by w.glass_code`,
  );
}

/** A glass fits when it is made for the model and the model was built in the year. */
export async function validateVehicle(ctx: Ctx, body: z.output<typeof ZVehicleValidateBody>) {
  const [model] = await queryRows<{ year_from: number; year_to: number | null }>(
    ctx.db,
    sql`select year_from, year_to from vehicle_models where id = ${body.modelId}`,
  );
  const [glass] = await queryRows<{ model_id: number }>(
    ctx.db,
    sql`select model_id from vehicle_windshields where upper(glass_code) = upper(${body.glassCode})`,
  );
  const reasons: ('UNKNOWN_MODEL' | 'UNKNOWN_GLASS' | 'OTHER_MODEL' | 'YEAR_OUT_OF_RANGE')[] = [];
  if (!model) reasons.push('UNKNOWN_MODEL');
  if (!glass) reasons.push('UNKNOWN_GLASS');
  if (model && glass && glass.model_id !== body.modelId) reasons.push('OTHER_MODEL');
  if (
    model &&
    (body.year < model.year_from || (model.year_to !== null && body.year > model.year_to))
  )
    reasons.push('YEAR_OUT_OF_RANGE');
  return { isValid: reasons.length === 0, reasons };
}
