import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { inPieces, PIECE_BYTES } from '../../platform/file-store.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { Dictionary } from '../dictionary/dictionary.service.ts';
import { readRows, type StoredFile } from './file-reader.ts';
import { runImport } from './import-runner.ts';
import { csv, uploadAs } from './imports.test-data.ts';
import { createImporters } from './registry.ts';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/**
 * csv rows (code; filler; name) filling a bit more than one piece, with the row `SPLIT` placed so
 * that the piece border falls inside it, on the first byte of `marker` in its name.
 */
function rowsAcrossBorder(marker: string, bytesOf: (text: string) => number): string[][] {
  const rows = [['Cikkszám', 'Leírás', 'Megnevezés']];
  let size = bytesOf('Cikkszám;Leírás;Megnevezés\r\n');
  for (let i = 1; size < PIECE_BYTES + 50_000; i++) {
    const row = [`K-${i}`, 'x'.repeat(2000), `Név ${i}`];
    const length = bytesOf(`${row.join(';')}\r\n`);
    if (size + length + 20 > PIECE_BYTES && size < PIECE_BYTES) {
      const pad = PIECE_BYTES - 1 - size - bytesOf('SPLIT;;Név ');
      const split = ['SPLIT', 'a'.repeat(pad), `Név ${marker}vége`];
      rows.push(split);
      size += bytesOf(`${split.join(';')}\r\n`);
      continue;
    }
    rows.push(row);
    size += length;
  }
  return rows;
}

