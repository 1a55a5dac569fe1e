import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderWithProviders } from './test-utils';
import { TOOLTIP_DEFAULTS, Tooltip } from './tooltip';

it('defaults to no delay, 10 px distance, above the target', () => {
  expect(TOOLTIP_DEFAULTS).toEqual({ openDelay: 0, offset: 10, position: 'top' });
});

it('opens on hover 10 px above the target, and on keyboard focus', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <Tooltip label="Feladatok">
      <button type="button">Postafiók</button>
    </Tooltip>,
  );
  const target = screen.getByRole('button', { name: 'Postafiók' });

  await user.hover(target);
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('Feladatok');
  // jsdom lays everything out at 0 × 0, so the top edge is exactly minus the distance.
  expect(tooltip).toHaveStyle({ top: '-10px' });

  await user.unhover(target);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

  await user.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Feladatok');
  expect(target).toHaveAccessibleDescription('Feladatok');
});

it('lets a caller override a default', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <Tooltip label="Üzenetek" position="bottom" offset={4}>
      <button type="button">Boríték</button>
    </Tooltip>,
  );
  await user.hover(screen.getByRole('button', { name: 'Boríték' }));
  expect(await screen.findByRole('tooltip')).toHaveStyle({ top: '4px' });
});
