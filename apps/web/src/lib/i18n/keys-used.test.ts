import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import loginTexts from '@kontor/contract/dictionaries/login.json';
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

/** The keys source files ask for through t(…), a conditional key or a page's titleKey. */
function keysUsedIn(files: readonly string[]): string[] {
  const used = new Set<string>();
  // The widget helper's presentation pages keep their own keys; the boilerplate page shows a
  // code sample whose keys belong to a future page.
  for (const file of files.filter((f) => !SKIPPED.some((skipped) => f.includes(skipped)))) {
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
  return [...used];
}

const FEATURES = join(SRC, 'features');
const DICTIONARIES = join(SRC, '..', '..', '..', 'packages', 'contract', 'dictionaries');

describe('dictionary keys', () => {
  it('every key the shell asks for has a bundled text', () => {
    const bundled = new Set(
      [shellTexts, widgetTexts, loginTexts].flatMap((part) => Object.keys(part.hu)),
    );
    const shellFiles = sourceFiles(SRC).filter((file) => !file.startsWith(FEATURES));
    expect(keysUsedIn(shellFiles).filter((key) => !bundled.has(key))).toEqual([]);
  });

  it('every key a business page asks for has a text in some dictionary part', () => {
    const known = new Set(
      readdirSync(DICTIONARIES)
        .filter((name) => name.endsWith('.json'))
        .flatMap((name) =>
          Object.keys(JSON.parse(readFileSync(join(DICTIONARIES, name), 'utf8')).hu),
        ),
    );
    expect(keysUsedIn(sourceFiles(FEATURES)).filter((key) => !known.has(key))).toEqual([]);
  });
});
