import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ErrorDisplay } from './error-display';
import { renderWithProviders } from './test-utils';

it('shows a warning icon and the message as an alert', () => {
  renderWithProviders(<ErrorDisplay message="Az adatok betöltése nem sikerült" />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Az adatok betöltése nem sikerült');
  expect(alert.querySelector('svg.tabler-icon-alert-triangle')).not.toBeNull();
});
