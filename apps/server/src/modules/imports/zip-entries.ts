import { Inflate } from 'fflate';
import type { ByteSource } from '../../platform/file-store.ts';
import {
  checkInflation,
  checkLimit,
  INFLATE_STEP,
  type ReadMeter,
} from '../../platform/upload-limits.ts';

/** One file inside a zip (an xlsx part), as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  offset: number;
}

const END = 0x06054b50;
const END64 = 0x06064b50;
const END64_LOCATOR = 0x07064b50;
const DIRECTORY = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

const viewOf = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.length);
const notZip = (why: string) => new Error(`Not a readable zip: ${why}`);

/**
 * The entries of a stored zip by name, read from its central directory at the end of the file
 * (so the parts can be read in any order, e.g. the shared strings Excel writes after the sheet).
 * Zip64 records are understood; encrypted entries are refused when opened.
 */
export async function readZipDirectory(file: ByteSource): Promise<Map<string, ZipEntry>> {
  const size = await file.size();
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await file.read(size - tailLength, tailLength);
  const view = viewOf(tail);
  let end = tail.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END) end--;
  if (end < 0) throw notZip('no end of central directory');
  let count = view.getUint16(end + 10, true);
  let length = view.getUint32(end + 12, true);
  let start = view.getUint32(end + 16, true);
  if (start === MAX32 || length === MAX32 || count === 0xffff) {
    if (end < 20 || view.getUint32(end - 20, true) !== END64_LOCATOR) throw notZip('zip64');
    const record = viewOf(await file.read(Number(view.getBigUint64(end - 12, true)), 56));
    if (record.getUint32(0, true) !== END64) throw notZip('zip64 record');
    count = Number(record.getBigUint64(32, true));
    length = Number(record.getBigUint64(40, true));
    start = Number(record.getBigUint64(48, true));
  }
  const directory = await file.read(start, length);
  const dir = viewOf(directory);
  const names = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  for (let at = 0, i = 0; i < count; i++) {
    if (dir.getUint32(at, true) !== DIRECTORY) throw notZip('central directory');
    const nameLength = dir.getUint16(at + 28, true);
    const extraLength = dir.getUint16(at + 30, true);
    const entry: ZipEntry = {
      name: names.decode(directory.subarray(at + 46, at + 46 + nameLength)),
      flags: dir.getUint16(at + 8, true),
      method: dir.getUint16(at + 10, true),
      compressedSize: dir.getUint32(at + 20, true),
      offset: dir.getUint32(at + 42, true),
    };
    readZip64Extra(dir, at + 46 + nameLength, extraLength, entry, dir.getUint32(at + 24, true));
    entries.set(entry.name, entry);
    at += 46 + nameLength + extraLength + dir.getUint16(at + 32, true);
  }
  return entries;
}

/** The zip64 extra field holds, in order, each size or offset whose 32-bit field is all ones. */
function readZip64Extra(
  dir: DataView,
  from: number,
  length: number,
  entry: ZipEntry,
  uncompressedSize: number,
): void {
  for (let at = from; at + 4 <= from + length; ) {
    const id = dir.getUint16(at, true);
    const size = dir.getUint16(at + 2, true);
    if (id === 1) {
      let field = at + 4;
      const next = () => {
        field += 8;
        return Number(dir.getBigUint64(field - 8, true));
      };
      if (uncompressedSize === MAX32) next();
      if (entry.compressedSize === MAX32) entry.compressedSize = next();
      if (entry.offset === MAX32) entry.offset = next();
      return;
    }
    at += 4 + size;
  }
}

/**
 * The uncompressed bytes of an entry, a little at a time (stored or deflated entries). The
 * compressed bytes go to the inflater `INFLATE_STEP` at a time and the output is counted after
 * each step, so a zip bomb is stopped by the entry size or ratio limit after at most one step's
 * output (≤ 4 MiB), never inflated whole; `meter` counts and paces the work.
 */
export async function* entryBytes(
  file: ByteSource,
  entry: ZipEntry,
  meter: ReadMeter,
): AsyncGenerator<Uint8Array> {
  if (entry.flags & 1) throw notZip(`${entry.name} is encrypted`);
  const head = viewOf(await file.read(entry.offset, 30));
  if (head.getUint32(0, true) !== LOCAL) throw notZip(`local header of ${entry.name}`);
  const start = entry.offset + 30 + head.getUint16(26, true) + head.getUint16(28, true);
  const parts = file.range(start, start + entry.compressedSize);
  if (entry.method !== 0 && entry.method !== 8) throw notZip(`compression method ${entry.method}`);
  let stored = 0;
  let inflated = 0;
  const out: Uint8Array[] = [];
  const inflate = new Inflate((chunk) => {
    inflated += chunk.length;
    out.push(chunk);
  });
  for await (const part of parts) {
    for (let at = 0; at < part.length; at += INFLATE_STEP) {
      const step = part.subarray(at, at + INFLATE_STEP);
      stored += step.length;
      meter.stored += step.length;
      if (entry.method === 0) {
        checkLimit('entryBytes', stored);
        yield step;
        await meter.pace(step.length);
        continue;
      }
      const before = inflated;
      inflate.push(step);
      meter.inflated += inflated - before;
      checkInflation(stored, inflated);
      yield* out.splice(0);
      await meter.pace(step.length + inflated - before);
    }
  }
  if (entry.method === 0) return;
  const before = inflated;
  inflate.push(new Uint8Array(0), true);
  meter.inflated += inflated - before;
  checkInflation(stored, inflated);
  yield* out.splice(0);
}
