import type { TLanguage } from '@kontor/contract';
import shellTexts from '@kontor/contract/dictionaries/shell.json';
import widgetTexts from '@kontor/contract/dictionaries/ui.json';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dictionaryStore, type TDictionaryState } from './dictionary-store';

/** The languages of the dictionaries; the server's codes are upper case, i18next's lower case. */
export const LANGUAGES: readonly TLanguage[] = ['HU', 'EN'];
const toLng = (language: TLanguage): string => language.toLowerCase();

/**
 * The bundled texts: the SPA renders its first screen (login) with them before the dictionary
 * call answers, and keeps them as the fallback of a key the server does not know.
 */
const BUNDLED: Record<TLanguage, Record<string, string>> = {
  HU: { ...widgetTexts.hu, ...shellTexts.hu },
  EN: { ...widgetTexts.en, ...shellTexts.en },
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
