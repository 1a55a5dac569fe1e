import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ByteSource } from '../../platform/file-store.ts';
import { ReadMeter, UPLOAD_LIMITS } from '../../platform/upload-limits.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { readRowsOf } from './file-reader.ts';
import { BOUNDARY, csv, multipart, xlsx } from './imports.test-data.ts';

const MiB = 1024 * 1024;

/** Bytes in memory read as the stored pieces are (64 KiB at a time), counting what is pulled. */
function memory(bytes: Uint8Array): ByteSource & { pulled: number } {
  const source = {
    pulled: 0,
    size: async () => bytes.length,
    async *range(start: number, end = bytes.length) {
      for (let at = start; at < Math.min(end, bytes.length); at += 64 * 1024) {
        const part = bytes.subarray(at, Math.min(end, at + 64 * 1024));
        source.pulled += part.length;
        yield part;
      }
    },
    read: async (start: number, length: number) => bytes.slice(start, start + length),
  };
  return source;
}

/** An xlsx of one sheet whose `<sheetData>` is `rows` (deflated at the highest level). */
function sheetXlsx(rows: string, sharedStrings?: string): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${rows}</sheetData></worksheet>`),
  };
  if (sharedStrings) files['xl/sharedStrings.xml'] = strToU8(`<sst>${sharedStrings}</sst>`);
  return zipSync(files, { level: 9 });
}

type Format = 'XLSX' | 'CSV';

/** Reads every row; answers the rows, or the limit the reader refused the file by. */
async function readAll(bytes: Uint8Array, format: Format, meter = new ReadMeter()) {
  const file = { format, encoding: 'UTF-8' as const, delimiter: ';' as const };
  const rows: string[][] = [];
  try {
    for await (const row of readRowsOf(file, memory(bytes), meter)) rows.push(row);
    return { rows, limit: null, meter };
  } catch (error) {
    const limit = (error as { errors?: { code: string; message: string }[] }).errors?.[0];
    if (!limit?.code.startsWith('limit.')) throw error;
    return { rows, limit, meter };
  }
}

const cell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Cells that differ (so they do not compress like a bomb and the ratio limit stays out). */
const cells = (count: number, cell: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => cell(i)).join('');

/** The four attacks of issue 22, scaled down; the mechanism is the same. */
const attacks = {
  /** One cell at column ZZZZZ: 12 million headers before. */
  farColumn: () => sheetXlsx(`<row r="1">${cell('A1', 'Név')}${cell('ZZZZZ1', 'x')}</row>`),
  /** A header row that never closes: cells without a reference, one after the other. */
  endlessRow: () => sheetXlsx(`<row r="1">${cells(400_000, (i) => `<c><v>${i}</v></c>`)}`),
  /** The same, every (empty) cell at A1, so only the length of the row's XML can stop it. */
  endlessRowInPlace: () =>
    sheetXlsx(`<row r="1">${cells(600_000, (i) => `<c r="A1" s="${i}"/>`)}</row>`),
  /** A part inflating ~1 000 times its stored size. */
  bomb: () => sheetXlsx(`<row r="1">${cell('A1', 'Név')}</row>${' '.repeat(40 * MiB)}`),
  /** A csv of one line of empty cells. */
  wideCsv: () => new TextEncoder().encode(`Név${';'.repeat(3 * MiB)}\r\n`),
  /** A csv cell that never ends (an open quote). */
  endlessCsvCell: () => new TextEncoder().encode(`Név;"${'x'.repeat(3 * MiB)}`),
};

