import type { TColumnType, TImportTemplate } from '@kontor/contract';

/** Accent- and case-free text, as the server matches header names. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The column type of each header: the template's by header text when a template is chosen,
 * else the column type whose id, label or alias the header is. A column type is used once.
 */
export function guessMapping(
  headers: readonly string[],
  columnTypes: readonly TColumnType[],
  labelOf: (key: string) => string,
  template: TImportTemplate | null,
): (string | null)[] {
  const used = new Set<string>();
  return headers.map((header) => {
    const h = foldText(header);
    const fromTemplate = template?.mapping.find((m) => foldText(m.header) === h)?.columnType;
    const guessed =
      fromTemplate ??
      columnTypes.find(
        (c) =>
          foldText(c.id) === h ||
          foldText(labelOf(c.labelKey)) === h ||
          c.aliases.some((a) => foldText(a) === h),
      )?.id;
    if (!guessed || used.has(guessed)) return null;
    used.add(guessed);
    return guessed;
  });
}
