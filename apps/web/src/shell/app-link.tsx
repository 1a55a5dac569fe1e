import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { isExternalUrl } from './navbar/menu-links';

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { url: string };

/** A link from server data: in-app paths go through the router, anything else is a plain link. */
export function AppLink({ url, ...rest }: AppLinkProps) {
  if (isExternalUrl(url)) return <a href={url} {...rest} />;
  return <Link to={url} {...rest} />;
}
