import { z } from 'zod';
import { ZLanguage } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

export const API_VERSION = '0.1.0';

export const ZDictionaryBody = z.object({
  languages: z.array(ZLanguage).min(1).max(ZLanguage.options.length).default(['HU']),
  lastQueryDate: z.iso.datetime({ offset: true }).nullable().default(null),
});
export const ZDictionaryEntry = z.object({ reference: z.string(), value: z.string() });
export const ZDictionaryResponse = z.object({
  userLanguage: ZLanguage,
  queryDate: z.string(),
  dictionaryCollections: z.array(
    z.object({ language: ZLanguage, entries: z.array(ZDictionaryEntry) }),
  ),
});
export type TDictionaryResponse = z.infer<typeof ZDictionaryResponse>;

export const systemEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/system/info',
    tag: 'system',
    summary: 'Build number of the running server',
    response: z.object({ buildNumber: z.string(), apiVersion: z.string() }),
  }),
  dictionary: defineEndpoint({
    method: 'POST',
    path: '/dictionary/',
    tag: 'system',
    summary:
      'Dictionary entries of the asked languages changed since lastQueryDate (all when null)',
    body: ZDictionaryBody,
    response: ZDictionaryResponse,
  }),
};
