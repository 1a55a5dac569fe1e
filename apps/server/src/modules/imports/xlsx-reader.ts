import { Money } from '@kontor/contract';
import { type Handler, Parser } from 'htmlparser2';
import type { FilePieces } from './file-pieces.ts';
import { entryBytes, readZipDirectory, type ZipEntry } from './zip-entries.ts';

/** A numeric cell's text as a decimal; null when it is not a number (kept as text then). */
function decimalOf(text: string): Money | null {
  if (text.trim() === '') return null;
  try {
    return new Money(text.trim());
  } catch {
    return null;
  }
}

type Attributes = Record<string, string>;
type XmlHandler = Partial<Pick<Handler, 'onopentag' | 'ontext' | 'onclosetag'>>;

/** Built-in number formats that show a date or a time (ECMA-376 and its East Asian variants). */
const DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);
const DAY_MS = 24 * 3600 * 1000;

/** `x:row` → `row`: some writers prefix the spreadsheet namespace. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Feeds an entry's text to a SAX handler, yielding after each piece (the caller drains its rows). */
async function* parseEntry(
  file: FilePieces,
  entry: ZipEntry,
  handler: XmlHandler,
): AsyncGenerator<void> {
  const parser = new Parser(handler, { xmlMode: true });
  const decoder = new TextDecoder();
  for await (const bytes of entryBytes(file, entry)) {
    parser.write(decoder.decode(bytes, { stream: true }));
    yield;
  }
  parser.end(decoder.decode());
  yield;
}

async function parseWhole(file: FilePieces, entry: ZipEntry | undefined, handler: XmlHandler) {
  if (entry) for await (const _ of parseEntry(file, entry, handler));
}

/** A custom number format shows a date when it has date letters outside quotes and brackets. */
function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The cell styles (`s` indexes) whose number format is a date. */
async function readDateStyles(file: FilePieces, entry: ZipEntry | undefined): Promise<boolean[]> {
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await parseWhole(file, entry, {
    onopentag(name, a: Attributes) {
      const tag = local(name);
      if (tag === 'numFmt' && isDateFormat(a.formatCode ?? '')) customDates.add(Number(a.numFmtId));
      else if (tag === 'cellXfs') inCellXfs = true;
      else if (tag === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        styles.push(DATE_FORMATS.has(id) || customDates.has(id));
      }
    },
    onclosetag(name) {
      if (local(name) === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** The texts of `<t>` inside each `<si>` (rich text runs joined; phonetic runs left out). */
async function readSharedStrings(file: FilePieces, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  let text: string | null = null;
  let isText = false;
  let inPhonetic = false;
  await parseWhole(file, entry, {
    onopentag(name) {
      const tag = local(name);
      if (tag === 'si') text = '';
      else if (tag === 'rPh') inPhonetic = true;
      else if (tag === 't') isText = !inPhonetic;
    },
    ontext(data) {
      if (isText && text !== null) text += data;
    },
    onclosetag(name) {
      const tag = local(name);
      if (tag === 'si') strings.push(text ?? '');
      else if (tag === 'rPh') inPhonetic = false;
      else if (tag === 't') isText = false;
    },
  });
  return strings;
}

/** The workbook's first sheet: its part name, and whether dates count from 1904. */
async function firstSheet(
  file: FilePieces,
  entries: Map<string, ZipEntry>,
): Promise<{ path: string | undefined; date1904: boolean }> {
  let sheetId: string | undefined;
  let date1904 = false;
  await parseWhole(file, entries.get('xl/workbook.xml'), {
    onopentag(name, a: Attributes) {
      const tag = local(name);
      if (tag === 'sheet') sheetId ??= a['r:id'] ?? a.id;
      else if (tag === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
  });
  let target: string | undefined;
  await parseWhole(file, entries.get('xl/_rels/workbook.xml.rels'), {
    onopentag(name, a: Attributes) {
      if (local(name) === 'Relationship' && a.Id === sheetId) target = a.Target;
    },
  });
  const path = target?.startsWith('/') ? target.slice(1) : target && `xl/${target}`;
  const fallback = [...entries.keys()].filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n)).sort();
  return { path: path && entries.has(path) ? path : fallback[0], date1904 };
}

/** `C5` → 2. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column - 1;
}

/**
 * The rows of the first sheet as trimmed texts, read as a stream: shared strings, inline strings
 * and rich text as their text, numbers with a dot, date-formatted numbers and date cells as ISO
 * days, booleans as `true`/`false`, formulas by their cached result, errors as empty; a cell's
 * column is its reference (`r="C5"`), so skipped cells are empty. Empty rows are left out.
 */
export async function* xlsxRows(file: FilePieces): AsyncGenerator<string[]> {
  const entries = await readZipDirectory(file);
  const sheet = await firstSheet(file, entries);
  const sheetEntry = sheet.path ? entries.get(sheet.path) : undefined;
  if (!sheetEntry) throw new Error('The workbook has no worksheet');
  const strings = await readSharedStrings(file, entries.get('xl/sharedStrings.xml'));
  const dateStyles = await readDateStyles(file, entries.get('xl/styles.xml'));
  const epoch = sheet.date1904 ? 25569 - 1462 : 25569;

  const rows: string[][] = [];
  let cells: string[] = [];
  let column = 0;
  let type = 'n';
  let style = 0;
  let value = '';
  let isValue = false;
  let inInline = false;
  let inPhonetic = false;
  const cellText = (): string => {
    switch (type) {
      case 's':
        return strings[Number(value)] ?? '';
      case 'b':
        return value === '' ? '' : String(Number(value) !== 0);
      case 'e':
        return '';
      case 'd': {
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
      }
      case 'str':
      case 'inlineStr':
        return value;
      default: {
        // Decimal, not a float: a price or quantity cell keeps every digit Excel stored, and
        // an exponent ('1.5E-3') is written out ('0.0015').
        const number = decimalOf(value);
        if (number === null) return value;
        if (!dateStyles[style]) return number.toFixed();
        const ms = number.minus(epoch).times(DAY_MS).round().toNumber();
        return new Date(ms).toISOString().slice(0, 10);
      }
    }
  };
  const handler: XmlHandler = {
    onopentag(name, a: Attributes) {
      switch (local(name)) {
        case 'row':
          cells = [];
          column = 0;
          break;
        case 'c':
          if (a.r) column = columnOf(a.r);
          type = a.t ?? 'n';
          style = Number(a.s ?? 0);
          value = '';
          break;
        case 'v':
          isValue = true;
          break;
        case 'is':
          inInline = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
        case 't':
          isValue = inInline && !inPhonetic;
          break;
      }
    },
    ontext(data) {
      if (isValue) value += data;
    },
    onclosetag(name) {
      switch (local(name)) {
        case 'v':
        case 't':
          isValue = false;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c':
          while (cells.length < column) cells.push('');
          cells[column++] = cellText().trim();
          break;
        case 'row':
          if (cells.some((c) => c !== '')) rows.push(cells);
          break;
      }
    },
  };
  for await (const _ of parseEntry(file, sheetEntry, handler)) yield* rows.splice(0);
}
