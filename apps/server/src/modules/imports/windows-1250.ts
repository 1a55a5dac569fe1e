/** Character → byte of Windows-1250 (its upper half read from the platform's decoder). */
const BYTE_OF = new Map<string, number>();
const upper = new TextDecoder('windows-1250').decode(
  Uint8Array.from({ length: 128 }, (_, i) => 128 + i),
);
[...upper].forEach((ch, i) => {
  if (ch !== '\ufffd') BYTE_OF.set(ch, 128 + i);
});

/** Text as Windows-1250 bytes; a character the code page lacks becomes `?`. */
export function encodeWindows1250(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out[n++] = code < 128 ? code : (BYTE_OF.get(ch) ?? 0x3f);
  }
  return out.subarray(0, n);
}
