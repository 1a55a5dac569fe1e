import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, REST, type Session, type TestApp } from '../../test/harness.ts';

export const BOUNDARY = 'kontor-import-boundary';

/** A multipart/form-data body carrying one file in the field `file`. */
export function multipart(filename: string, data: Buffer) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

export interface UploadedFile {
  id: number;
  headers: string[];
  encoding: string;
  delimiter: string;
  format: string;
}

/** Uploads a file through `POST /import-files/` as the session's user. */
export async function uploadAs(
  app: TestApp,
  session: Session,
  name: string,
  data: Buffer,
): Promise<UploadedFile> {
  const r = await app.app.inject({
    method: 'POST',
    url: `${REST}/import-files/`,
    payload: multipart(name, data),
    headers: {
      host: 'kontor.test',
      origin: 'http://kontor.test',
      cookie: session.cookie,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
  if (r.statusCode !== 200) throw new Error(`upload: ${r.statusCode} ${r.body}`);
  return r.json() as UploadedFile;
}

/** A csv text in UTF-8 or Windows-1250 (Hungarian accents as single bytes). */
export function csv(
  rows: string[][],
  delimiter = ';',
  encoding: 'utf-8' | 'windows-1250' = 'utf-8',
): Buffer {
  const text = `${rows.map((r) => r.join(delimiter)).join('\r\n')}\r\n`;
  if (encoding === 'utf-8') return Buffer.from(text);
  const map: Record<string, number> = {
    á: 0xe1,
    é: 0xe9,
    í: 0xed,
    ó: 0xf3,
    ö: 0xf6,
    ő: 0xf5,
    ú: 0xfa,
    ü: 0xfc,
    ű: 0xfb,
    Á: 0xc1,
    É: 0xc9,
    Ő: 0xd5,
    Ű: 0xdb,
  };
  return Buffer.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
}

export async function xlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Termékek');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Product rows with codes `${prefix}-0001`…, a price in decimal comma. */
export function productRows(prefix: string, count: number): string[][] {
  const rows = [['Cikkszám', 'Megnevezés', 'Csoport', 'ME', 'ÁFA', 'Ár', 'Érvényes ettől']];
  for (let i = 1; i <= count; i++)
    rows.push([
      `${prefix}-${String(i).padStart(4, '0')}`,
      `Import termék ${i}`,
      'FES',
      'db',
      '27%',
      `${i} 000,50`,
      '2026.01.01',
    ]);
  return rows;
}

export { DEMO_PASSWORD };
