import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TDictionaryResponse, TLanguage } from '@kontor/contract';
import { and, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { dictionaryEntries } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

const LANGUAGES: readonly TLanguage[] = ['HU', 'EN'];
/** packages/contract/dictionaries: one file per part of the product, shared by server and web. */
const DIR = dirname(fileURLToPath(import.meta.resolve('@kontor/contract/dictionaries/shell.json')));

/**
 * The dictionaries live in the repository (packages/contract/dictionaries/<part>.json, each
 * `{ "hu": { KEY: text }, "en": { … } }`; the web bundles the parts its first screens need). At start
 * they are written into the database, which remembers when each entry last changed, so clients can
 * ask only for what changed since their last query.
 */
export class Dictionary {
  private readonly entries: Record<TLanguage, Record<string, string>>;

  constructor(entries: Record<TLanguage, Record<string, string>>) {
    this.entries = entries;
  }

  /** Merges every part; a key defined in two parts is an error, so each text exists once. */
  static fromFiles(dir = DIR): Dictionary {
    const entries: Record<TLanguage, Record<string, string>> = { HU: {}, EN: {} };
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const part = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<
        'hu' | 'en',
        Record<string, string>
      >;
      for (const language of LANGUAGES) {
        for (const [key, text] of Object.entries(
          part[language.toLowerCase() as 'hu' | 'en'] ?? {},
        )) {
          if (key in entries[language])
            throw new Error(`Dictionary key ${key} is defined twice (${file})`);
          entries[language][key] = text;
        }
      }
    }
    return new Dictionary(entries);
  }

  /** The text of `key` in `language`, falling back to Hungarian, then to the key itself. */
  translate(language: TLanguage, key: string): string {
    return this.entries[language][key] ?? this.entries.HU[key] ?? key;
  }

  has(key: string): boolean {
    return key in this.entries.HU;
  }

  /** Writes the repository's entries into the database; unchanged entries keep their timestamp. */
  async sync(db: Db): Promise<void> {
    await db.transaction(async (tx) => {
      for (const language of LANGUAGES) {
        const rows = Object.entries(this.entries[language]).map(([reference, value]) => ({
          language,
          reference,
          value,
        }));
        if (rows.length > 0) {
          await tx
            .insert(dictionaryEntries)
            .values(rows)
            .onConflictDoUpdate({
              target: [dictionaryEntries.language, dictionaryEntries.reference],
              set: { value: sql`excluded.value`, updatedAt: sql`now()` },
              setWhere: sql`${dictionaryEntries.value} <> excluded.value`,
            });
        }
        const keys = Object.keys(this.entries[language]);
        await tx
          .delete(dictionaryEntries)
          .where(
            and(
              sql`${dictionaryEntries.language} = ${language}`,
              keys.length ? notInArray(dictionaryEntries.reference, keys) : undefined,
            ),
          );
      }
    });
  }
}

export async function getDictionaries(
  db: Db,
  request: { languages: TLanguage[]; lastQueryDate: string | null },
  userLanguage: TLanguage,
): Promise<TDictionaryResponse> {
  const queryDate = new Date().toISOString();
  const rows = await db
    .select({
      language: dictionaryEntries.language,
      reference: dictionaryEntries.reference,
      value: dictionaryEntries.value,
    })
    .from(dictionaryEntries)
    .where(
      and(
        inArray(dictionaryEntries.language, request.languages),
        request.lastQueryDate
          ? gt(dictionaryEntries.updatedAt, new Date(request.lastQueryDate))
          : undefined,
      ),
    );
  return {
    userLanguage,
    queryDate,
    dictionaryCollections: request.languages.map((language) => ({
      language,
      entries: rows
        .filter((r) => r.language === language)
        .map(({ reference, value }) => ({ reference, value })),
    })),
  };
}
