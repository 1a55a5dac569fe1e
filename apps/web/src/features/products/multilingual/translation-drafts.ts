import type { TMultilingualData } from '@kontor/contract';

type Translation = TMultilingualData['translations'][number];

/** The names typed per product and language, until saved. */
export type Drafts = Readonly<Record<number, Readonly<Record<string, string>>>>;

export function withDraft(
  drafts: Drafts,
  productId: number,
  language: string,
  name: string,
): Drafts {
  return { ...drafts, [productId]: { ...drafts[productId], [language]: name } };
}

export function withoutRow(drafts: Drafts, productId: number): Drafts {
  const { [productId]: _, ...rest } = drafts;
  return rest;
}

export function nameOf(data: TMultilingualData | undefined, language: string): string {
  return data?.translations.find((item) => item.language === language)?.name ?? '';
}

/** Whether a row's typed names differ from what is stored. */
export function isRowChanged(
  data: TMultilingualData | undefined,
  draft: Readonly<Record<string, string>> | undefined,
): boolean {
  if (!draft) return false;
  return Object.entries(draft).some(([language, name]) => name.trim() !== nameOf(data, language));
}

/**
 * The product's whole list of translations with the typed names applied: a changed name keeps
 * its description, a new language gets an empty one, a cleared name drops the language (the
 * Hungarian name is the product's own and cannot be dropped: the server refuses it).
 */
export function translationsWithDraft(
  data: TMultilingualData,
  draft: Readonly<Record<string, string>>,
): Translation[] {
  const result: Translation[] = data.translations.map((item) => ({ ...item }));
  for (const [language, typed] of Object.entries(draft)) {
    const name = typed.trim();
    const index = result.findIndex((item) => item.language === language);
    if (name === '' && language !== 'HU') {
      if (index >= 0) result.splice(index, 1);
    } else if (index >= 0) {
      result[index] = { ...(result[index] as Translation), name };
    } else {
      result.push({ language, name, description: '' });
    }
  }
  return result;
}
