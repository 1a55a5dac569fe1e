import { isMobileUserAgent, isTabletUserAgent } from '@kontor/contract/device';
import { describe, expect, it } from 'vitest';
import { stripContextPath } from '../app/legacy-context-redirect';
import { filterTasks } from '../features/inbox/tasks-page';
import { LOCKED_VIEWPORT, lockViewportZoom } from './device';
import { formatDate, formatDateBeforeSuffix, formatInteger, formatMoney } from './format';
import { formatPageTitle } from './page-title';
import { findMatch } from './text-match';

describe('device detection (000 §1)', () => {
  it.each(['Mobi', 'Android', 'iPhone', 'iPad', 'iPod', 'BlackBerry', 'IEMobile', 'Opera Mini'])(
    'a user agent with %s is mobile',
    (word) => expect(isMobileUserAgent(`Mozilla/5.0 (${word}) Test`)).toBe(true),
  );
  it('a desktop user agent is not mobile', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe(false);
  });
  it('tells tablets apart and locks their zoom', () => {
    expect(isTabletUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0)')).toBe(true);
    expect(isTabletUserAgent('Mozilla/5.0 (Linux; Android 14; SM-X710)')).toBe(true);
    expect(isTabletUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe(false);
    lockViewportZoom(document);
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      LOCKED_VIEWPORT,
    );
  });
});

describe('hu-HU formatting and titles', () => {
  it('formats numbers, money from decimal strings and dates the Hungarian way', () => {
    expect(formatInteger(1234567)).toMatch(/^1\s234\s567$/);
    expect(formatMoney('12345678901234.5', 'HUF')).toMatch(/^12\s345\s678\s901\s234,5\sFt$/);
    expect(formatDate('2026-03-01')).toBe('2026. márc. 1.');
    expect(formatDateBeforeSuffix('2026-11-23')).toBe('2026. nov. 23');
  });
  it('titles pages "X | Kontor"', () => {
    expect(formatPageTitle('Feladataim')).toBe('Feladataim | Kontor');
  });
  it('matches text ignoring case and accents, in the original positions', () => {
    expect(findMatch('Őrségi Fa', 'orseg')).toEqual([0, 5]);
    expect(findMatch('Bükk Kereskedőház', 'KER')).toEqual([5, 8]);
    expect(findMatch('Bükk', 'x')).toBeNull();
  });
  it('enters an old link without the context path, keeping the rest', () => {
    expect(stripContextPath('/kontor/app/Foo')).toBe('/app/Foo');
    expect(stripContextPath('/kontor')).toBe('/');
  });
});

describe('task filters of the welcome widgets', () => {
  const task = (id: number, department: string | null, kind: 'GENERAL' | 'CUSTOMER_SERVICE') => ({
    id,
    title: `T${id}`,
    description: '',
    department,
    kind,
    dueDate: null,
    url: null,
    createdAt: '2026-01-01T00:00:00Z',
    completedAt: null,
    assigneeName: 'Tóth Gábor',
    canComplete: true,
  });
  const tasks = [task(1, 'Raktár', 'GENERAL'), task(2, 'Logisztika', 'CUSTOMER_SERVICE')];
  it('filters by department and by kind', () => {
    expect(
      filterTasks(tasks, new URLSearchParams('department=Rakt%C3%A1r')).map((t) => t.id),
    ).toEqual([1]);
    expect(
      filterTasks(tasks, new URLSearchParams('kind=CUSTOMER_SERVICE')).map((t) => t.id),
    ).toEqual([2]);
    expect(filterTasks(tasks, new URLSearchParams())).toHaveLength(2);
  });
});
