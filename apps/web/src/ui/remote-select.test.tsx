import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOOKUP_DEBOUNCE_MS, RemoteSelect } from './remote-select';
import type { SelectOption } from './select';
import { renderWithProviders } from './test-utils';

const option = (id: string, label: string): SelectOption<string> => ({
  id,
  data: id,
  searchableBy: label,
});

describe('RemoteSelect', () => {
  it("asks once when the server labels the selected entry otherwise than the caller's copy", async () => {
    // A form that keeps only a code shows 'HUF'; the lookup answers 'HUF - Forint' for the same
    // id, which the select then shows. Neither label is a term typed by the user.
    const fetchOptions = vi.fn(async (_term: string) => [
      option('HUF', 'HUF - Forint'),
      option('EUR', 'EUR'),
    ]);
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <RemoteSelect<string>
          label="Pénznem"
          queryKey={['currencies']}
          fetchOptions={fetchOptions}
          selected={option('HUF', 'HUF')}
          onChange={() => undefined}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByDisplayValue('HUF - Forint')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 4 * LOOKUP_DEBOUNCE_MS));
    expect(fetchOptions.mock.calls.map(([term]) => term)).toEqual(['']);
  });
});
