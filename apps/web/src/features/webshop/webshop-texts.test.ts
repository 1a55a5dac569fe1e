import type { TWebshopInfo } from '@kontor/contract';
import { describe, expect, it } from 'vitest';
import { draftsOf, slugOf, textsOf } from './webshop-texts';

describe('webshop texts', () => {
  it('makes a slug without accents, spaces or signs', () => {
    expect(slugOf('Téli gumi 205/55 R16 – Árvíztűrő!')).toBe('teli-gumi-205-55-r16-arvizturo');
    expect(slugOf('  ')).toBe('');
  });

  it('offers HU, EN, DE and the stored languages, and sends only the filled ones', () => {
    const info = {
      texts: [{ language: 'FR', shortDescription: 'Court', longDescription: '', slug: 'court' }],
    } as unknown as TWebshopInfo;
    const drafts = draftsOf(info);
    expect(drafts.map((d) => d.language)).toEqual(['HU', 'EN', 'DE', 'FR']);
    const edited = drafts.map((d) => (d.language === 'HU' ? { ...d, slug: ' fur ' } : d));
    expect(textsOf(edited)).toEqual([
      { language: 'HU', shortDescription: '', longDescription: '', slug: 'fur' },
      { language: 'FR', shortDescription: 'Court', longDescription: '', slug: 'court' },
    ]);
  });
});
