import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import presentationTexts from '@kontor/contract/dictionaries/component-presentation.json';
import loginTexts from '@kontor/contract/dictionaries/login.json';
import widgetTexts from '@kontor/contract/dictionaries/ui.json';
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
/**
 * The widgets' texts, with the demos' (the developer page's own part) and the required-field text
 * (with the login page's, its first user).
 */
const dictionary = {
  hu: {
    ...widgetTexts.hu,
    ...presentationTexts.hu,
    'VALIDATION.REQUIRED': loginTexts.hu['VALIDATION.REQUIRED'],
  },
  en: {
    ...widgetTexts.en,
    ...presentationTexts.en,
    'VALIDATION.REQUIRED': loginTexts.en['VALIDATION.REQUIRED'],
  },
};
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
