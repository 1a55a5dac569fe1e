import type { TWebshopInfo, TWebshopText } from '@kontor/contract';

/** The languages the form always offers; a product's other stored languages are added. */
export const WEBSHOP_LANGUAGES = ['HU', 'EN', 'DE'] as const;

export { slugOf } from '@kontor/contract';

export interface TextDraft {
  language: string;
  shortDescription: string;
  longDescription: string;
  slug: string;
}

/** One draft per offered language, filled from the stored texts. */
export function draftsOf(info: TWebshopInfo): TextDraft[] {
  const languages = [
    ...new Set([...WEBSHOP_LANGUAGES, ...info.texts.map((text) => text.language)]),
  ];
  return languages.map((language) => {
    const stored = info.texts.find((text) => text.language === language);
    return {
      language,
      shortDescription: stored?.shortDescription ?? '',
      longDescription: stored?.longDescription ?? '',
      slug: stored?.slug ?? '',
    };
  });
}

/** The texts to send: a language left entirely empty is not stored. */
export function textsOf(drafts: readonly TextDraft[]): TWebshopText[] {
  return drafts
    .filter((d) => d.shortDescription.trim() || d.longDescription.trim() || d.slug.trim())
    .map((d) => ({
      language: d.language,
      shortDescription: d.shortDescription.trim(),
      longDescription: d.longDescription.trim(),
      slug: d.slug.trim() || null,
    }));
}
