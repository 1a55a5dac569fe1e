import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pushHistory } from './navigation-history';
import { usePageTitle } from './page-title';

export interface PageOptions {
  /**
   * The page title, from the dictionary or the record shown. Undefined while it is not known yet
   * (the record is loading or could not be read): no placeholder enters the navigation history.
   */
  title: string | undefined;
  /** Pages that should not appear in the navigation history (popups, redirects). */
  skipHistory?: boolean;
}

/** The page shell: sets the title and pushes an entry to the navigation history (000 §2). */
export function usePage({ title, skipHistory = false }: PageOptions): void {
  usePageTitle(title ?? '');
  const { pathname, search } = useLocation();
  const fullPath = `${pathname}${search}`;
  useEffect(() => {
    if (!skipHistory && title?.trim()) pushHistory({ label: title, fullPath });
  }, [title, fullPath, skipHistory]);
}

export { formatPageTitle, usePageTitle } from './page-title';
