import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query';
import { BUT_2001, BUT_2002, BUT_2003, BUT_20031, slowLookup } from '../../../test/slow-lookup';
import { renderWithProviders } from '../../../ui/test-utils';
import { ProductCell, type ProductRef } from './product-cell';

/** A loaded machine renders slowly; nothing here measures time. */
const SLOW = 30_000;

function Field(p: {
  onPick: (product: ProductRef | null) => void;
  onText: (text: string) => void;
}) {
  const [value, setValue] = useState<ProductRef | null>(null);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ProductCell
        label="1. tétel terméke"
        lineIndex={0}
        value={value}
        onPick={(product) => {
          p.onPick(product);
          setValue(product);
        }}
        onTextChange={p.onText}
      />
      <button type="button">Mentés</button>
    </QueryClientProvider>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderField() {
  const server = slowLookup();
  const onPick = vi.fn();
  const onText = vi.fn();
  renderWithProviders(<Field onPick={onPick} onText={onText} />);
  const input = screen.getByRole('combobox', { name: '1. tétel terméke' });
  return { server, onPick, onText, input, user: userEvent.setup() };
}

it(
  'the exact code wins over the best match, case ignored',
  async () => {
    const { server, onPick, input, user } = renderField();
    await user.click(input);
    await user.keyboard('but-2003');
    await waitFor(() => expect(server.terms()).toContain('but-2003'));
    server.answer('but-2003', [BUT_20031, BUT_2003]);
    expect(await screen.findByRole('option', { name: /BUT-20031/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3 })));
    expect(input).toHaveValue('BUT-2003 – Fenyő könyvespolc 5 polcos');
  },
  SLOW,
);

it(
  'the latest text wins: an older answer arriving late never shows nor picks',
  async () => {
    const { server, onPick, input, user } = renderField();
    await user.click(input);
    await user.keyboard('BUT-2');
    await waitFor(() => expect(server.terms()).toContain('BUT-2'));
    await user.keyboard('003{Enter}');
    await waitFor(() => expect(server.terms()).toContain('BUT-2003'));
    server.answer('BUT-2003', [BUT_2003]);
    server.answer('BUT-2', [BUT_2001, BUT_2002, BUT_2003]);
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ code: 'BUT-2003' }));
    expect(screen.queryByRole('option', { name: /BUT-2001/ })).not.toBeInTheDocument();
  },
  SLOW,
);

it(
  'Enter takes the highlighted match only once the matches answer the typed text',
  async () => {
    const { server, onPick, input, user } = renderField();
    await user.click(input);
    await user.keyboard('polc');
    await waitFor(() => expect(server.terms()).toContain('polc'));
    server.answer('polc', [BUT_2003, BUT_20031]);
    await screen.findByRole('option', { name: /BUT-20031/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 4 })));
  },
  SLOW,
);

it(
  'typed text that is not picked is kept and marked, and reported to the form',
  async () => {
    const { server, onPick, onText, input, user } = renderField();
    await user.click(input);
    await user.keyboard('tolgyfa szekreny{Enter}');
    await waitFor(() => expect(server.terms()).toContain('tolgyfa szekreny'));
    server.answer('tolgyfa szekreny', []);
    expect(await screen.findByText('Nincs találat')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(onPick).not.toHaveBeenCalled();
    expect(onText).toHaveBeenLastCalledWith('tolgyfa szekreny');
    expect(input).toHaveValue('tolgyfa szekreny');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/A beírt szöveg nincs kiválasztva/)).toBeInTheDocument();
  },
  SLOW,
);