describeApp('import file pieces', (t) => {
  let office: Session;
  let admin: Session;
  const db = () => t().database.db;
  const upload = (name: string, data: Buffer) => uploadAs(t(), office, name, data);
  const stored = async (id: number) => {
    const [file] = await queryRows<StoredFile & { pieces: number[] }>(
      db(),
      sql`select f.id, f.format, f.encoding, f.delimiter,
                 array(select length(bytes) from file_pieces where file_id = f.id order by seq) as pieces
          from import_files f where f.id = ${id}`,
    );
    return file!;
  };

  beforeAll(async () => {
    office = await t().login('irodai');
    admin = await t().login('admin');
  });

  it('cuts chunks of any size into pieces of the same size', async () => {
    async function* chunks() {
      for (const n of [3, 1, 7, 0, 5]) yield new Uint8Array(n).fill(n);
    }
    const pieces = await collect(inPieces(chunks(), 4));
    expect(pieces.map((p) => [...p])).toEqual([
      [3, 3, 3, 1],
      [7, 7, 7, 7],
      [7, 7, 7, 5],
      [5, 5, 5, 5],
    ]);
  });

  it('stores a file longer than a piece as pieces and reads every row, across the borders', async () => {
    const utf8Rows = rowsAcrossBorder('ő', (s) => Buffer.byteLength(s));
    const utf8 = await upload('nagy.csv', csv(utf8Rows));
    expect(utf8.encoding).toBe('UTF-8');
    const file = await stored(utf8.id);
    expect(file.pieces).toEqual([PIECE_BYTES, csv(utf8Rows).length - PIECE_BYTES]);
    // The 2-byte ő starts on the first piece's last byte.
    expect(
      csv(utf8Rows)
        .subarray(PIECE_BYTES - 1, PIECE_BYTES + 1)
        .toString(),
    ).toBe('ő');
    expect(await collect(readRows(file, db()))).toEqual(utf8Rows);

    const winRows = rowsAcrossBorder('Ű', (s) => s.length);
    const win = await upload('nagy-1250.csv', csv(winRows, ';', 'windows-1250'));
    expect(win.encoding).toBe('WINDOWS-1250');
    const winFile = await stored(win.id);
    expect(winFile.pieces.length).toBe(2);
    expect(csv(winRows, ';', 'windows-1250')[PIECE_BYTES - 1]).toBe(0xdb);
    expect(await collect(readRows(winFile, db()))).toEqual(winRows);

    // Validation reads the pieces inside its transaction: every row is counted.
    const r = await t().call('POST', `${REST}/product-importer/validateProduct`, {
      session: office,
      body: {
        fileId: utf8.id,
        importMode: 'CREATE',
        mapping: [
          { column: 0, columnType: 'code' },
          { column: 2, columnType: 'name' },
        ],
      },
    });
    const v = r.json();
    expect(v).toMatchObject({ rowsTotal: utf8Rows.length - 1, rowsInvalid: 0 });
    // The runner reads the pieces through the pool between its batches' transactions (batches of
    // 100 rows: the border falls in a batch read while the one before it is written).
    await t().call('PUT', `${REST}/settings/imports.batchSize`, {
      session: admin,
      body: { value: 100, version: 0 },
    });
    await t().call('POST', `${REST}/product-importer/importProduct`, {
      session: office,
      body: { importId: v.importId },
    });
    await runImport(db(), createImporters(Dictionary.fromFiles()), v.importId);
    const [counts] = await queryRows<{ products: number; split: string }>(
      db(),
      sql`select count(*)::int as products, max(name) filter (where code = 'SPLIT') as split
          from products where firm_id = 1 and (code like 'K-%' or code = 'SPLIT')`,
    );
    expect(counts).toEqual({
      products: utf8Rows.length - 1,
      split: 'Név ővége',
    });
  });

  it('reads an xlsx larger than a piece (the sheet’s deflate stream across the border)', async () => {
    const rows = [['Kód', 'Véletlen']];
    for (let i = 1; i <= 1500; i++) rows.push([`R-${i}`, randomBytes(900).toString('base64')]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Adatok');
    for (const r of rows) sheet.addRow(r);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    expect(data.length).toBeGreaterThan(PIECE_BYTES);
    const file = await stored((await upload('nagy.xlsx', data)).id);
    expect(file.pieces.length).toBe(2);
    expect(await collect(readRows(file, db()))).toEqual(rows);
  });

  it('reads xlsx cells of every kind by their reference', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Első');
    book.addWorksheet('Második').addRow(['nem ez']);
    sheet.addRow(['Szöveg', 'Szám', 'Dátum', 'Logikai', 'Képlet', 'Gazdag', 'Hiba']);
    sheet.addRow([
      '  közös szöveg  ',
      1234.5,
      new Date(Date.UTC(2026, 0, 31)),
      true,
      { formula: 'B2*2', result: 2469 },
      { richText: [{ text: 'Vastag ' }, { text: 'és dőlt', font: { italic: true } }] },
      { error: '#N/A' },
    ]);
    const skipped = sheet.getRow(3);
    skipped.getCell(2).value = 'B3';
    skipped.getCell(5).value = false;
    skipped.commit();
    sheet.getRow(5).getCell(1).value = 'az üres 4. sor kimarad';
    sheet.getCell('C5').value = new Date(Date.UTC(2025, 11, 24, 13, 30));
    sheet.getCell('C5').numFmt = 'yyyy. mm. dd. hh:mm';
    sheet.getCell('D5').value = 42;
    sheet.getCell('D5').numFmt = '# ##0 "db"';
    sheet.getCell('E5').value = { formula: 'C5+1', result: 46016 };
    sheet.getCell('E5').numFmt = 'yyyy-mm-dd';
    // Stored as '1e-7': read as a decimal, written out without the exponent.
    sheet.getCell('F5').value = 0.0000001;
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const file = await stored((await upload('fajtak.xlsx', data)).id);
    expect(await collect(readRows(file, db()))).toEqual([
      ['Szöveg', 'Szám', 'Dátum', 'Logikai', 'Képlet', 'Gazdag', 'Hiba'],
      ['közös szöveg', '1234.5', '2026-01-31', 'true', '2469', 'Vastag és dőlt', ''],
      ['', 'B3', '', '', 'false'],
      ['az üres 4. sor kimarad', '', '2025-12-24', '42', '2025-12-25', '0.0000001'],
    ]);
  });

  it('reads inline strings of a streamed xlsx and dates of the 1904 system', async () => {
    const chunks: Buffer[] = [];
    const { PassThrough } = await import('node:stream');
    const out = new PassThrough();
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = book.addWorksheet('Sorok');
    sheet.addRow(['Kód', 'Név & <jel>']).commit();
    sheet.addRow(['A-1', 'Árvíztűrő']).commit();
    sheet.commit();
    await book.commit();
    const file = await stored((await upload('inline.xlsx', Buffer.concat(chunks))).id);
    expect(await collect(readRows(file, db()))).toEqual([
      ['Kód', 'Név & <jel>'],
      ['A-1', 'Árvíztűrő'],
    ]);

    const mac = new ExcelJS.Workbook();
    mac.properties.date1904 = true;
    mac.addWorksheet('Mac').addRow([new Date(Date.UTC(2026, 5, 15))]);
    const macFile = await stored(
      (await upload('mac.xlsx', Buffer.from(await mac.xlsx.writeBuffer()))).id,
    );
    expect(await collect(readRows(macFile, db()))).toEqual([['2026-06-15']]);
  });
});
