/** `%` and `_` typed by a user are literal characters in a `like` pattern, not wildcards. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
