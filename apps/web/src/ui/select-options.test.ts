import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRandomAlphanumericId,
  createTemporaryId,
  findDuplicateIds,
  formatContactPersonLabel,
  matchesSearch,
} from './select-options';

/** A random source that replays the given values in order. */
const replay = (values: readonly number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

const unitInterval = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('createTemporaryId', () => {
  it('is always a negative six-digit number made of the digits 1-9', () => {
    fc.assert(
      fc.property(fc.array(unitInterval, { minLength: 6, maxLength: 6 }), (values) => {
        const id = createTemporaryId(replay(values));
        expect(Number.isInteger(id)).toBe(true);
        expect(String(id)).toMatch(/^-[1-9]{6}$/);
      }),
    );
  });

  it('maps each random draw to one digit, covering 1 to 9', () => {
    expect(createTemporaryId(replay([0]))).toBe(-111111);
    expect(createTemporaryId(replay([0.99999]))).toBe(-999999);
    expect(createTemporaryId(replay([0, 0.12, 0.23, 0.34, 0.45, 0.99]))).toBe(-123459);
  });

  it('uses Math.random by default', () => {
    for (let run = 0; run < 200; run += 1)
      expect(String(createTemporaryId())).toMatch(/^-[1-9]{6}$/);
  });
});

describe('createRandomAlphanumericId', () => {
  it('is always six letters or digits', () => {
    fc.assert(
      fc.property(fc.array(unitInterval, { minLength: 6, maxLength: 6 }), (values) => {
        expect(createRandomAlphanumericId(replay(values))).toMatch(/^[A-Za-z0-9]{6}$/);
      }),
    );
    expect(createRandomAlphanumericId()).toMatch(/^[A-Za-z0-9]{6}$/);
  });
});

describe('findDuplicateIds', () => {
  const option = (id: number | string) => ({ id, data: null, searchableBy: String(id) });

  it('lists every repeated id once and tells 1 apart from "1"', () => {
    expect(findDuplicateIds([option(1), option('1'), option(2), option(1), option(1)])).toEqual([
      1,
    ]);
    expect(findDuplicateIds([option(1), option(2)])).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(matchesSearch('Árvíztűrő Kft.', ' arvizturo ')).toBe(true);
    expect(matchesSearch('Kovács Éva', 'ÉVA')).toBe(true);
    expect(matchesSearch('Kovács Éva', 'Péter')).toBe(false);
  });
});

describe('formatContactPersonLabel', () => {
  it("shows 'name - (email, phone)'", () => {
    expect(
      formatContactPersonLabel({
        name: 'Kiss Anna',
        email: 'anna@example.hu',
        phone: '+36 1 234 5678',
      }),
    ).toBe('Kiss Anna - (anna@example.hu, +36 1 234 5678)');
  });

  it('leaves out a missing detail, and the brackets when both are missing', () => {
    expect(formatContactPersonLabel({ name: 'Kiss Anna', phone: '+36 1 234 5678' })).toBe(
      'Kiss Anna - (+36 1 234 5678)',
    );
    expect(formatContactPersonLabel({ name: 'Kiss Anna', email: null, phone: '' })).toBe(
      'Kiss Anna',
    );
  });
});
