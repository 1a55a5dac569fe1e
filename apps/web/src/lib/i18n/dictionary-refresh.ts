import { systemEndpoints } from '@kontor/contract';
import { callApi } from '../api/client';
import { getSystemInfo } from '../system-info';
import { dictionaryStore, mergeDictionaries } from './dictionary-store';
import { applyDictionaries, LANGUAGES } from './i18n';

/**
 * Refreshes the dictionaries when the stored last version differs from the running build
 * (000 §4): asks for the entries changed since the last query, merges them and takes the user
 * language of the answer.
 */
export async function refreshDictionaries(buildNumber: string): Promise<void> {
  const state = dictionaryStore.get();
  if (state.lastVersion === buildNumber) return;
  const answer = await callApi(systemEndpoints.dictionary, {
    body: { languages: [...LANGUAGES], lastQueryDate: state.lastUpdateTime },
  });
  dictionaryStore.set(mergeDictionaries(dictionaryStore.get(), answer, buildNumber));
  applyDictionaries(dictionaryStore.get());
}

/** At start: the running build decides whether the stored dictionaries are still current. */
export async function refreshDictionariesForRunningBuild(): Promise<void> {
  const { buildNumber } = await getSystemInfo();
  await refreshDictionaries(buildNumber);
}
