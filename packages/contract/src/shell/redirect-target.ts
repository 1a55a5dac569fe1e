/** Control characters, backslashes and their percent-encoded forms: browsers drop or rewrite them. */
const UNSAFE_IN_TARGET = /[\p{Cc}\\]|%(?:[01][0-9a-f]|7f|5c)/iu;

/**
 * Whether a post-login (or post-firm-switch) target may be followed: only a path inside the app.
 * An absolute URL, `//host`, and anything a browser would turn into one (`/\host`, `/<tab>/host`,
 * where the tab is dropped) would make the login page an open redirect.
 */
export function isSafeRedirectTarget(target: string | null | undefined): target is string {
  return (
    typeof target === 'string' &&
    target.startsWith('/') &&
    !target.includes('//') &&
    !UNSAFE_IN_TARGET.test(target)
  );
}
