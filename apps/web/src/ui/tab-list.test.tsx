import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Tab, TabList } from './tab-list';
import { renderWithProviders } from './test-utils';

const tab = (label: string, overrides: Partial<Tab> = {}): Tab => ({
  label,
  navigationUrl: `/app/product/${label.toLowerCase()}`,
  isSelected: false,
  shouldShow: true,
  ...overrides,
});

const rows: Tab[][] = [
  [
    tab('Attribútumok', { isSelected: true, icon: <svg data-testid="icon" /> }),
    tab('Raktár'),
    tab('Változatok', { shouldShow: false }),
  ],
  [tab('Média'), tab('Beszállító')],
  [tab('Rejtett', { shouldShow: false })],
];

describe('TabList', () => {
  it('renders each row of visible tabs as links, and no hidden tab or empty row', () => {
    renderWithProviders(<TabList label="Termék" rows={rows} />);
    const nav = screen.getByRole('navigation', { name: 'Termék' });
    const lists = within(nav).getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(
      within(lists[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Attribútumok', 'Raktár']);
    expect(screen.queryByText('Változatok')).not.toBeInTheDocument();
    expect(screen.queryByText('Rejtett')).not.toBeInTheDocument();
  });

  it('marks the selected tab as the current page and links to navigationUrl', () => {
    renderWithProviders(<TabList label="Termék" rows={rows} />);
    const selected = screen.getByRole('link', { name: 'Attribútumok' });
    expect(selected).toHaveAttribute('aria-current', 'page');
    expect(selected).toHaveAttribute('href', '/app/product/attribútumok');
    expect(within(selected).getByTestId('icon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Raktár' })).not.toHaveAttribute('aria-current');
  });

  it('is reachable tab by tab from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TabList label="Termék" rows={rows} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Attribútumok' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Média' })).toHaveFocus();
  });

  it('renders links through renderLink, so the router can take over navigation', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithProviders(
      <TabList
        label="Termék"
        rows={rows}
        renderLink={({ href, children, ...props }) => (
          <button type="button" {...props} onClick={() => navigate(href)}>
            {children}
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Média' }));
    expect(navigate).toHaveBeenCalledWith('/app/product/média');
  });
});
