import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query';
import { BUT_2001, BUT_2002, BUT_2003, slowLookup } from '../../test/slow-lookup';
import { EditableGrid, type GridColumn, productEditor } from '../editable-grid';
import { renderWithProviders } from '../test-utils';

interface Line {
  id: string;
  productId: number | null;
  productCode: string;
}

const columns: GridColumn<Line>[] = [
  {
    id: 'product',
    header: 'Termék',
    width: 200,
    value: (line) => line.productCode,
    editor: productEditor(
      (line, product) => ({ ...line, productId: product.id, productCode: product.code }),
      (line) => line.productCode,
      {
        get: (line) => (line.productId === null ? line.productCode : ''),
        set: (line, text) => ({ ...line, productId: null, productCode: text }),
      },
    ),
  },
];

function Harness({ onChange }: { onChange: (next: Line) => void }) {
  const [lines, setLines] = useState<Line[]>([{ id: 'a', productId: null, productCode: '' }]);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <EditableGrid<Line>
        ariaLabel="Tételek"
        rows={lines}
        getRowId={(line) => line.id}
        columns={columns}
        rowError={(line) =>
          line.productId === null && line.productCode ? 'Nincs kiválasztva' : undefined
        }
        onRowChange={(index, next) => {
          onChange(next);
          setLines((old) => old.map((line, at) => (at === index ? next : line)));
        }}
      />
    </QueryClientProvider>
  );
}

/** A loaded machine renders slowly; nothing here measures time. */
const SLOW = 30_000;

afterEach(() => {
  vi.unstubAllGlobals();
});

async function startTyping() {
  const server = slowLookup();
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness onChange={onChange} />);
  await user.click(screen.getAllByRole('gridcell')[0] as HTMLElement);
  return { server, onChange, user };
}

it(
  'Enter right after the code takes that product, not the best match of the shorter text',
  async () => {
    const { server, onChange, user } = await startTyping();
    await user.keyboard('BUT-2');
    await waitFor(() => expect(server.terms()).toContain('BUT-2'));
    server.answer('BUT-2', [BUT_2001, BUT_2002, BUT_2003]);
    // The older answer is shown, BUT-2001 highlighted: Enter must not take it.
    expect(await screen.findByRole('option', { name: /BUT-2001/ })).toBeInTheDocument();
    await user.keyboard('003{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(server.terms()).toContain('BUT-2003'));
    server.answer('BUT-2003', [BUT_2003]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ productId: BUT_2003.id }));
    expect(screen.getAllByRole('gridcell')[0]).toHaveTextContent('BUT-2003');
  },
  SLOW,
);

it(
  'an answer for an older text arriving last changes nothing',
  async () => {
    const { server, onChange, user } = await startTyping();
    await user.keyboard('BUT-2003{Enter}');
    await waitFor(() => expect(server.terms()).toContain('BUT-2003'));
    // A request for a prefix (if any was made) answers after the full code's.
    server.answer('BUT-2003', [BUT_2003]);
    server.answer('BUT-200', [BUT_2001, BUT_2002, BUT_2003]);
    server.answer('BUT-2', [BUT_2001]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ productId: BUT_2003.id }));
  },
  SLOW,
);

it(
  'typed text naming no product stays in the row, marked, instead of vanishing',
  async () => {
    const { server, onChange, user } = await startTyping();
    await user.keyboard('nincs ilyen{Enter}');
    await waitFor(() => expect(server.terms()).toContain('nincs ilyen'));
    server.answer('nincs ilyen', []);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        id: 'a',
        productId: null,
        productCode: 'nincs ilyen',
      }),
    );
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-invalid', 'true');
    // Editing again starts from the typed text.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Termék' })).toHaveValue('nincs ilyen');
  },
  SLOW,
);
