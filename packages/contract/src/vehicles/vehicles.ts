import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

export const ZVehicleMaker = z
  .object({ id: z.int(), name: z.string() })
  .meta({ id: 'VehicleMaker' });
export const ZVehicleModel = z
  .object({
    id: z.int(),
    makerId: z.int(),
    name: z.string(),
    yearFrom: z.int(),
    yearTo: z.int().nullable(),
  })
  .meta({ id: 'VehicleModel' });
export const ZWindshield = z
  .object({
    glassCode: z.string(),
    internationalSku: z.string(),
    maker: z.string(),
    model: z.string(),
    modelId: z.int(),
    yearFrom: z.int(),
    yearTo: z.int().nullable(),
    hasRainSensor: z.boolean(),
    hasHeating: z.boolean(),
    hasCameraBracket: z.boolean(),
    widthMm: z.int(),
    heightMm: z.int(),
    products: z.array(z.object({ id: z.int(), code: z.string(), name: z.string() })),
  })
  .meta({ id: 'Windshield' });
export type TWindshield = z.infer<typeof ZWindshield>;

const ZYear = z.int().min(1950).max(2100);

/** A windshield row of a vehicle import: the catalogue's rules (glass codes upper-case). */
export const ZWindshieldImportRow = z
  .object({
    maker: z.string().trim().min(1).max(100),
    model: z.string().trim().min(1).max(100),
    yearFrom: ZYear,
    yearTo: ZYear.nullable().default(null),
    glassCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{4,20}$/, 'Letters and digits, 4–20'),
    internationalSku: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,30}$/, 'Letters, digits and hyphens, 3–30'),
    hasRainSensor: z.boolean().default(false),
    hasHeating: z.boolean().default(false),
    hasCameraBracket: z.boolean().default(false),
    widthMm: z.int().min(1).max(5000),
    heightMm: z.int().min(1).max(5000),
  })
  .refine((r) => r.yearTo === null || r.yearTo >= r.yearFrom, {
    path: ['yearTo'],
    message: 'Before the first year',
  });
/** Why a glass does not fit: dictionary keys `VEHICLES.INVALID.<reason>`. */
export const VEHICLE_INVALID_REASONS = [
  'UNKNOWN_MODEL',
  'UNKNOWN_GLASS',
  'OTHER_MODEL',
  'YEAR_OUT_OF_RANGE',
] as const;
export const ZVehicleValidateBody = z.object({
  modelId: ZId,
  year: ZYear,
  glassCode: z.string().trim().min(1).max(40),
});
export const ZVehicleValidation = z
  .object({ isValid: z.boolean(), reasons: z.array(z.enum(VEHICLE_INVALID_REASONS)) })
  .meta({ id: 'VehicleValidation' });

const tag = 'vehicles';
export const vehicleEndpoints = {
  makers: defineEndpoint({
    method: 'GET',
    path: '/v2/vehicles/makers',
    summary: 'Vehicle makers',
    tag,
    response: z.array(ZVehicleMaker),
  }),
  models: defineEndpoint({
    method: 'GET',
    path: '/v2/vehicles/models',
    summary: 'Models of a maker, optionally those produced in a year',
    tag,
    query: z.object({ makerId: ZId, year: ZYear.optional() }),
    response: z.array(ZVehicleModel),
  }),
  windshieldData: defineEndpoint({
    method: 'GET',
    path: '/v2/vehicles/wind-shield-data',
    summary: 'Windshield data by glass code or international SKU, with the firm’s products of it',
    tag,
    query: z.object({
      code: z.string().trim().max(40).optional(),
      internationalSKU: z.string().trim().max(40).optional(),
    }),
    response: z.array(ZWindshield),
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: '/v2/vehicles/validate',
    summary: 'Whether a glass fits a vehicle model of a year, and why not',
    tag,
    body: ZVehicleValidateBody,
    response: ZVehicleValidation,
  }),
} as const;