describe('hostile files (read as a stream, refused by a limit)', () => {
  it('refuses a cell at column ZZZZZ by the column limit, before padding any row to it', async () => {
    const r = await readAll(attacks.farColumn(), 'XLSX');
    expect(r.limit).toEqual({ path: 'file', code: 'limit.columns', message: '500' });
    expect(r.meter.parsed).toBeLessThan(1024);
  });

  it('refuses a row that never closes by its width, after its first 501 cells', async () => {
    const r = await readAll(attacks.endlessRow(), 'XLSX');
    expect(r.limit?.code).toBe('limit.columns');
    expect(r.meter.inflated).toBeLessThan(MiB);
  });

  it('refuses a row of cells at one place by the length of its XML', async () => {
    const r = await readAll(attacks.endlessRowInPlace(), 'XLSX');
    expect(r.limit).toMatchObject({ code: 'limit.rowXmlChars', message: String(8 * MiB) });
    // Stopped within a slice of the limit (the part is ~16 MiB inflated).
    expect(r.meter.parsed).toBeLessThan(UPLOAD_LIMITS.rowXmlChars + 5 * MiB);
  });

  it('refuses a zip bomb by its ratio after inflating little of it', async () => {
    const bomb = attacks.bomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    const r = await readAll(bomb, 'XLSX');
    expect(r.limit).toMatchObject({ code: 'limit.inflateRatio', message: '200' });
    // At most one inflate step (4 KiB in, ≤ 4 MiB out) past the 1 MiB floor, of 40 MiB.
    expect(r.meter.inflated).toBeLessThan(6 * MiB);
  });

  it('refuses a csv line of millions of cells after one slice of it', async () => {
    const r = await readAll(attacks.wideCsv(), 'CSV');
    expect(r.limit).toEqual({ path: 'file', code: 'limit.columns', message: '500' });
    expect(r.meter.parsed).toBeLessThanOrEqual(16 * 1024);
    expect(r.meter.stored).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a csv cell that never ends by the row limit, holding at most the limit', async () => {
    const r = await readAll(attacks.endlessCsvCell(), 'CSV');
    expect(r.limit).toMatchObject({ code: 'limit.rowChars', message: String(MiB) });
    expect(r.meter.parsed).toBeLessThan(MiB + 64 * 1024);
  });

  it('refuses a shared string longer than a cell may be', async () => {
    const long = `<si><t>${'x'.repeat(UPLOAD_LIMITS.cellChars + 1)}</t></si>`;
    const r = await readAll(
      sheetXlsx('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', long),
      'XLSX',
    );
    expect(r.limit).toMatchObject({ code: 'limit.cellChars', message: '32767' });
  });

  it('gives the event loop turns during a long parse', async () => {
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const r = await readAll(attacks.endlessRowInPlace(), 'XLSX');
    clearInterval(ticking);
    expect(r.limit?.code).toBe('limit.rowXmlChars');
    expect(turns).toBeGreaterThan(3);
  });

  it('still reads a legal file of 20 000 rows whole, in csv and in xlsx', async () => {
    const rows = [['Cikkszám', 'Megnevezés', 'Ár']];
    for (let i = 1; i <= 20_000; i++) rows.push([`K-${i}`, `Termék ${i}`, `${i},50`]);
    const fromCsv = await readAll(csv(rows), 'CSV');
    expect(fromCsv.limit).toBeNull();
    expect(fromCsv.rows).toHaveLength(20_001);
    expect(fromCsv.rows.at(-1)).toEqual(['K-20000', 'Termék 20000', '20000,50']);
    const fromXlsx = await readAll(await xlsx(rows), 'XLSX');
    expect(fromXlsx.limit).toBeNull();
    expect(fromXlsx.rows).toHaveLength(20_001);
    expect(fromXlsx.rows[1]).toEqual(['K-1', 'Termék 1', '1,50']);
  });
});

describeApp('hostile uploads', (t) => {
  let office: Session;
  beforeAll(async () => {
    office = await t().login('irodai');
  });
  const upload = (name: string, data: Uint8Array) =>
    t().app.inject({
      method: 'POST',
      url: `${REST}/import-files/`,
      payload: multipart(name, Buffer.from(data)),
      headers: {
        host: 'kontor.test',
        origin: 'http://kontor.test',
        cookie: office.cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });

  it('answers each attack with 413 problem+json naming the limit', async () => {
    const cases: [string, Uint8Array, string][] = [
      ['zzzzz.xlsx', attacks.farColumn(), 'limit.columns'],
      ['sor.xlsx', attacks.endlessRow(), 'limit.columns'],
      ['bomba.xlsx', attacks.bomb(), 'limit.inflateRatio'],
      ['szeles.csv', attacks.wideCsv(), 'limit.columns'],
    ];
    for (const [name, data, code] of cases) {
      const r = await upload(name, data);
      expect(r.statusCode, name).toBe(413);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors[0], name).toMatchObject({ path: 'file', code });
    }
  });

  it('answers health checks while a hostile file is being parsed', async () => {
    let uploadDone = false;
    const pending = upload('sor.xlsx', attacks.endlessRowInPlace()).then((r) => {
      uploadDone = true;
      return r;
    });
    let answeredDuring = 0;
    // A health check every few milliseconds (pacing only, nothing is timed).
    for (let i = 0; i < 2000 && !uploadDone; i++) {
      const health = await t().app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      if (!uploadDone) answeredDuring++;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await pending).statusCode).toBe(413);
    expect(answeredDuring).toBeGreaterThan(1);
  });
});
