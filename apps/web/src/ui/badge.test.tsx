import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeColor } from './badge';
import { renderWithProviders } from './test-utils';

describe('Badge', () => {
  it.each([
    ['success', 'green'],
    ['info', 'blue'],
    ['warn', 'orange'],
    ['error', 'red'],
    ['gray', 'gray'],
  ] as const)('paints %s with the theme colour %s', (color: BadgeColor, themeColor) => {
    renderWithProviders(<Badge color={color}>3</Badge>);
    const badge = screen.getByText('3').closest('[data-color]');
    expect(badge).toHaveAttribute('data-color', color);
    expect(badge).toHaveStyle({ '--badge-bg': `var(--mantine-color-${themeColor}-filled)` });
  });

  it.each(['xs', 'sm', 'md'] as const)('takes the size %s', (size) => {
    renderWithProviders(<Badge size={size}>Új</Badge>);
    expect(screen.getByText('Új').closest('[data-color]')).toHaveAttribute('data-size', size);
  });

  it('is gray and small by default', () => {
    renderWithProviders(<Badge>Piszkozat</Badge>);
    const badge = screen.getByText('Piszkozat').closest('[data-color]');
    expect(badge).toHaveAttribute('data-color', 'gray');
    expect(badge).toHaveAttribute('data-size', 'sm');
  });
});
