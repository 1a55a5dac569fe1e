import emailTexts from '@kontor/contract/dictionaries/emails.json';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { templateIssueTexts } from './template-issues';

if (!i18n.isInitialized) initI18n();
i18n.addResourceBundle('hu', 'translation', emailTexts.hu, true, true);

describe('template save refusals', () => {
  it('words each refused field in Hungarian from its code and params, never the engine’s English', async () => {
    await i18n.changeLanguage('hu');
    const texts = templateIssueTexts(
      [
        {
          path: 'body',
          code: 'unknown_variable',
          message: 'Unknown variable: secretPassword (line 3, column 9)',
          params: { name: 'secretPassword', line: 3, column: 9 },
        },
        {
          path: 'subject',
          code: 'template_syntax',
          message: 'output "{{ customerName" not closed (line 1, column 1)',
          params: { line: 1, column: 1 },
        },
        { path: 'typeId', code: 'invalid_type', message: 'Expected number' },
      ],
      i18n.t,
    );
    expect(texts).toEqual({
      body: 'Ismeretlen változó: secretPassword (3. sor, 9. oszlop). A lenti változók közül választhat.',
      subject: 'Hibás sablonszöveg a(z) 1. sor 1. oszlopánál (például egy le nem zárt változó).',
    });
    const other = templateIssueTexts(
      [{ path: 'subject', code: 'too_big', message: 'Too big: expected string to have <=200' }],
      i18n.t,
    );
    expect(other.subject).toBe('A sablonszöveg így nem menthető (üres vagy túl hosszú).');
  });
});
