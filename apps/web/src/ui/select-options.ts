/** Spec 000 §3: an option of a select; `searchableBy` is the text the search matches. */
export interface SelectOption<T> {
  id: OptionId;
  data: T;
  searchableBy: string;
  disabled?: boolean;
}

export type OptionId = number | string;

/** Key of an option inside the dropdown; the type prefix keeps the id 1 apart from the id '1'. */
export function toOptionKey(id: OptionId): string {
  return `${typeof id}:${id}`;
}

/** Ids that occur more than once, each listed once. */
export function findDuplicateIds(options: readonly SelectOption<unknown>[]): OptionId[] {
  const seen = new Set<string>();
  const duplicates = new Map<string, OptionId>();
  for (const { id } of options) {
    const key = toOptionKey(id);
    if (seen.has(key)) duplicates.set(key, id);
    seen.add(key);
  }
  return [...duplicates.values()];
}

/** Lower case without accents, so 'arviz' finds 'Árvíz'. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('hu-HU').trim();
}

export function matchesSearch(searchableBy: string, search: string): boolean {
  return normalizeSearchText(searchableBy).includes(normalizeSearchText(search));
}

export interface ContactPerson {
  name: string;
  email?: string | null;
  phone?: string | null;
}

/** Spec 001 §3: 'name - (email, phone)', leaving out what is missing. */
export function formatContactPersonLabel({ name, email, phone }: ContactPerson): string {
  const details = [email, phone].filter(Boolean).join(', ');
  return details ? `${name} - (${details})` : name;
}

const TEMPORARY_ID_DIGITS = 6;

/**
 * A new, not yet saved option's id: negative, six digits, each 1-9, so it never collides with a
 * stored (positive) id and never starts with zero.
 */
export function createTemporaryId(random: () => number = Math.random): number {
  let digits = '';
  for (let index = 0; index < TEMPORARY_ID_DIGITS; index += 1) {
    digits += String(1 + Math.floor(random() * 9));
  }
  return -Number(digits);
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Spec 001 §3: a random alphanumeric id of six characters. */
export function createRandomAlphanumericId(random: () => number = Math.random): string {
  let id = '';
  for (let index = 0; index < 6; index += 1) {
    id += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)];
  }
  return id;
}
