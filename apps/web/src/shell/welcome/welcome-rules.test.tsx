import type { TWidget } from '@kontor/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_USER_STATE, userStore } from '../../lib/session';
import { renderInShell } from '../../test/shell-test-utils';
import { arrangeWidgets, displayWidget, moveWidget, returnWidget } from './welcome-order';
import WelcomePage from './welcome-page';
import { UnresolvedWidgetCard, WidgetCard } from './widget-card';
import { isWidgetExpanded, setWidgetExpanded, widgetExpandedStore } from './widget-expanded';
import { creationShortcut, fullListShortcut } from './widget-rules';

const widget = (overrides: Partial<TWidget> = {}): TWidget => ({
  id: 'w',
  widgetType: 'ApprovedQuoteWidget',
  title: 'Jóváhagyott ajánlatok',
  URLList: [],
  departmentTasks: [],
  optionalURL: '/app/quotes',
  sum: null,
  currency: null,
  tooltip: null,
  count: 2,
  showCheckmarkIfEmpty: false,
  primaryButtonURL: '/app/quotes/new',
  primaryButtonText: 'Új ajánlat',
  showMoreLink: 'Összes',
  noDataAvailableLink: 'Nincs adat',
  ...overrides,
});

describe('welcome order', () => {
  const a = widget({ id: 'a' });
  const b = widget({ id: 'b' });
  const c = widget({ id: 'c' });

  it('displays the ordered ids, unresolved ones included, and leaves the rest in the drawer', () => {
    const { displayed, remaining } = arrangeWidgets(['b', 'gone', 'a'], [a, b, c]);
    expect(displayed.map((item) => [item.id, item.widget?.id])).toEqual([
      ['b', 'b'],
      ['gone', undefined],
      ['a', 'a'],
    ]);
    expect(remaining).toEqual([c]);
  });

  it('inserts at an index, removes on return, and moves onto another widget', () => {
    expect(displayWidget(['a', 'b'], 'c', 1)).toEqual(['a', 'c', 'b']);
    expect(displayWidget(['a', 'b'], 'c', 99)).toEqual(['a', 'b', 'c']);
    expect(returnWidget(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(moveWidget(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveWidget(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
  });
});

describe('widget shortcuts (000 §2)', () => {
  it('full list: needs count, both texts and optionalURL; text follows the count', () => {
    expect(fullListShortcut(widget())).toEqual({ text: 'Összes', url: '/app/quotes' });
    expect(fullListShortcut(widget({ count: 0 }))).toEqual({
      text: 'Nincs adat',
      url: '/app/quotes',
    });
    expect(fullListShortcut(widget({ count: null }))).toBeNull();
    expect(fullListShortcut(widget({ showMoreLink: null }))).toBeNull();
    expect(fullListShortcut(widget({ noDataAvailableLink: null }))).toBeNull();
    expect(fullListShortcut(widget({ optionalURL: null }))).toBeNull();
  });

  it.each([
    'CustomerServiceTaskWidget',
    'ApprovedQuoteWidget',
    'ApprovedCustomerOrderWidget',
    'NumberOfCustomersWidget',
  ] as const)('creation: offered by %s with both fields', (widgetType) => {
    expect(creationShortcut(widget({ widgetType }))).toEqual({
      text: 'Új ajánlat',
      url: '/app/quotes/new',
    });
    expect(creationShortcut(widget({ widgetType, primaryButtonText: null }))).toBeNull();
    expect(creationShortcut(widget({ widgetType, primaryButtonURL: null }))).toBeNull();
  });

  it('creation: never for the other types', () => {
    expect(creationShortcut(widget({ widgetType: 'DepartmentTaskWidget' }))).toBeNull();
    expect(
      creationShortcut(widget({ widgetType: 'RemainderOfProformaInvoicesWidget' })),
    ).toBeNull();
  });
});

describe('widget card', () => {
  beforeEach(() => widgetExpandedStore.reset());

  it('shows the count, the sum in hu-HU, links and both shortcuts', async () => {
    renderInShell(
      <WidgetCard
        widget={widget({
          sum: '1234567.5',
          currency: 'HUF',
          URLList: [{ URL: '/app/x', key: 'Első' }],
        })}
        isExpanded
        onToggleExpanded={vi.fn()}
        onReturn={vi.fn()}
        handleProps={{}}
      />,
    );
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(screen.getByText(/1\s234\s567,5\s*Ft/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Első' })).toHaveAttribute('href', '/app/x');
    expect(screen.getByRole('link', { name: 'Összes' })).toHaveAttribute('href', '/app/quotes');
    expect(screen.getByRole('link', { name: 'Új ajánlat' })).toHaveAttribute(
      'href',
      '/app/quotes/new',
    );
  });

  it('shows a checkmark for an empty widget that asks for it, and hides links when collapsed', async () => {
    renderInShell(
      <WidgetCard
        widget={widget({
          count: 0,
          showCheckmarkIfEmpty: true,
          URLList: [{ URL: '/app/x', key: 'Első' }],
        })}
        isExpanded={false}
        onToggleExpanded={vi.fn()}
        onReturn={vi.fn()}
        handleProps={{}}
      />,
    );
    expect(await screen.findByText('Nincs teendő')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Első' })).not.toBeInTheDocument();
  });

  it('returns to the drawer and toggles expansion through its buttons', async () => {
    const onReturn = vi.fn();
    const onToggleExpanded = vi.fn();
    renderInShell(
      <WidgetCard
        widget={widget()}
        isExpanded
        onToggleExpanded={onToggleExpanded}
        onReturn={onReturn}
        handleProps={{}}
      />,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Jóváhagyott ajánlatok elrejtése' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Jóváhagyott ajánlatok becsukása' }));
    expect(onReturn).toHaveBeenCalled();
    expect(onToggleExpanded).toHaveBeenCalled();
  });

  it('shows an id without data as unresolved', async () => {
    renderInShell(<UnresolvedWidgetCard id="OldWidget" onReturn={vi.fn()} handleProps={{}} />);
    expect(await screen.findByText('Ismeretlen widget')).toBeInTheDocument();
    expect(screen.getByText(/OldWidget/)).toBeInTheDocument();
  });

  it('keeps the expanded flag per widget id in localStorage', () => {
    expect(isWidgetExpanded(widgetExpandedStore.get(), 'w')).toBe(true);
    setWidgetExpanded('w', false);
    expect(isWidgetExpanded(widgetExpandedStore.get(), 'w')).toBe(false);
    expect(JSON.parse(localStorage.getItem('kontor.welcomeWidgetExpanded') ?? '{}')).toEqual({
      w: false,
    });
  });
});

describe('welcome page first paint', () => {
  beforeEach(() => {
    userStore.reset();
  });

  it('greets with the stored nickname before the welcome call answers', async () => {
    userStore.set({
      ...INITIAL_USER_STATE,
      loggedIn: true,
      userInfo: { ...INITIAL_USER_STATE.userInfo, nickName: 'Anna' },
    });
    // The welcome and widget-order calls never answer during this test.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderInShell(<WelcomePage />);
    expect(await screen.findByRole('heading', { name: 'Jó napot, Anna!' })).toBeInTheDocument();
  });
});
