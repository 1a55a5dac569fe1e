import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../../../../packages/contract/dictionaries');

/** The keys one object literal of the JSON text names more than once (JSON.parse keeps the last). */
function repeatedKeys(text: string): string[] {
  const repeated: string[] = [];
  JSON.parse(text);
  // Each part is `{ "hu": {…}, "en": {…} }` with flat string entries: count per language block.
  for (const block of text.split(/^\s{2}"[a-z]{2}": \{$/m).slice(1)) {
    const keys = [...block.matchAll(/^\s{4}"([^"]+)":/gm)].map((m) => m[1]!);
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) repeated.push(key);
      seen.add(key);
    }
  }
  return repeated;
}

describe('dictionary parts', () => {
  it('name every key once per language (a second one would silently win)', () => {
    for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
      expect({ file, repeated: repeatedKeys(readFileSync(join(DIR, file), 'utf8')) }).toEqual({
        file,
        repeated: [],
      });
    }
  });
});
