import type { TDictionaryResponse, TLanguage } from '@kontor/contract';
import * as z from 'zod/mini';
import { createStoredState } from '../stored-state';

/** The dictionary store kept locally (000 §3). */
export const ZDictionaryState = z.object({
  dictionaries: z.array(
    z.object({
      language: z.enum(['HU', 'EN']),
      entries: z.array(z.object({ reference: z.string(), text: z.string() })),
    }),
  ),
  lastUpdateTime: z.nullable(z.string()),
  lastVersion: z.nullable(z.string()),
  currentLanguage: z._default(z.enum(['HU', 'EN']), 'HU'),
});
export type TDictionaryState = z.infer<typeof ZDictionaryState>;

export const INITIAL_DICTIONARY_STATE: TDictionaryState = {
  dictionaries: [],
  lastUpdateTime: null,
  lastVersion: null,
  currentLanguage: 'HU',
};

export const dictionaryStore = createStoredState(
  'kontor.dictionary',
  ZDictionaryState,
  INITIAL_DICTIONARY_STATE,
);

/** Merges an answer of the dictionary call into the store: newer texts win, per reference. */
export function mergeDictionaries(
  state: TDictionaryState,
  answer: TDictionaryResponse,
  buildNumber: string,
): TDictionaryState {
  const byLanguage = new Map<TLanguage, Map<string, string>>();
  for (const dictionary of state.dictionaries) {
    byLanguage.set(
      dictionary.language,
      new Map(dictionary.entries.map((entry) => [entry.reference, entry.text])),
    );
  }
  for (const collection of answer.dictionaryCollections) {
    const entries = byLanguage.get(collection.language) ?? new Map<string, string>();
    for (const entry of collection.entries) entries.set(entry.reference, entry.value);
    byLanguage.set(collection.language, entries);
  }
  return {
    dictionaries: [...byLanguage].map(([language, entries]) => ({
      language,
      entries: [...entries].map(([reference, text]) => ({ reference, text })),
    })),
    lastUpdateTime: answer.queryDate,
    lastVersion: buildNumber,
    currentLanguage: answer.userLanguage,
  };
}
