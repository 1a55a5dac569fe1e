import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import dictionary from '@kontor/contract/dictionaries/ui.json';
import { expect, it } from 'vitest';

const SOURCE_ROOT = join(import.meta.dirname, '..');
const KEY_PATTERN = /'((?:UI|VALIDATION|COMPONENT_PRESENTATION)\.[A-Z_]+)'/g;

function listSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = [
  ...listSources(join(SOURCE_ROOT, 'ui')),
  ...listSources(join(SOURCE_ROOT, 'lib', 'forms')),
  join(SOURCE_ROOT, 'lib', 'validation.ts'),
  join(SOURCE_ROOT, 'dev', 'component-presentation-page.tsx'),
];
const usedKeys = new Set(
  sources.flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(KEY_PATTERN)].map((match) => match[1]),
  ),
);

it('has every key in Hungarian and in English', () => {
  expect(Object.keys(dictionary.en).sort()).toEqual(Object.keys(dictionary.hu).sort());
});

it('has a text for every key the widgets use, and no key nobody uses', () => {
  expect(Object.keys(dictionary.hu).sort()).toEqual([...usedKeys].sort());
});
