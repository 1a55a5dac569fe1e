import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { Dictionary } from '../dictionary/dictionary.service.ts';
import { taxNumberOf } from '../partners/partners.test-data.ts';
import { runImport } from './import-runner.ts';
import { csv, productRows, uploadAs, xlsx } from './imports.test-data.ts';
import { createImporters } from './registry.ts';

const importers = createImporters(Dictionary.fromFiles());
/** Column i of the file mapped to the i-th column type. */
const mappingOf = (types: string[]) => types.map((columnType, column) => ({ column, columnType }));
const PRODUCT_MAPPING = [
  { column: 0, columnType: 'code' },
  { column: 1, columnType: 'name' },
  { column: 2, columnType: 'groupCode' },
  { column: 3, columnType: 'measureUnitCode' },
  { column: 4, columnType: 'vatCode' },
  { column: 5, columnType: 'unitPrice' },
  { column: 6, columnType: 'validFrom' },
];

describeApp('imports', (t) => {
  let office: Session;
  let admin: Session;
  const call = (method: string, path: string, body?: unknown, session = office) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const upload = (name: string, data: Buffer, session = office) =>
    uploadAs(t(), session, name, data);
  const validate = (path: string, fileId: number, mapping: unknown, importMode = 'CREATE') =>
    call('POST', path, { fileId, importMode, mapping });
  const db = () => t().database.db;
  /** The runner called directly: a test stops it mid-import with `beforeCommit`. */
  const run = (importId: number, options = {}) => runImport(db(), importers, importId, options);
  const runJobs = () => t().app.jobs.runUntilIdle();
  const setBatchSize = (value: number, version: number) =>
    call('PUT', '/settings/imports.batchSize', { value, version }, admin);

  beforeAll(async () => {
    office = await t().login('irodai');
    admin = await t().login('admin');
  });

  it('reads csv in UTF-8 with `;` and in Windows-1250 with `,`, and xlsx', async () => {
    const utf8 = await upload(
      'a.csv',
      csv([
        ['Cikkszám', 'Megnevezés', 'Ár'],
        ['X', 'Ő', '1,5'],
      ]),
    );
    expect(utf8).toMatchObject({
      format: 'CSV',
      encoding: 'UTF-8',
      delimiter: ';',
      headers: ['Cikkszám', 'Megnevezés', 'Ár'],
    });
    const win = await upload(
      'b.csv',
      csv(
        [
          ['Cikkszám', 'Megnevezés', 'Érvényes ettől'],
          ['X', 'Ő', '2026.01.01'],
        ],
        ',',
        'windows-1250',
      ),
    );
    expect(win).toMatchObject({
      format: 'CSV',
      encoding: 'WINDOWS-1250',
      delimiter: ',',
      headers: ['Cikkszám', 'Megnevezés', 'Érvényes ettől'],
    });
    const book = await upload(
      'c.xlsx',
      await xlsx([
        ['Cikkszám', 'Megnevezés'],
        ['X', 'Y'],
      ]),
    );
    expect(book).toMatchObject({ format: 'XLSX', headers: ['Cikkszám', 'Megnevezés'] });
  });

  it('answers the column types of each import with the required ones of the mode', async () => {
    const product = (await call('GET', '/product-importer/column-types?import_mode=UPDATE')).json();
    expect(product.find((c: { id: string }) => c.id === 'code')).toMatchObject({
      isRequired: true,
      kind: 'TEXT',
    });
    expect(product.find((c: { id: string }) => c.id === 'name')).toMatchObject({
      isRequired: false,
    });
    const partner = (await call('GET', '/partner-importer/column-types/CREATE')).json();
    expect(partner.map((c: { id: string }) => c.id)).toContain('taxNumber');
    expect(partner.find((c: { id: string }) => c.id === 'name').isRequired).toBe(true);
  });

  it('marks every wrong product cell with a Hungarian message key, in csv and xlsx alike', async () => {
    const rows = [
      productRows('ERR', 1)[0]!,
      ['ERR-OK', 'Jó sor', 'FES', 'db', '27', '100', '2026-01-01'],
      ['', 'Nincs kód', 'FES', 'db', '27', '100', ''],
      ['ROSSZ KÓD', 'Szóköz', 'FES', 'db', '27', '100', ''],
      ['ERR-3', 'Csoport', 'NINCS', 'db', '27', '100', ''],
      ['ERR-4', 'Egység', 'FES', 'hordó', '27', '100', ''],
      ['ERR-5', 'Áfa', 'FES', 'db', '33', '100', ''],
      ['ERR-6', 'Ár', 'FES', 'db', '27', 'sok', ''],
      ['ERR-7', 'Negatív', 'FES', 'db', '27', '-5', ''],
      ['ERR-8', 'Dátum', 'FES', 'db', '27', '100', '2026.02.30'],
      ['ERR-OK', 'Ismét', 'FES', 'db', '27', '100', ''],
      ['FES-5003', 'Már van', 'FES', 'db', '27', '100', ''],
      ['ERR-11', '', 'FES', 'db', '27', '100', ''],
    ];
    const expected = [
      [2, 'code', 'REQUIRED'],
      [3, 'code', 'PRODUCT_CODE'],
      [4, 'groupCode', 'UNKNOWN_GROUP'],
      [5, 'measureUnitCode', 'UNKNOWN_UNIT'],
      [6, 'vatCode', 'UNKNOWN_VALUE'],
      [7, 'unitPrice', 'NOT_A_NUMBER'],
      [8, 'unitPrice', 'NEGATIVE'],
      [9, 'validFrom', 'NOT_A_DATE'],
      [10, 'code', 'DUPLICATE_IN_FILE'],
      [11, 'code', 'CODE_EXISTS'],
      [12, 'name', 'REQUIRED'],
    ].map(([row, columnType, key]) => ({ row, columnType, messageKey: `IMPORTS.ERROR.${key}` }));
    for (const file of [
      await upload('e.csv', csv(rows)),
      await upload('e.xlsx', await xlsx(rows)),
    ]) {
      const r = await validate('/product-importer/validateProduct', file.id, PRODUCT_MAPPING);
      expect(r.statusCode).toBe(200);
      const answer = r.json();
      expect(answer).toMatchObject({
        rowsTotal: 12,
        rowsValid: 1,
        rowsInvalid: 11,
        errorCount: 11,
      });
      expect(
        answer.errors.map(({ row, columnType, messageKey }: Record<string, unknown>) => ({
          row,
          columnType,
          messageKey,
        })),
      ).toEqual(expected);
    }
  });

  it('checks price currency, price type and the validity period like the price form', async () => {
    const rows = [
      ['Cikkszám', 'Megnevezés', 'Ár', 'Deviza', 'Ártípus', 'Ettől', 'Eddig'],
      ['PR-1', 'a', '10', 'XYZ', 'RETAIL', '2026-01-01', ''],
      ['PR-2', 'b', '10', 'EUR', 'Titkos ár', '2026-01-01', ''],
      ['PR-3', 'c', '10', 'EUR', 'Nagykereskedelmi ár', '2026-02-01', '2026-01-01'],
      ['PR-4', 'd', '10', 'eur', 'wholesale', '2026-02-01', '2026-03-01'],
    ];
    const file = await upload('p.csv', csv(rows));
    const mapping = [
      'code',
      'name',
      'unitPrice',
      'currency',
      'priceType',
      'validFrom',
      'validTo',
    ].map((columnType, column) => ({ column, columnType }));
    const answer = (await validate('/product-importer/validateProduct', file.id, mapping)).json();
    expect(
      answer.errors.map((e: { row: number; messageKey: string }) => [e.row, e.messageKey]),
    ).toEqual([
      [1, 'IMPORTS.ERROR.UNKNOWN_CURRENCY'],
      [2, 'IMPORTS.ERROR.UNKNOWN_VALUE'],
      [3, 'IMPORTS.ERROR.DATE_ORDER'],
    ]);
  });

  it('marks wrong partner cells with the partner form’s rules', async () => {
    const good = taxNumberOf('2444001');
    const bad = `${good.slice(0, 7)}${(Number(good[7]) + 1) % 10}${good.slice(8)}`;
    const rows = [
      [
        'Név',
        'Adószám',
        'Irányítószám',
        'Város',
        'Utca',
        'E-mail',
        'Kapcsolattartó',
        'Fizetési határidő',
        'Szerepkörök',
      ],
      [
        'Jó Kft.',
        good,
        '1111',
        'Budapest',
        'Fő utca 1.',
        'jo@pelda.hu',
        'Kiss Anna',
        '15',
        'Vevő, Szállító',
      ],
      ['Rossz adószám Kft.', bad, '1111', 'Budapest', 'Fő utca 1.', '', '', '', ''],
      [
        'Rossz e-mail Kft.',
        '',
        '1111',
        'Budapest',
        'Fő utca 1.',
        'rossz @pelda.hu',
        'Nagy Béla',
        '',
        '',
      ],
      ['Rossz irsz Kft.', '', '111', 'Budapest', 'Fő utca 1.', '', '', '', ''],
      ['Határidő Kft.', '', '1111', 'Budapest', 'Fő utca 1.', '', '', '400', ''],
      ['Határidő2 Kft.', '', '1111', 'Budapest', 'Fő utca 1.', '', '', 'öt', ''],
      ['Szerep Kft.', '', '1111', 'Budapest', 'Fő utca 1.', '', '', '', 'Ügyfél'],
      ['Ugyanaz Kft.', good, '1111', 'Budapest', 'Fő utca 1.', '', '', '', ''],
    ];
    const file = await upload('partner.csv', csv(rows));
    const types = [
      'name',
      'taxNumber',
      'postalCode',
      'city',
      'street',
      'contactEmail',
      'contactName',
      'paymentTermsDays',
      'roles',
    ];
    const answer = (await validate('/partner-importer/validate', file.id, mappingOf(types))).json();
    expect(
      answer.errors.map((e: { row: number; columnType: string; messageKey: string }) => [
        e.row,
        e.columnType,
        e.messageKey,
      ]),
    ).toEqual([
      [2, 'taxNumber', 'IMPORTS.ERROR.TAX_NUMBER'],
      [3, 'contactEmail', 'IMPORTS.ERROR.EMAIL'],
      [4, 'postalCode', 'IMPORTS.ERROR.POSTAL_CODE'],
      [5, 'paymentTermsDays', 'IMPORTS.ERROR.OUT_OF_RANGE'],
      [6, 'paymentTermsDays', 'IMPORTS.ERROR.NOT_AN_INTEGER'],
      [7, 'roles', 'IMPORTS.ERROR.UNKNOWN_VALUE'],
      [8, 'taxNumber', 'IMPORTS.ERROR.DUPLICATE_IN_FILE'],
    ]);
    const preview = (
      await call('GET', `/partner-importer/preview?importId=${answer.importId}`)
    ).json();
    expect(preview.rows[0].cells[8].value).toBe('CUSTOMER, SUPPLIER');
    expect(preview.rows[1].cells[1]).toEqual({
      value: bad,
      messageKey: 'IMPORTS.ERROR.TAX_NUMBER',
    });
  });

  it('refuses a mapping without the mode’s required columns or with another type’s columns', async () => {
    const file = await upload('m.csv', csv(productRows('MAP', 2)));
    const r = await validate('/product-importer/validateProduct', file.id, [
      { column: 0, columnType: 'code' },
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toMatchObject({
      path: 'mapping',
      code: 'required',
      message: 'IMPORTS.COLUMN.NAME',
    });
    expect(r.json().detail).toContain('IMPORTS.COLUMN.NAME');
    const other = await validate('/product-importer/validateProduct', file.id, [
      ...PRODUCT_MAPPING.slice(0, 6),
      { column: 6, columnType: 'taxNumber' },
    ]);
    expect(other.statusCode).toBe(400);
    const beyond = await validate('/product-importer/validateProduct', file.id, [
      ...PRODUCT_MAPPING.slice(0, 6),
      { column: 9, columnType: 'validFrom' },
    ]);
    expect(beyond.statusCode).toBe(400);
  });

  it('names the partner import’s unmapped required columns in the failure', async () => {
    const file = await upload(
      'p.csv',
      csv([
        ['Név', 'Város'],
        ['Kovács Bt.', 'Pécs'],
      ]),
    );
    const r = await validate('/partner-importer/validate', file.id, [
      { column: 0, columnType: 'name' },
      { column: 1, columnType: 'city' },
    ]);
    expect(r.statusCode).toBe(400);
    const missing = r.json().errors.map((e: { message: string }) => e.message);
    expect(missing).toEqual(
      expect.arrayContaining(['IMPORTS.COLUMN.POSTAL_CODE', 'IMPORTS.COLUMN.STREET']),
    );
    expect(missing).not.toContain('IMPORTS.COLUMN.CITY');
    expect(r.json().detail).toMatch(/^Required column not mapped: .*IMPORTS\.COLUMN\.STREET/);
  });

  it('previews, imports in the background with prices and one audit entry, and refuses a second start', async () => {
    const file = await upload('ok.csv', csv(productRows('IMP', 25)));
    const v = (
      await validate('/product-importer/validateProduct', file.id, PRODUCT_MAPPING)
    ).json();
    expect(v).toMatchObject({ rowsTotal: 25, rowsValid: 25, errors: [] });
    const preview = (await call('GET', `/product-importer/preview?importId=${v.importId}`)).json();
    expect(preview.rows[1].cells.map((c: { value: string }) => c.value)).toEqual([
      'IMP-0002',
      'Import termék 2',
      'FES',
      'db',
      '27',
      '2000.50',
      '2026-01-01',
    ]);
    const started = await call('POST', '/product-importer/importProduct', { importId: v.importId });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'QUEUED', rowsTotal: 25 });
    expect(
      (await call('POST', '/product-importer/importProduct', { importId: v.importId })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/product-importer/importService', { importId: v.importId })).statusCode,
    ).toBe(404);
    expect(await runJobs()).toBe(1);
    const status = (await call('GET', `/product-importer/status/${v.importId}`)).json();
    expect(status).toMatchObject({
      status: 'DONE',
      rowsDone: 25,
      rowsFailed: 0,
      secondsLeft: null,
    });
    const [product] = await queryRows<{
      name: string;
      vat_code: string;
      unit_price: string;
      valid_from: string;
      firm_id: number;
    }>(
      db(),
      sql`select p.name, p.vat_code, pp.unit_price::text, pp.valid_from::text, p.firm_id from products p
          join product_prices pp on pp.product_id = p.id where p.code = 'IMP-0002'`,
    );
    expect(product).toEqual({
      name: 'Import termék 2',
      vat_code: '27',
      unit_price: '2000.5000',
      valid_from: '2026-01-01',
      firm_id: 1,
    });
    const audits = await queryRows<{ action: string; after: { rowsDone: number } }>(
      db(),
      sql`select action, after from audit_log where entity = 'import_run' and entity_id = ${String(v.importId)} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['validate', 'start', 'import']);
    expect(audits[2]!.after).toMatchObject({ rowsDone: 25, rowsFailed: 0 });
    const [{ n }] = (await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where entity = 'product' and request_id = ${`import:${v.importId}`}`,
    )) as [{ n: number }];
    expect(n).toBe(25);
  });

  it('resumes a run stopped mid-batch without duplicating or losing a row', async () => {
    expect((await setBatchSize(10, 0)).statusCode).toBe(200);
    const file = await upload('restart.csv', csv(productRows('RST', 35)));
    const v = (
      await validate('/product-importer/validateProduct', file.id, PRODUCT_MAPPING, 'UPSERT')
    ).json();
    await call('POST', '/product-importer/importProduct', { importId: v.importId });
    const crash = (batch: number) => {
      if (batch === 3) throw new Error('runner killed');
    };
    await expect(run(v.importId, { beforeCommit: crash })).rejects.toThrow('runner killed');
    const midway = (await call('GET', `/product-importer/status/${v.importId}`)).json();
    expect(midway).toMatchObject({ status: 'RUNNING', rowsDone: 20 });
    // The queued job resumes it, while a second runner of the same import runs alongside.
    await Promise.all([runJobs(), run(v.importId)]);
    const [counts] = await queryRows<{ products: number; prices: number; ledger: number }>(
      db(),
      sql`select (select count(*)::int from products where firm_id = 1 and code like 'RST-%') as products,
                 (select count(*)::int from product_prices pp join products p on p.id = pp.product_id where p.code like 'RST-%') as prices,
                 (select count(*)::int from import_row_results where import_id = ${v.importId}) as ledger`,
    );
    expect(counts).toEqual({ products: 35, prices: 35, ledger: 35 });
    expect((await call('GET', `/product-importer/status/${v.importId}`)).json()).toMatchObject({
      status: 'DONE',
      rowsDone: 35,
    });
    expect((await setBatchSize(1000, 1)).statusCode).toBe(200);
  });

  it('cancels a queued import at once and a running one after its batch', async () => {
    const file = await upload('cancel.csv', csv(productRows('CAN', 30)));
    const queued = (
      await validate('/product-importer/validateProduct', file.id, PRODUCT_MAPPING)
    ).json();
    await call('POST', '/product-importer/importProduct', { importId: queued.importId });
    expect((await call('POST', `/imports/${queued.importId}/cancel`)).json()).toMatchObject({
      status: 'CANCELLED',
    });
    expect(await runJobs()).toBe(1);
    expect((await call('POST', `/imports/${queued.importId}/cancel`)).statusCode).toBe(409);

    await setBatchSize(10, 2);
    const running = (
      await validate('/product-importer/validateProduct', file.id, PRODUCT_MAPPING)
    ).json();
    await call('POST', '/product-importer/importProduct', { importId: running.importId });
    await expect(
      run(running.importId, {
        beforeCommit: (b: number) => {
          if (b === 2) throw new Error('stop');
        },
      }),
    ).rejects.toThrow();
    expect((await call('POST', `/imports/${running.importId}/cancel`)).json()).toMatchObject({
      status: 'RUNNING',
    });
    await runJobs();
    expect(
      (await call('GET', `/product-importer/status/${running.importId}`)).json(),
    ).toMatchObject({ status: 'CANCELLED', rowsDone: 10 });
    await setBatchSize(1000, 3);
  });

  it('updates only the mapped column of existing partners', async () => {
    const [before] = await queryRows<{
      code: string;
      name: string;
      payment_terms_days: number;
      city: string;
    }>(
      db(),
      sql`select p.code, p.name, p.payment_terms_days, a.city from partners p
          join partner_addresses a on a.partner_id = p.id and a.kind = 'BILLING' where p.firm_id = 1 order by p.id limit 1`,
    );
    const file = await upload(
      'upd.csv',
      csv([
        ['Kód', 'Fizetési határidő'],
        [before!.code, '45'],
      ]),
    );
    const mapping = [
      { column: 0, columnType: 'code' },
      { column: 1, columnType: 'paymentTermsDays' },
    ];
    const v = (await validate('/partner-importer/validate', file.id, mapping, 'UPDATE')).json();
    expect(v).toMatchObject({ rowsValid: 1 });
    await call('POST', '/partner-importer/start', { importId: v.importId });
    await runJobs();
    const [after] = await queryRows<typeof before>(
      db(),
      sql`select p.code, p.name, p.payment_terms_days, a.city from partners p
          join partner_addresses a on a.partner_id = p.id and a.kind = 'BILLING' where p.code = ${before!.code} and p.firm_id = 1`,
    );
    expect(after).toEqual({ ...before, payment_terms_days: 45 });
    const missing = await upload(
      'upd2.csv',
      csv([
        ['Kód', 'Fizetési határidő'],
        ['NINCS-ILYEN', '45'],
      ]),
    );
    const refused = (
      await validate('/partner-importer/validate', missing.id, mapping, 'UPDATE')
    ).json();
    expect(refused.errors[0].messageKey).toBe('IMPORTS.ERROR.CODE_NOT_FOUND');
  });

  it('creates partners with their billing address and contact', async () => {
    const tax = taxNumberOf('2444777');
    const file = await upload(
      'new.csv',
      csv([
        ['Név', 'Adószám', 'Irsz', 'Város', 'Utca', 'Kapcsolattartó', 'E-mail'],
        ['Import Új Kft.', tax, '6720', 'Szeged', 'Kárász utca 2.', 'Kiss Anna', 'anna@pelda.hu'],
      ]),
    );
    const types = [
      'name',
      'taxNumber',
      'postalCode',
      'city',
      'street',
      'contactName',
      'contactEmail',
    ];
    const v = (await validate('/partner-importer/validate', file.id, mappingOf(types))).json();
    await call('POST', '/partner-importer/start', { importId: v.importId });
    await runJobs();
    const [partner] = await queryRows<{
      code: string;
      city: string;
      email: string;
      roles: string[];
    }>(
      db(),
      sql`select p.code, a.city, c.email, p.roles from partners p join partner_addresses a on a.partner_id = p.id
          join partner_contacts c on c.partner_id = p.id where p.tax_number = ${tax}`,
    );
    expect(partner).toMatchObject({ city: 'Szeged', email: 'anna@pelda.hu', roles: ['CUSTOMER'] });
    expect(partner!.code).toMatch(/^P\d{6}$/);
  });

  it('answers the wrong rows with an error column in Hungarian, in the file’s own encoding', async () => {
    const rows = [
      productRows('EF', 1)[0]!,
      ['EF-1', 'Jó', 'FES', 'db', '27', '1', ''],
      ['EF-2', 'Rossz', 'FES', 'db', '27', 'sok', ''],
      ['EF-3', 'Mínusz', 'FES', 'db', '27', '-12,5', ''],
      ['EF-4', 'Szintén jó', 'FES', 'db', '27', '2', ''],
    ];
    const errorFileOf = async (data: Buffer, name: string) => {
      const file = await upload(name, data);
      const v = (
        await validate('/product-importer/validateProduct', file.id, PRODUCT_MAPPING)
      ).json();
      return call('GET', `/imports/${v.importId}/error-file`);
    };
    const r = await errorFileOf(csv(rows), 'hibas.csv');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('hibas-hibak.csv');
    expect(r.headers['content-type']).toContain('charset=utf-8');
    const lines = r.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    // Only the wrong rows; the negative number stays a number (no leading apostrophe).
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Cikkszám;Megnevezés;Csoport;ME;ÁFA;Ár;Érvényes ettől;Hibák');
    expect(lines[1]).toBe('EF-2;Rossz;FES;db;27;sok;;Ár: Nem szám');
    expect(lines[2]).toMatch(/^EF-3;Mínusz;FES;db;27;-12,5;;Ár: /);
    const legacy = await errorFileOf(csv(rows, ';', 'windows-1250'), 'regi.csv');
    expect(legacy.headers['content-type']).toContain('charset=windows-1250');
    const bytes = legacy.rawPayload;
    expect(bytes.subarray(0, 3)).not.toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.includes(Buffer.from([0xc1, 0x72]))).toBe(true); // "Ár" in Windows-1250
    expect(new TextDecoder('windows-1250').decode(bytes).trim().split('\r\n')[1]).toBe(
      'EF-2;Rossz;FES;db;27;sok;;Ár: Nem szám',
    );
    const book = await upload('hibas.xlsx', await xlsx(rows));
    const vx = (
      await validate('/product-importer/validateProduct', book.id, PRODUCT_MAPPING)
    ).json();
    const rx = await call('GET', `/imports/${vx.importId}/error-file`);
    expect(rx.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps imports to the firm and to users with the right', async () => {
    const file = await upload('f.csv', csv(productRows('FRM', 1)));
    const v = (
      await validate('/product-importer/validateProduct', file.id, PRODUCT_MAPPING)
    ).json();
    const body = { fileId: file.id, importMode: 'CREATE', mapping: PRODUCT_MAPPING };
    /** The status of the import, its error file and a validation of its file, as `session`. */
    const statusesAs = async (session: Session) => [
      (await call('GET', `/product-importer/status/${v.importId}`, undefined, session)).statusCode,
      (await call('GET', `/imports/${v.importId}/error-file`, undefined, session)).statusCode,
      (await call('POST', '/product-importer/validateProduct', body, session)).statusCode,
    ];
    expect(await statusesAs(await t().login('ertekesito'))).toEqual([403, 403, 403]);
    await call('PUT', '/user/firm', { firmId: 2 }, admin);
    expect(await statusesAs(admin)).toEqual([404, 404, 404]);
    await call('PUT', '/user/firm', { firmId: 1 }, admin);
  });

  it('saves column mappings as templates by header and lists them by type and mode', async () => {
    const body = {
      type: 'PRODUCT',
      importMode: 'UPSERT',
      name: 'Szállító havi árlista',
      mapping: [
        { header: 'Cikkszám', columnType: 'code' },
        { header: 'Nettó ár', columnType: 'unitPrice' },
      ],
    };
    const created = await call('POST', '/import-templates/', body);
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect((await call('POST', '/import-templates/', body)).statusCode).toBe(409);
    expect(
      (
        await call('POST', '/import-templates/', {
          ...body,
          name: 'x',
          mapping: [{ header: 'A', columnType: 'taxNumber' }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/import-templates/?type=PRODUCT&import_mode=UPSERT')).json(),
    ).toEqual([created.json()]);
    expect(
      (await call('GET', '/import-templates/?type=PRODUCT&import_mode=CREATE')).json(),
    ).toEqual([]);
    expect((await call('GET', `/import-templates/${id}`)).json()).toEqual(created.json());
    expect((await call('DELETE', `/import-templates/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/import-templates/${id}`)).statusCode).toBe(404);
  });

  it('refuses a file longer than the firm’s import limit setting', async () => {
    const limit = await call('PUT', '/settings/imports.maxRows', { value: 5, version: 0 }, admin);
    expect(limit.statusCode).toBe(200);
    const file = await upload('long.csv', csv(productRows('LNG', 6)));
    const r = await validate('/product-importer/validateProduct', file.id, PRODUCT_MAPPING);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toMatchObject({ path: 'file', code: 'too_many_rows', message: '5' });
    await call('PUT', '/settings/imports.maxRows', { value: 200000, version: 1 }, admin);
    expect(
      (await validate('/product-importer/validateProduct', file.id, PRODUCT_MAPPING)).statusCode,
    ).toBe(200);
  });
});
