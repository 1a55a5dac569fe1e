import { describe, expect, it } from 'vitest';
import { ambientPathFor, appPathOfFrame, classifyDestination, frameSrcOf } from './legacy-frame';
import { parseLegacyMessage } from './legacy-frame-protocol';

const ORIGIN = 'http://localhost:3351';

describe('legacy frame rules', () => {
  it('frames the context path + first segment + rest, with the no-navbar flag', () => {
    expect(frameSrcOf('/app/ProductList', '?q=asztal')).toBe(
      '/kontor/app/ProductList?q=asztal&noNavbar=1',
    );
    expect(frameSrcOf('/appf/customer-portal', '')).toBe('/kontor/appf/customer-portal?noNavbar=1');
  });

  it('mirrors a frame location: flag stripped, everything after ";" cut', () => {
    expect(
      appPathOfFrame({
        pathname: '/kontor/app/PartnerList;jsessionid=AB12',
        search: '?page=2&noNavbar=1',
      }),
    ).toBe('/app/PartnerList?page=2');
    expect(appPathOfFrame({ pathname: '/kontor/app2/AuditLog', search: '?noNavbar=1' })).toBe(
      '/app2/AuditLog',
    );
    expect(appPathOfFrame({ pathname: '/login', search: '' })).toBeNull();
  });

  it('tells external, login-servlet, SPA and classic destinations apart', () => {
    const at = (href: string) => classifyDestination(new URL(href, ORIGIN), ORIGIN);
    expect(at('https://nav.gov.hu/')).toEqual({ kind: 'external' });
    expect(at('/kontor/LoginServlet')).toEqual({ kind: 'login' });
    expect(at('/kontor/LoginServlet;jsessionid=1')).toEqual({ kind: 'login' });
    expect(at('/app/ProductForm?id=4')).toEqual({ kind: 'app', path: '/app/ProductForm?id=4' });
    expect(at('/kontor/app/ProductList?page=1')).toEqual({ kind: 'classic' });
  });

  it('rewrites the configured older paths to ambient paths', () => {
    expect(ambientPathFor('/app/AmbientClock')).toBe('/ambient/clock');
    expect(ambientPathFor('/app/ProductList')).toBeNull();
  });

  it('accepts only our own messages of known types', () => {
    const ok = { origin: ORIGIN, data: { source: 'kontor-legacy', type: 'SPINNER_SHOW' } };
    expect(parseLegacyMessage(ok, ORIGIN)).toBe('SPINNER_SHOW');
    expect(parseLegacyMessage({ ...ok, origin: 'https://evil.example' }, ORIGIN)).toBeNull();
    expect(
      parseLegacyMessage(
        { origin: ORIGIN, data: { source: 'kontor-legacy', type: 'RUN' } },
        ORIGIN,
      ),
    ).toBeNull();
    expect(parseLegacyMessage({ origin: ORIGIN, data: 'x' }, ORIGIN)).toBeNull();
  });
});
