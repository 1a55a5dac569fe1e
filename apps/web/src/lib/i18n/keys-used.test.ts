import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import shellTexts from '@kontor/contract/dictionaries/shell.json';
import widgetTexts from '@kontor/contract/dictionaries/ui.json';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..');

const SKIPPED = [
  join('dev', 'component-presentation'),
  join('ui', 'presentation'),
  join('dev', 'boilerplate-page'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dictionary keys', () => {
  it('every key the shell asks for has a bundled text', () => {
    const known = new Set([...Object.keys(shellTexts.hu), ...Object.keys(widgetTexts.hu)]);
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      // The widget helper's presentation pages keep their own keys; the boilerplate page shows
      // a code sample whose keys belong to a future page.
      if (SKIPPED.some((skipped) => file.includes(skipped))) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([A-Z_]+\.[A-Z0-9_.]+)'/g))
        used.add(match[1] ?? '');
      for (const match of text.matchAll(
        /\?\s*'([A-Z_]+\.[A-Z0-9_]+)'\s*:\s*'([A-Z_]+\.[A-Z0-9_]+)'/g,
      )) {
        used.add(match[1] ?? '');
        used.add(match[2] ?? '');
      }
      for (const match of text.matchAll(/titleKey: '([A-Z_]+\.[A-Z0-9_]+)'/g))
        used.add(match[1] ?? '');
    }
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });
});
