import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describeApp('vehicles', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });

  it('lists makers and the models of a maker built in a year', async () => {
    session = await t().login('ertekesito');
    const makers = (await call('GET', '/v2/vehicles/makers')).json();
    const skoda = makers.find((m: { name: string }) => m.name === 'Škoda');
    expect(skoda).toBeDefined();
    const all = (await call('GET', `/v2/vehicles/models?makerId=${skoda.id}`)).json();
    expect(all.map((m: { name: string }) => m.name)).toEqual([
      'Fabia III',
      'Octavia III',
      'Octavia IV',
    ]);
    const in2021 = (await call('GET', `/v2/vehicles/models?makerId=${skoda.id}&year=2021`)).json();
    expect(in2021.map((m: { name: string }) => m.name)).toEqual(['Fabia III', 'Octavia IV']);
  });

  it('finds windshield data by glass code or international SKU with the firm’s product of it', async () => {
    await queryRows(
      t().database.db,
      sql`insert into products (firm_id, code, name) values (1, 'DW02330', 'Octavia III szélvédő esőszenzoros'), (2, 'DW02330', 'Másik cég')`,
    );
    const bySku = (
      await call('GET', '/v2/vehicles/wind-shield-data?internationalSKU=DW02330')
    ).json();
    expect(bySku).toEqual([
      expect.objectContaining({
        glassCode: '8597AGSMVZ',
        maker: 'Škoda',
        model: 'Octavia III',
        hasRainSensor: true,
        hasHeating: false,
        widthMm: 1460,
        products: [
          expect.objectContaining({ code: 'DW02330', name: 'Octavia III szélvédő esőszenzoros' }),
        ],
      }),
    ]);
    const byCode = (await call('GET', '/v2/vehicles/wind-shield-data?code=8597agsmvz')).json();
    expect(byCode[0].internationalSku).toBe('DW02330');
    expect((await call('GET', '/v2/vehicles/wind-shield-data')).json()).toEqual([]);
  });

  it('says whether a glass fits a vehicle of a year and why not', async () => {
    const [octavia] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from vehicle_models where name = 'Octavia III'`,
    );
    const [golf] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from vehicle_models where name = 'Golf VII'`,
    );
    const check = async (modelId: number, year: number, glassCode: string) =>
      (await call('POST', '/v2/vehicles/validate', { modelId, year, glassCode })).json();
    expect(await check(octavia!.id, 2016, '8597AGSMVZ')).toEqual({ isValid: true, reasons: [] });
    expect(await check(octavia!.id, 2022, '8597AGSMVZ')).toEqual({
      isValid: false,
      reasons: ['YEAR_OUT_OF_RANGE'],
    });
    expect(await check(golf!.id, 2016, '8597AGSMVZ')).toEqual({
      isValid: false,
      reasons: ['OTHER_MODEL'],
    });
    expect(await check(octavia!.id, 2016, 'NINCS')).toEqual({
      isValid: false,
      reasons: ['UNKNOWN_GLASS'],
    });
    expect(await check(999999, 2016, '8597AGSMVZ')).toEqual({
      isValid: false,
      reasons: ['UNKNOWN_MODEL'],
    });
  });
});
