import { VEHICLE_COLUMN_TYPES } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { csv, uploadAs } from './imports.test-data.ts';

const HEADER = [
  'Gyártó',
  'Modell',
  'Évtől',
  'Évig',
  'Üvegkód',
  'SKU',
  'Esőszenzor',
  'Fűtött',
  'Szélesség',
  'Magasság',
  'Cikkszám',
];
// Every column type but the camera bracket, in the contract's order (the header's).
const MAPPING = VEHICLE_COLUMN_TYPES.filter((c) => c !== 'hasCameraBracket').map(
  (columnType, column) => ({ column, columnType }),
);

describeApp('vehicle import', (t) => {
  // The windshield catalogue is every firm's: its import takes `vehicles.catalogue` (admin).
  let office: Session;
  let backOffice: Session;
  let driver: Session;
  const call = (method: string, path: string, body?: unknown, session = office) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const validate = async (rows: string[][], importMode = 'CREATE', mapping: unknown = MAPPING) => {
    const file = await uploadAs(t(), office, 'glass.csv', csv([HEADER, ...rows]));
    return call('POST', '/vehicle-importer/validate', { fileId: file.id, importMode, mapping });
  };
  const importAll = async (importId: number) => {
    expect((await call('POST', '/vehicle-importer/start', { importId })).statusCode).toBe(200);
    await t().app.jobs.runUntilIdle();
    return (await call('GET', `/vehicle-importer/status/${importId}`)).json();
  };
  const glass = (code: string) =>
    call('GET', `/v2/vehicles/wind-shield-data?code=${code}`).then((r) => r.json());

  beforeAll(async () => {
    office = await t().login('admin');
    backOffice = await t().login('irodai');
    driver = await t().login('sofor');
  });

  it("refuses a firm's import right alone: the catalogue is shared by every firm", async () => {
    const file = await uploadAs(t(), backOffice, 'glass.csv', csv([HEADER, ['A', 'B']]));
    const body = { fileId: file.id, importMode: 'CREATE', mapping: MAPPING };
    const refused = await call('POST', '/vehicle-importer/validate', body, backOffice);
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('POST', '/vehicle-importer/start', { importId: 1 }, backOffice)).statusCode,
    ).toBe(403);
  });

  it('answers the windshield column types, glass code required in every mode', async () => {
    const types = (await call('GET', '/vehicle-importer/column-types?import_mode=UPDATE')).json();
    expect(types.find((c: { id: string }) => c.id === 'glassCode')).toMatchObject({
      isRequired: true,
    });
    expect(types.find((c: { id: string }) => c.id === 'maker').isRequired).toBe(false);
    expect(
      (await call('GET', '/vehicle-importer/column-types', undefined, driver)).statusCode,
    ).toBe(403);
  });

  it('marks wrong windshield cells: glass code, years, sizes, unknown product, duplicates', async () => {
    const r = await validate([
      ['Dacia', 'Duster II', '2018', '', 'x!', 'DW1', 'igen', 'nem', '1400', '850', ''],
      ['Dacia', 'Duster II', '2018', '2010', '7001AGNV', 'DW02001', 'i', 'n', '1400', '850', ''],
      ['Dacia', 'Duster II', '2018', '', '7002AGNV', 'DW02002', 'i', 'n', '-5', '850', ''],
      [
        'Dacia',
        'Duster II',
        '2018',
        '',
        '7003AGNV',
        'DW02003',
        'i',
        'n',
        '1400',
        '850',
        'NINCS-ILYEN',
      ],
      ['Dacia', 'Duster II', '2018', '', '8585AGSMVZ', 'DW02281', 'i', 'n', '1400', '850', ''],
      ['Dacia', 'Duster II', '2018', '', '7004AGNV', 'DW02004', 'i', 'n', '1400', '850', ''],
      ['Dacia', 'Duster II', '2018', '', '7004agnv', 'DW02004', 'i', 'n', '1400', '850', ''],
    ]);
    expect(r.statusCode).toBe(200);
    const v = r.json();
    const keys = v.errors.map((e: { row: number; messageKey: string }) => [e.row, e.messageKey]);
    expect(keys).toEqual([
      [1, 'IMPORTS.ERROR.GLASS_CODE'],
      [2, 'IMPORTS.ERROR.YEAR_ORDER'],
      [3, 'IMPORTS.ERROR.OUT_OF_RANGE'],
      [4, 'IMPORTS.ERROR.UNKNOWN_PRODUCT'],
      [5, 'IMPORTS.ERROR.CODE_EXISTS'],
      [7, 'IMPORTS.ERROR.DUPLICATE_IN_FILE'],
    ]);
    expect(v).toMatchObject({ rowsTotal: 7, rowsValid: 1 });
  });

  it('imports new glasses with their maker, model and the firm’s product, then updates one column', async () => {
    const [product] = await queryRows<{ code: string }>(
      t().database.db,
      sql`select code from products where firm_id = 1 and not is_service order by id limit 1`,
    );
    const v = (
      await validate([
        [
          'Dacia',
          'Sandero III',
          '2020',
          '',
          '7101AGNV',
          'DW03101',
          'igen',
          'nem',
          '1390',
          '840',
          product!.code,
        ],
        [
          'Volkswagen',
          'Golf VIII',
          '2019',
          '',
          '7102AGSMV',
          'DW03102',
          'nem',
          'igen',
          '1448',
          '874',
          '',
        ],
      ])
    ).json();
    expect(v.rowsValid).toBe(2);
    const preview = (await call('GET', `/vehicle-importer/preview?importId=${v.importId}`)).json();
    expect(preview.rows[0].cells[4].value).toBe('7101AGNV');
    expect(await importAll(v.importId)).toMatchObject({ status: 'DONE', rowsDone: 2 });
    const [sandero] = await glass('7101AGNV');
    expect(sandero).toMatchObject({
      maker: 'Dacia',
      model: 'Sandero III',
      yearFrom: 2020,
      yearTo: null,
      internationalSku: 'DW03101',
      hasRainSensor: true,
      widthMm: 1390,
      products: [{ code: product!.code }],
    });
    const [golf] = await glass('7102AGSMV');
    expect(golf).toMatchObject({ model: 'Golf VIII', hasHeating: true, products: [] });
    const audits = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from audit_log where entity = 'vehicle_windshield' and request_id = ${`import:${v.importId}`}`,
    );
    expect(audits[0]!.n).toBe(2);

    // UPDATE with two mapped columns: only the width changes; an unknown glass is refused.
    const file = await uploadAs(
      t(),
      office,
      'width.csv',
      csv([
        ['Üvegkód', 'Szélesség'],
        ['7101agnv', '1392'],
        ['7999XXXX', '1000'],
      ]),
    );
    const u = (
      await call('POST', '/vehicle-importer/validate', {
        fileId: file.id,
        importMode: 'UPDATE',
        mapping: [
          { column: 0, columnType: 'glassCode' },
          { column: 1, columnType: 'widthMm' },
        ],
      })
    ).json();
    expect(u.errors.map((e: { messageKey: string }) => e.messageKey)).toEqual([
      'IMPORTS.ERROR.CODE_NOT_FOUND',
    ]);
    expect(await importAll(u.importId)).toMatchObject({
      status: 'DONE',
      rowsDone: 1,
      rowsFailed: 1,
    });
    expect((await glass('7101AGNV'))[0]).toMatchObject({
      widthMm: 1392,
      heightMm: 840,
      hasRainSensor: true,
      products: [{ code: product!.code }],
    });
  });

  it('does not answer a product import through the vehicle importer', async () => {
    const file = await uploadAs(
      t(),
      office,
      'p.csv',
      csv([
        ['Cikkszám', 'Név'],
        ['VX-1', 'Valami'],
      ]),
    );
    const p = (
      await call('POST', '/product-importer/validateProduct', {
        fileId: file.id,
        importMode: 'CREATE',
        mapping: [
          { column: 0, columnType: 'code' },
          { column: 1, columnType: 'name' },
        ],
      })
    ).json();
    expect((await call('GET', `/vehicle-importer/status/${p.importId}`)).statusCode).toBe(404);
  });
});
