import { Navigate, useLocation } from 'react-router';
import { CONTEXT_PATH } from '../lib/config';

/** `/kontor/app/Foo?x=1#y` → `/app/Foo?x=1#y`: an old link enters the new path (000 §2). */
export function stripContextPath(pathname: string): string {
  const rest = pathname.slice(CONTEXT_PATH.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

export default function LegacyContextRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={`${stripContextPath(pathname)}${search}${hash}`} />;
}
