import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query';
import { jsonResponse, mockApi } from '../../test/shell-test-utils';
import { renderWithProviders } from '../test-utils';
import { dateEditor, EditableGrid, type GridColumn, productEditor } from './index';

interface Line {
  id: string;
  productId: number | null;
  productCode: string;
  deliveryDate: string | null;
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
    ),
  },
  {
    id: 'date',
    header: 'Szállítás',
    width: 140,
    value: (line) => line.deliveryDate ?? '',
    editor: dateEditor(
      (line) => line.deliveryDate,
      (line, deliveryDate) => ({ ...line, deliveryDate }),
    ),
  },
];

function Harness({ onChange }: { onChange: (index: number, next: Line) => void }) {
  const [lines, setLines] = useState<Line[]>([
    { id: 'a', productId: null, productCode: '', deliveryDate: '2026-03-01' },
  ]);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <EditableGrid<Line>
        ariaLabel="Tételek"
        rows={lines}
        getRowId={(line) => line.id}
        columns={columns}
        onRowChange={(index, next) => {
          onChange(index, next);
          setLines((old) => old.map((line, at) => (at === index ? next : line)));
        }}
      />
    </QueryClientProvider>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('finds products word by word and picks one with the arrows and Enter', async () => {
  const fetchMock = mockApi({
    'GET /products/mac': () =>
      jsonResponse([
        { id: 7, code: 'VIL-007', name: 'Luna függőlámpa', imageUrl: null },
        { id: 8, code: 'VIL-008', name: 'Luna állólámpa', imageUrl: null },
      ]),
  });
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness onChange={onChange} />);
  await user.click(screen.getAllByRole('gridcell')[0] as HTMLElement);
  await user.keyboard('luna lámpa');
  const lastTerm = () =>
    new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams.get('term');
  await waitFor(() => expect(lastTerm()).toBe('luna lámpa'));
  expect(await screen.findByRole('option', { name: /Luna állólámpa/ })).toBeInTheDocument();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenCalledWith(0, expect.objectContaining({ productId: 8 }));
  expect(screen.getAllByRole('gridcell')[0]).toHaveTextContent('VIL-008');
});

it('takes a Hungarian date and refuses a day that does not exist', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness onChange={onChange} />);
  await user.click(screen.getAllByRole('gridcell')[1] as HTMLElement);
  await user.keyboard('{Enter}');
  expect(screen.getByRole('textbox', { name: 'Szállítás' })).toHaveValue('2026. 03. 01.');
  await user.keyboard('{Control>}a{/Control}2026. 02. 30.{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Érvénytelen dátum');
  await user.keyboard('{Control>}a{/Control}2026.3.15{Enter}');
  expect(onChange).toHaveBeenCalledWith(0, expect.objectContaining({ deliveryDate: '2026-03-15' }));
});

it('keeps the keys typed while Tab waits for the product, and stores the next cell they end with Enter', async () => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered;
      return jsonResponse([{ id: 7, code: 'VIL-007', name: 'Luna függőlámpa', imageUrl: null }]);
    }),
  );
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness onChange={onChange} />);
  await user.click(screen.getAllByRole('gridcell')[0] as HTMLElement);
  // A wedge's burst: code, Tab, the next cell's value and Enter, all before the lookup answers.
  await user.keyboard('VIL-007{Tab}2026.3.15{Enter}');
  expect(onChange).not.toHaveBeenCalled();
  answer();
  await waitFor(() =>
    expect(onChange).toHaveBeenLastCalledWith(
      0,
      expect.objectContaining({ productId: 7, deliveryDate: '2026-03-15' }),
    ),
  );
  expect(screen.queryByRole('textbox', { name: 'Szállítás' })).not.toBeInTheDocument();
});
