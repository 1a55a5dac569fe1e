import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { ErrorFlashProvider } from '../ui/error-flash';
import { SpinnerProvider } from '../ui/spinner';
import { renderWithProviders } from '../ui/test-utils';
import { ToastProvider } from '../ui/toast';
import ComponentPresentationPage from './component-presentation-page';

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/dev/component-presentation', Component: ComponentPresentationPage }],
    {
      initialEntries: ['/dev/component-presentation'],
    },
  );
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queries}>
      <ToastProvider>
        <ErrorFlashProvider>
          <SpinnerProvider>
            <RouterProvider router={router} />
          </SpinnerProvider>
        </ErrorFlashProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

it('presents every shared widget in its own section', async () => {
  renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Komponensbemutató' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Komponensbemutató | Kontor');
  const sections = screen
    .getAllByRole('region')
    .map((section) => section.getAttribute('aria-label'));
  expect(sections).toEqual([
    'Értesítés (toast)',
    'Folyamatjelző',
    'Hibajelző villanás',
    'Hibakijelzés',
    'Háromállapotú jelölőnégyzet',
    'Szövegmező',
    'Legördülő választó',
    'Szerkeszthető táblázat',
    'Vonalkód-olvasás és offline küldés',
    'Képelőnézet',
    'Címke',
    'Súgóbuborék',
    'Fülsor',
    'Rétegszintek',
  ]);
});

it('runs the examples live', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Sikeres üzenet' }));
  expect(screen.getByRole('status')).toHaveTextContent('A módosítások mentése sikerült.');

  await user.click(screen.getByRole('link', { name: 'Média' }));
  expect(screen.getByRole('link', { name: 'Média' })).toHaveAttribute('aria-current', 'page');

  const layers = screen.getByRole('region', { name: 'Rétegszintek' });
  // hu-HU groups thousands with a no-break space, which Testing Library reads as a space.
  expect(within(layers).getByText('99 999')).toBeInTheDocument();
});
