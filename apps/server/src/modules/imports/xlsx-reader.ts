import { Money } from '@kontor/contract';
import { type Handler, Parser } from 'htmlparser2';
import type { ByteSource } from '../../platform/file-store.ts';
import {
  checkLimit,
  limitExceeded,
  type ReadMeter,
  UPLOAD_LIMITS,
} from '../../platform/upload-limits.ts';
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
type XmlHandler = Partial<Pick<Handler, 'onopentag' | 'ontext' | 'onclosetag'>> & {
  /** Called after each slice of text (characters `from`…`to` of the part) has been parsed. */
  afterSlice?: (from: number, to: number) => void;
};

/** Characters written to the XML parser at a time, with the limits checked between slices. */
const SLICE = 64 * 1024;

/** Built-in number formats that show a date or a time (ECMA-376 and its East Asian variants). */
const DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);
const DAY_MS = 24 * 3600 * 1000;

/** `x:row` → `row`: some writers prefix the spreadsheet namespace. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Feeds an entry's text to a SAX handler a slice at a time, yielding after each slice (the caller
 * drains its rows). Between slices: an element nested deeper than `xmlDepth`, or a tag, attribute
 * or comment open for more than `tokenChars` (htmlparser2 buffers it), is refused.
 */
async function* parseEntry(
  file: ByteSource,
  entry: ZipEntry,
  handler: XmlHandler,
  meter: ReadMeter,
): AsyncGenerator<void> {
  let depth = 0;
  const parser = new Parser(
    {
      ...handler,
      onopentag(name, attributes, implied) {
        if (++depth > UPLOAD_LIMITS.xmlDepth) throw limitExceeded('xmlDepth');
        handler.onopentag?.(name, attributes, implied);
      },
      onclosetag(name, implied) {
        depth--;
        handler.onclosetag?.(name, implied);
      },
    },
    { xmlMode: true },
  );
  const decoder = new TextDecoder();
  let written = 0;
  const write = (text: string) => {
    for (let at = 0; at < text.length; at += SLICE) {
      const slice = text.slice(at, at + SLICE);
      parser.write(slice);
      handler.afterSlice?.(written, written + slice.length);
      written += slice.length;
      meter.parsed += slice.length;
      checkLimit('tokenChars', written - parser.endIndex);
    }
  };
  for await (const bytes of entryBytes(file, entry, meter)) {
    write(decoder.decode(bytes, { stream: true }));
    yield;
  }
  write(decoder.decode());
  parser.end();
  yield;
}

async function parseWhole(
  file: ByteSource,
  entry: ZipEntry | undefined,
  handler: XmlHandler,
  meter: ReadMeter,
) {
  if (entry) for await (const _ of parseEntry(file, entry, handler, meter));
}

/** A custom number format shows a date when it has date letters outside quotes and brackets. */
function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The cell styles (`s` indexes) whose number format is a date. */
async function readDateStyles(
  file: ByteSource,
  entry: ZipEntry | undefined,
  meter: ReadMeter,
): Promise<boolean[]> {
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await parseWhole(
    file,
    entry,
    {
      onopentag(name, a: Attributes) {
        const tag = local(name);
        if (tag === 'numFmt' && isDateFormat(a.formatCode ?? ''))
          customDates.add(Number(a.numFmtId));
        else if (tag === 'cellXfs') inCellXfs = true;
        else if (tag === 'xf' && inCellXfs) {
          const id = Number(a.numFmtId ?? 0);
          styles.push(DATE_FORMATS.has(id) || customDates.has(id));
        }
      },
      onclosetag(name) {
        if (local(name) === 'cellXfs') inCellXfs = false;
      },
    },
    meter,
  );
  return styles;
}

/**
 * The texts of `<t>` inside each `<si>` (rich text runs joined; phonetic runs left out), held
 * while the file is read: their count, each one's length and all their characters are limited.
 */
