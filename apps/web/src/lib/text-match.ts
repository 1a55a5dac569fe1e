/** Lower case without accents: 'Őrség Kft.' and 'orseg' meet. */
function foldChar(char: string): string {
  return char
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('hu-HU');
}

/**
 * Where `query` occurs in `text`, ignoring case and accents: [start, end) in `text`'s own
 * indices (so the match can be highlighted), or null.
 */
export function findMatch(text: string, query: string): [number, number] | null {
  const needle = [...query.trim()].map(foldChar).join('');
  if (needle === '') return null;
  const chars = [...text];
  const folded = chars.map(foldChar);
  const haystack = folded.join('');
  const at = haystack.indexOf(needle);
  if (at < 0) return null;
  // Walk the folded pieces back to positions in the original text.
  let foldedPos = 0;
  let start = -1;
  let offset = 0;
  for (let index = 0; index < chars.length; index++) {
    if (start < 0 && foldedPos >= at) start = offset;
    foldedPos += folded[index]?.length ?? 0;
    offset += chars[index]?.length ?? 0;
    if (foldedPos >= at + needle.length) return [start < 0 ? offset : start, offset];
  }
  return null;
}
