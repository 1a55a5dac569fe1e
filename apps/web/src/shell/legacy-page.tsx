import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconAppWindow } from '@tabler/icons-react';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { HEADLESS_FLAG } from '../app/main-layout';
import { loginPathFor, requiresAuth } from '../app/paths';
import { LAUNCH_MODE } from '../lib/api/launch-mode';
import { logOut } from '../lib/auth';
import { isMobileDevice } from '../lib/device';
import { usePage } from '../lib/page';
import { LAYER } from '../ui/layers';
import { SpinnerProvider, useProgress } from '../ui/spinner';
import { ambientPathFor, appPathOfFrame, classifyDestination, frameSrcOf } from './legacy-frame';
import { parseLegacyMessage } from './legacy-frame-protocol';
import { forwardHotkeysFrom } from './navbar/hotkey-layer';
import { Navbar } from './navbar/navbar';
import NotFoundPage from './not-found-page';
import { MOBILE_NAVBAR_HEIGHT_PX, NAVBAR_HEIGHT_PX } from './shell-constants';

/** The legacy-frame navigation spinner (000 §9): 100 ms delays. */
const FRAME_SPINNER = { delay: 100, fade: 150, overlayDelay: 100 } as const;
const NAVBAR_HOST_ID = 'kontorNavbarHost';

/**
 * What a path without a page of its own shows (the catch-all of app, appf, app2, public and the
 * customer portal): the older server page in a frame (000 §2 "Legacy page frame"). In MOCK_ONLY
 * there is no server with older pages, so the user sees which page it would be instead.
 */
export default function LegacyPage() {
  const { pathname, search, hash } = useLocation();
  const ambient = ambientPathFor(pathname);
  if (ambient) return <Navigate replace to={`${ambient}${search}${hash}`} />;
  if (LAUNCH_MODE === 'MOCK_ONLY') return <LegacyUnavailable />;
  return (
    <SpinnerProvider {...FRAME_SPINNER}>
      <LegacyFrame />
    </SpinnerProvider>
  );
}

function LegacyUnavailable() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  usePage({ title: t('LEGACY.UNAVAILABLE_TITLE'), skipHistory: true });
  return (
    <Stack maw={640}>
      <Alert
        color="gray"
        variant="light"
        icon={<IconAppWindow aria-hidden />}
        title={t('LEGACY.UNAVAILABLE_TITLE')}
      >
        <Text size="sm">{t('LEGACY.UNAVAILABLE_TEXT')}</Text>
        <Code mt="xs" block>
          {`${pathname}${search}`}
        </Code>
      </Alert>
    </Stack>
  );
}

/** A claim on the spinner that the frame releases later (a message, or the page's load). */
function useFrameClaims() {
  const { claim } = useProgress();
  const open = useRef<Record<string, () => void>>({});
  const start = useCallback(
    (name: string) => {
      if (open.current[name]) return;
      claim(
        new Promise<void>((resolve) => {
          open.current[name] = resolve;
        }),
      );
    },
    [claim],
  );
  const end = useCallback((name: string) => {
    open.current[name]?.();
    delete open.current[name];
  }, []);
  useEffect(
    () => () => {
      for (const release of Object.values(open.current)) release();
    },
    [],
  );
  return useMemo(() => ({ start, end }), [start, end]);
}

/**
 * Copies the SPA's stylesheets into the frame (and the ones added later: lazy pages bring theirs),
 * so the navbar placed there looks as it does outside.
 */
function adoptStylesheets(doc: Document): () => void {
  const copy = (node: Node) => {
    if (
      node instanceof HTMLStyleElement ||
      (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
    )
      doc.head.append(doc.importNode(node, true));
  };
  // Mantine writes its variables in a style element inside the app's root, not in the head.
  for (const node of document.querySelectorAll('style, link[rel="stylesheet"]')) copy(node);
  const scheme = document.documentElement.getAttribute('data-mantine-color-scheme');
  if (scheme) doc.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) copy(node);
  });
  observer.observe(document.head, { childList: true });
  const root = document.getElementById('root');
  if (root) observer.observe(root, { childList: true });
  return () => observer.disconnect();
}

/**
 * The navbar's links keep the href React gave them: a classic page's script rewriting every link
 * of its document (session ids, tracking) must not reach them. React keeps an element's current
 * props on the element; any href that differs from them is put back.
 */
function protectLinks(host: Element): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const link = record.target as Element;
      const propsKey = Object.keys(link).find((key) => key.startsWith('__reactProps$'));
      const props = propsKey
        ? (link as unknown as Record<string, { href?: string }>)[propsKey]
        : undefined;
      const wanted = props?.href ?? record.oldValue;
      if (wanted != null && link.getAttribute('href') !== wanted) link.setAttribute('href', wanted);
    }
  });
  observer.observe(host, {
    subtree: true,
    attributes: true,
    attributeFilter: ['href'],
    attributeOldValue: true,
  });
  return () => observer.disconnect();
}

function LegacyFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = `${location.pathname}${location.search}`;
  const currentRef = useRef(current);
  currentRef.current = current;
  const isHeadless = new URLSearchParams(location.search).has(HEADLESS_FLAG);
  const hasBar = requiresAuth(location.pathname) && !isHeadless;
  // On a phone the shell's mobile bar stays above the frame; the desktop navbar goes inside it.
  const hasNavbar = hasBar && !isMobileDevice;

  const frameRef = useRef<HTMLIFrameElement>(null);
  /** The SPA path the frame shows now; a router location equal to it needs no reload. */
  const shownRef = useRef<string | null>(null);
  const [src, setSrc] = useState(() => frameSrcOf(location.pathname, location.search));
  const srcRef = useRef(src);
  const [isMissing, setMissing] = useState(false);
  const [title, setTitle] = useState('');
  /** A refusal (403) is no page the user visited: its title stays out of the breadcrumb. */
  const [isRefused, setRefused] = useState(false);
  const [navbarHost, setNavbarHost] = useState<HTMLElement | null>(null);
  const claims = useFrameClaims();
  usePage({ title, skipHistory: isRefused });

  // A router navigation the frame did not make itself (menu, breadcrumb, back) loads the frame
  // anew, under the loading overlay (which the page may turn off by its message).
  useEffect(() => {
    if (shownRef.current === current) return;
    const next = frameSrcOf(location.pathname, location.search);
    claims.start('loading');
    // The same source again (the frame wandered off meanwhile) would not reload by itself.
    if (srcRef.current === next && shownRef.current !== null)
      frameRef.current?.contentWindow?.location.replace(next);
    srcRef.current = next;
    setSrc(next);
  }, [current, location.pathname, location.search, claims]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const type = parseLegacyMessage(event, window.location.origin);
      if (type === 'SPINNER_SHOW') claims.start('page');
      else if (type === 'SPINNER_HIDE') claims.end('page');
      else if (type === 'DISABLE_LOADING_OVERLAY') claims.end('loading');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [claims]);

  const goTo = useCallback(
    (destination: ReturnType<typeof classifyDestination>, url: URL, newTab: boolean) => {
      if (destination.kind === 'external') {
        if (newTab) window.open(url.href, '_blank', 'noopener');
        else window.location.assign(url.href);
      } else if (destination.kind === 'login') {
        // 'Bejelentkezés más felhasználóval': the session ends first, or the login page would
        // send the still logged-in user straight back to this page.
        const target = loginPathFor(currentRef.current);
        void logOut().then(() => navigate(target, { replace: true }));
      } else if (destination.kind === 'app') {
        navigate(destination.path);
      }
    },
    [navigate],
  );

  const onLoad = useCallback(() => {
    claims.end('loading');
    claims.end('page');
    const frame = frameRef.current;
    const win = frame?.contentWindow;
    let doc: Document | null = null;
    try {
      doc = frame?.contentDocument ?? null;
    } catch {
      doc = null;
    }
    if (!win || !doc) return;
    const here = new URL(win.location.href);
    const destination = classifyDestination(here, window.location.origin);
    if (destination.kind !== 'classic') {
      // The page left the older application (a redirect to the login, an SPA page).
      setMissing(true);
      goTo(destination, here, false);
      return;
    }
    const navigation = win.performance.getEntriesByType('navigation')[0] as
      | (PerformanceNavigationTiming & { responseStatus?: number })
      | undefined;
    if (navigation?.responseStatus === 404 || !doc.contentType.startsWith('text/html')) {
      shownRef.current = null;
      setTitle('');
      setMissing(true);
      return;
    }
    setMissing(false);
    setRefused(navigation?.responseStatus === 403);
    const appPath = appPathOfFrame(here) ?? currentRef.current;
    shownRef.current = appPath;
    if (appPath !== currentRef.current) navigate(`${appPath}${here.hash}`, { replace: true });

    doc.getElementById('bodyTopBarWrap')?.remove();
    setTitle(doc.title);
    new MutationObserver(() => setTitle(doc.title)).observe(doc.head, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    const stopStyles = adoptStylesheets(doc);
    win.addEventListener('pagehide', stopStyles, { once: true });
    win.addEventListener('pagehide', forwardHotkeysFrom(doc), { once: true });
    doc.addEventListener('click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.altKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as
        | HTMLAnchorElement
        | null
        | undefined;
      if (!anchor || anchor.closest(`#${NAVBAR_HOST_ID}`)) return;
      const url = new URL(anchor.href, win.location.href);
      const target = classifyDestination(url, window.location.origin);
      if (target.kind === 'classic') return;
      event.preventDefault();
      goTo(target, url, anchor.target === '_blank' || event.ctrlKey || event.metaKey);
    });
    if (hasNavbar) {
      const host = doc.createElement('div');
      host.id = NAVBAR_HOST_ID;
      host.style.setProperty('--navbar-height', `${NAVBAR_HEIGHT_PX}px`);
      doc.body.prepend(host);
      doc.body.style.paddingTop = `${NAVBAR_HEIGHT_PX}px`;
      const stopProtecting = protectLinks(host);
      win.addEventListener(
        'pagehide',
        () => {
          stopProtecting();
          setNavbarHost(null);
        },
        { once: true },
      );
      setNavbarHost(host);
    } else {
      setNavbarHost(null);
    }
  }, [claims, goTo, hasNavbar, navigate]);

  const frameStyle: CSSProperties = {
    position: 'fixed',
    inset: 0,
    top: hasBar && isMobileDevice ? MOBILE_NAVBAR_HEIGHT_PX : 0,
    width: '100%',
    height: 'auto',
    border: 0,
    background: 'var(--mantine-color-body)',
    zIndex: LAYER.navbar + 2,
  };
  return (
    <>
      {isMissing && <NotFoundPage />}
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        data-legacy-frame
        hidden={isMissing}
        style={isMissing ? { display: 'none' } : frameStyle}
        onLoad={onLoad}
      />
      {navbarHost && !isMissing && createPortal(<Navbar />, navbarHost)}
    </>
  );
}
