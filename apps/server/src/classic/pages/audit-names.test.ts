import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Dictionary } from '../../modules/dictionary/dictionary.service.ts';
import { auditKey } from './tools.ts';

const SRC = join(import.meta.dirname, '..', '..');

/** The entity and action codes the server's code writes into the audit log (literals). */
function auditedCodes(): { kind: 'ENTITY' | 'ACTION'; code: string; file: string }[] {
  const found: { kind: 'ENTITY' | 'ACTION'; code: string; file: string }[] = [];
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test/'),
  );
  for (const file of files) {
    const text = readFileSync(join(SRC, file), 'utf8');
    for (const [, kind, code] of text.matchAll(/\b(entity|action): '([a-z][a-z_.-]*)'/g))
      found.push({ kind: kind === 'entity' ? 'ENTITY' : 'ACTION', code: code!, file });
    // An action chosen in code: `const action = cond ? 'a' : 'b'`.
    for (const [line] of text.matchAll(/const action =[^;]*;/g))
      for (const [, code] of line.matchAll(/'([a-z][a-z_.-]*)'/g))
        found.push({ kind: 'ACTION', code: code!, file });
  }
  return found;
}

it('names every audited entity and action in Hungarian for the audit log viewer', () => {
  const dictionary = Dictionary.fromFiles();
  const codes = auditedCodes();
  expect(codes.length).toBeGreaterThan(20);
  const missing = codes.filter(({ kind, code }) => !dictionary.has(auditKey(kind, code)));
  expect(missing).toEqual([]);
});
