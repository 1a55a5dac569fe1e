/**
 * The text of a pdfkit PDF, for tests of what an invoice shows: the (Flate) streams inflated, each
 * embedded font's ToUnicode CMap read, and the glyph strings of every `Tj` / `TJ` decoded through
 * the font in use. One string per text operation, in drawing order. Only what pdfkit writes.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(m[1]!, { dict: body, stream: null });
      continue;
    }
    const start = body.indexOf('\n', at) + 1;
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    const dict = body.slice(0, at);
    const stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.set(m[1]!, { dict, stream });
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** Glyph id → text of one ToUnicode CMap (pdfkit writes bfrange arrays). */
function cmapOf(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of source.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const first = Number.parseInt(m[1]!, 16);
    [...m[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => {
      map.set(first + i, utf16(u[1]!));
    });
  }
  for (const m of source.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>\s*$/gm))
    map.set(Number.parseInt(m[1]!, 16), utf16(m[2]!));
  return map;
}

export function pdfText(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const o of objects.values())
    for (const m of o.dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(m[2]!);
      const ref = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = ref && objects.get(ref[1]!)?.stream;
      if (cmap) fonts.set(m[1]!, cmapOf(cmap.toString('latin1')));
    }
  const texts: string[] = [];
  for (const o of objects.values()) {
    const content = o.stream?.toString('latin1') ?? '';
    if (!content.includes(' Tf')) continue;
    let cmap = new Map<number, string>();
    for (const op of content.matchAll(
      /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (op[1]) {
        cmap = fonts.get(op[1]) ?? new Map();
        continue;
      }
      const hex = [...(op[2] ?? `<${op[3]}>`).matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => h[1]!)
        .join('');
      texts.push(
        (hex.match(/.{4}/g) ?? []).map((g) => cmap.get(Number.parseInt(g, 16)) ?? '?').join(''),
      );
    }
  }
  return texts;
}
