import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { loadUserInfo } from '../lib/auth';
import { isMobileDevice } from '../lib/device';
import { UnsavedChangesGuard } from '../lib/forms/unsaved-changes-guard';
import { logError } from '../lib/log';
import { MobileBar } from '../shell/mobile/mobile-bar';
import { Navbar } from '../shell/navbar/navbar';
import { MOBILE_NAVBAR_HEIGHT_PX, NAVBAR_HEIGHT_PX } from '../shell/shell-constants';
import { refreshNavbar } from '../shell/shell-queries';
import classes from './layouts.module.css';

/** The query flag that hides the navigation bar when a page is shown on its own (000 §1). */
export const HEADLESS_FLAG = 'headless';

/** The main layout of app, appf and app2: the navbar (or the mobile bar) above the page. */
export default function MainLayout() {
  const queryClient = useQueryClient();
  const isHeadless = useSearchParams()[0].has(HEADLESS_FLAG);

  useEffect(() => {
    loadUserInfo().catch((error: unknown) => logError('Loading user info failed', error));
    refreshNavbar(queryClient).catch((error: unknown) => logError('Navbar refresh failed', error));
  }, [queryClient]);

  const navbarHeight = isHeadless ? 0 : isMobileDevice ? MOBILE_NAVBAR_HEIGHT_PX : NAVBAR_HEIGHT_PX;
  return (
    <div style={{ '--navbar-height': `${navbarHeight}px` } as CSSProperties}>
      {!isHeadless && (isMobileDevice ? <MobileBar /> : <Navbar />)}
      <main
        className={isMobileDevice ? classes.mobilePage : classes.page}
        data-headless={isHeadless || undefined}
      >
        <Outlet />
      </main>
      <UnsavedChangesGuard />
    </div>
  );
}
