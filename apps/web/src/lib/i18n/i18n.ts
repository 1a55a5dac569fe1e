import type { TLanguage } from '@kontor/contract';
import loginTexts from '@kontor/contract/dictionaries/login.json';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dictionaryStore, type TDictionaryState } from './dictionary-store';

/** The languages of the dictionaries; the server's codes are upper case, i18next's lower case. */
export const LANGUAGES: readonly TLanguage[] = ['HU', 'EN'];
const toLng = (language: TLanguage): string => language.toLowerCase();

/** A dictionary part as the repository holds it (packages/contract/dictionaries/<part>.json). */
export type DictionaryPart = Record<'hu' | 'en', Record<string, string>>;

/**
 * The bundled texts, the fallback of a key the server does not know. The entry carries only the
 * screens a logged-out user sees (login.json: the login page, the route error page); the app
 * frame adds the shell's parts (shell-texts.ts) while the full dictionary loads after login.
 */
const BUNDLED: Record<TLanguage, Record<string, string>> = {
  HU: { ...loginTexts.hu },
  EN: { ...loginTexts.en },
};

export const i18n = i18next.createInstance();

function resourcesOf(state: TDictionaryState) {
  const resources: Record<string, { translation: Record<string, string> }> = {};
  for (const language of LANGUAGES) {
    const stored = state.dictionaries.find((dictionary) => dictionary.language === language);
    const texts = { ...BUNDLED[language] };
    for (const entry of stored?.entries ?? []) texts[entry.reference] = entry.text;
    resources[toLng(language)] = { translation: texts };
  }
  return resources;
}

export function initI18n(): typeof i18n {
  const state = dictionaryStore.get();
  i18n.use(initReactI18next).init({
    resources: resourcesOf(state),
    lng: toLng(state.currentLanguage),
    fallbackLng: 'hu',
    // Keys are flat references such as `LOGIN.LINK_LOGOUT`: dots and colons are part of the key.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Adds a bundled part beneath the stored dictionaries (a stored text still wins). */
export function addBundledTexts(part: DictionaryPart): void {
  for (const language of LANGUAGES)
    Object.assign(BUNDLED[language], part[toLng(language) as 'hu' | 'en']);
  if (!i18n.isInitialized) return;
  for (const [lng, bundle] of Object.entries(resourcesOf(dictionaryStore.get())))
    i18n.addResourceBundle(lng, 'translation', bundle.translation, true, true);
}

/** Puts the stored dictionaries into i18next and switches to the stored language. */
export function applyDictionaries(state: TDictionaryState): void {
  for (const [lng, bundle] of Object.entries(resourcesOf(state))) {
    i18n.addResourceBundle(lng, 'translation', bundle.translation, true, true);
  }
  void i18n.changeLanguage(toLng(state.currentLanguage));
}

/** The user's own language (user info) wins over the anonymous default. */
export function setUserLanguage(language: string): void {
  const known = LANGUAGES.find((candidate) => candidate === language);
  if (!known || dictionaryStore.get().currentLanguage === known) return;
  dictionaryStore.set((state) => ({ ...state, currentLanguage: known }));
  void i18n.changeLanguage(toLng(known));
}
