import { useEffect } from 'react';
import { PRODUCT_NAME } from './config';

export function formatPageTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the browser title: the page title, ' | ' and the product's name (000 §2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
