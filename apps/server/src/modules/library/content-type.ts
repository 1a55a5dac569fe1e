/**
 * The type of an attached file, decided by its first bytes (magic numbers, the `file-type`
 * library), never by its name or the browser's word. Only office documents, images, PDFs,
 * archives and plain text are taken; a program (Windows PE, ELF, Mach-O, a script with a
 * shebang), anything unknown, or a file whose name claims another type than its bytes (an
 * executable renamed `.pdf`) is refused with 415.
 */
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors.ts';

/** Detected extension → the extensions a file of that type may carry in its name. */
const ALLOWED: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  tif: ['tif', 'tiff'],
  heic: ['heic'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  zip: ['zip'],
  // Word 97–2003 and Excel 97–2003 (OLE compound files).
  cfb: ['doc', 'xls', 'ppt', 'msg'],
  rtf: ['rtf'],
  xml: ['xml'],
};
const TEXT_EXTENSIONS = ['txt', 'csv', 'tsv', 'md', 'json', 'xml'];

const refused = (detail: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', detail, {
    errors: [{ path: 'file', code: 'content_type', message: detail }],
  });

const extensionOf = (filename: string) => /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();

/** Text: no NUL byte and valid UTF-8 (or Windows-1250 bytes ≥ 0x80 among printable ASCII). */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  if (head[0] === 0x23 && head[1] === 0x21) return false; // '#!': a script to run
  return head.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x0c);
}

/** The MIME type of a file from its first bytes (at least 4100 when the file is that long). */
export async function contentTypeOf(filename: string, head: Uint8Array): Promise<string> {
  const extension = extensionOf(filename);
  if (head.length === 0) throw refused('The file is empty');
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    const names = ALLOWED[detected.ext];
    if (!names) throw refused(`Files of type ${detected.mime} are not taken`);
    if (!extension || !names.includes(extension))
      throw refused(`The name says .${extension ?? ''} but the content is ${detected.mime}`);
    return detected.mime;
  }
  if (isText(head) && (!extension || TEXT_EXTENSIONS.includes(extension)))
    return extension === 'csv' ? 'text/csv' : 'text/plain';
  throw refused('The content is of no type the library takes');
}
