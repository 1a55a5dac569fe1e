/**
 * The one normal form of a username: Unicode NFKC (full-width and compatibility forms fold into
 * their plain letters), surrounding space dropped, then lower-cased once. Usernames are stored in
 * it (the unique index is on the stored value) and every login looks up and throttles by it, so
 * no spelling of a name reaches an account under another throttle key. 'İrodai' lower-cases to
 * 'i̇rodai' (i + combining dot), a name of its own, not 'irodai'.
 */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}
