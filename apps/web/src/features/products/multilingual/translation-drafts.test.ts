import { describe, expect, it } from 'vitest';
import { isRowChanged, translationsWithDraft, withDraft, withoutRow } from './translation-drafts';

const data = {
  productId: 1,
  version: 3,
  translations: [
    { language: 'HU', name: 'Fúrógép', description: 'Leírás' },
    { language: 'EN', name: 'Drill', description: 'A drill' },
  ],
};

describe('translation drafts', () => {
  it('changes a name and keeps its description', () => {
    expect(translationsWithDraft(data, { EN: ' Power drill ' })).toContainEqual({
      language: 'EN',
      name: 'Power drill',
      description: 'A drill',
    });
  });

  it('adds a new language and drops a cleared one', () => {
    const result = translationsWithDraft(data, { DE: 'Bohrmaschine', EN: '' });
    expect(result.map((item) => item.language)).toEqual(['HU', 'DE']);
  });

  it('keeps a cleared Hungarian name, so the server names the error', () => {
    expect(translationsWithDraft(data, { HU: '' })[0]).toMatchObject({ language: 'HU', name: '' });
  });

  it('tells a changed row from one typed back to what is stored', () => {
    expect(isRowChanged(data, { EN: 'Drill ' })).toBe(false);
    expect(isRowChanged(data, { DE: 'Bohrer' })).toBe(true);
    expect(isRowChanged(data, undefined)).toBe(false);
  });

  it('keeps drafts per product', () => {
    const drafts = withDraft(withDraft({}, 1, 'EN', 'a'), 2, 'DE', 'b');
    expect(withoutRow(drafts, 1)).toEqual({ 2: { DE: 'b' } });
  });
});