async function readSharedStrings(
  file: ByteSource,
  entry: ZipEntry | undefined,
  meter: ReadMeter,
): Promise<string[]> {
  const strings: string[] = [];
  let chars = 0;
  let text: string | null = null;
  let isText = false;
  let inPhonetic = false;
  await parseWhole(
    file,
    entry,
    {
      onopentag(name) {
        const tag = local(name);
        if (tag === 'si') text = '';
        else if (tag === 'rPh') inPhonetic = true;
        else if (tag === 't') isText = !inPhonetic;
      },
      ontext(data) {
        if (!isText || text === null) return;
        text += data;
        chars += data.length;
        checkLimit('cellChars', text.length);
        checkLimit('sharedStringChars', chars);
      },
      onclosetag(name) {
        const tag = local(name);
        if (tag === 'si') {
          strings.push(text ?? '');
          checkLimit('sharedStrings', strings.length);
        } else if (tag === 'rPh') inPhonetic = false;
        else if (tag === 't') isText = false;
      },
    },
    meter,
  );
  return strings;
}

/** The workbook's first sheet: its part name, and whether dates count from 1904. */
async function firstSheet(
  file: ByteSource,
  entries: Map<string, ZipEntry>,
  meter: ReadMeter,
): Promise<{ path: string | undefined; date1904: boolean }> {
  let sheetId: string | undefined;
  let date1904 = false;
  await parseWhole(
    file,
    entries.get('xl/workbook.xml'),
    {
      onopentag(name, a: Attributes) {
        const tag = local(name);
        if (tag === 'sheet') sheetId ??= a['r:id'] ?? a.id;
        else if (tag === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      },
    },
    meter,
  );
  let target: string | undefined;
  await parseWhole(
    file,
    entries.get('xl/_rels/workbook.xml.rels'),
    {
      onopentag(name, a: Attributes) {
        if (local(name) === 'Relationship' && a.Id === sheetId) target = a.Target;
      },
    },
    meter,
  );
  const path = target?.startsWith('/') ? target.slice(1) : target && `xl/${target}`;
  const fallback = [...entries.keys()].filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n)).sort();
  return { path: path && entries.has(path) ? path : fallback[0], date1904 };
}

/** `C5` → 2; a column past the limit (`ZZZZZ1`) is refused before any cell is padded to it. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
    checkLimit('columns', column);
  }
  return column - 1;
}

/**
 * The rows of the first sheet as trimmed texts, read as a stream: shared strings, inline strings
 * and rich text as their text, numbers with a dot, date-formatted numbers and date cells as ISO
 * days, booleans as `true`/`false`, formulas by their cached result, errors as empty; a cell's
 * column is its reference (`r="C5"`), so skipped cells are empty. Empty rows are left out.
 */
export async function* xlsxRows(file: ByteSource, meter: ReadMeter): AsyncGenerator<string[]> {
  const entries = await readZipDirectory(file);
  const sheet = await firstSheet(file, entries, meter);
  const sheetEntry = sheet.path ? entries.get(sheet.path) : undefined;
  if (!sheetEntry) throw new Error('The workbook has no worksheet');
  const strings = await readSharedStrings(file, entries.get('xl/sharedStrings.xml'), meter);
  const dateStyles = await readDateStyles(file, entries.get('xl/styles.xml'), meter);
  const epoch = sheet.date1904 ? 25569 - 1462 : 25569;

  const rows: string[][] = [];
  let cells: string[] = [];
  let rowChars = 0;
  /** Where the open row's XML started (the slice it opened in); null outside a row. */
  let rowFrom: number | null | undefined = null;
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
          rowChars = 0;
          rowFrom = undefined;
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
      if (!isValue) return;
      value += data;
      checkLimit('cellChars', value.length);
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
        case 'c': {
          checkLimit('columns', column + 1);
          const text = cellText().trim();
          rowChars += text.length;
          checkLimit('rowChars', rowChars);
          while (cells.length < column) cells.push('');
          cells[column++] = text;
          break;
        }
        case 'row':
          rowFrom = null;
          if (cells.some((c) => c !== '')) rows.push(cells);
          break;
      }
    },
    afterSlice(from, to) {
      if (rowFrom === null) return;
      rowFrom ??= from;
      checkLimit('rowXmlChars', to - rowFrom);
    },
  };
  for await (const _ of parseEntry(file, sheetEntry, handler, meter)) yield* rows.splice(0);
}
