/**
 * A menu link is active when its full path equals the current one, or when the path is equal
 * and every query parameter of the link is present in the current address with the same value.
 */
export function isLinkActive(url: string, current: { pathname: string; search: string }): boolean {
  const link = new URL(url, 'http://kontor.invalid');
  if (`${link.pathname}${link.search}` === `${current.pathname}${current.search}`) return true;
  if (link.pathname !== current.pathname) return false;
  const currentParams = new URLSearchParams(current.search);
  return [...link.searchParams].every(([name, value]) =>
    currentParams.getAll(name).includes(value),
  );
}

/** Links to other sites or to server pages outside the SPA are followed by the browser itself. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
