import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { decimalEditor, EditableGrid, type GridColumn, selectEditor, textEditor } from './index';

interface Line {
  id: string;
  name: string;
  quantity: string | null;
  unit: string;
}

const columns: GridColumn<Line>[] = [
  {
    id: 'name',
    header: 'Megnevezés',
    width: 200,
    value: (line) => line.name,
    editor: textEditor(
      (line) => line.name,
      (line, name) => ({ ...line, name }),
    ),
  },
  {
    id: 'quantity',
    header: 'Mennyiség',
    width: 120,
    align: 'right',
    value: (line) => line.quantity ?? '',
    editor: decimalEditor(
      (line) => line.quantity,
      (line, quantity) => ({ ...line, quantity }),
      { scale: 4 },
    ),
  },
  {
    id: 'unit',
    header: 'Egység',
    width: 100,
    value: (line) => line.unit,
    editor: selectEditor(
      [
        { value: 'db', label: 'darab' },
        { value: 'kg', label: 'kilogramm' },
      ],
      (line) => line.unit,
      (line, unit) => ({ ...line, unit }),
    ),
  },
];

const makeLines = (count: number): Line[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `l${index + 1}`,
    name: `Tétel ${index + 1}`,
    quantity: String(index + 1),
    unit: 'db',
  }));

function Harness(props: {
  initial: Line[];
  onChange?: (index: number, next: Line) => void;
  readOnly?: boolean;
  rowError?: (line: Line) => string | undefined;
}) {
  const [lines, setLines] = useState(props.initial);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [added, setAdded] = useState(0);
  return (
    <>
      <button type="button">előtte</button>
      <EditableGrid<Line>
        ariaLabel="Tételek"
        rows={lines}
        getRowId={(line) => line.id}
        columns={columns}
        readOnly={props.readOnly}
        rowError={props.rowError}
        height={400}
        selectable
        selected={selected}
        onSelectedChange={setSelected}
        onRowChange={(index, next) => {
          props.onChange?.(index, next);
          setLines((old) => old.map((line, at) => (at === index ? next : line)));
        }}
        onAddRow={() => {
          setAdded(added + 1);
          setLines((old) => [...old, { id: `new${added}`, name: '', quantity: null, unit: 'db' }]);
        }}
        onDeleteRow={(index) => setLines((old) => old.filter((_, at) => at !== index))}
      />
    </>
  );
}

/** The focused cell as "row:column" in ARIA terms (header row is 1; data columns after the box). */
function focusedCell(): string {
  const cell = document.activeElement as HTMLElement;
  expect(cell.getAttribute('role')).toBe('gridcell');
  const row = cell.closest('[role="row"]');
  return `${row?.getAttribute('aria-rowindex')}:${cell.getAttribute('aria-colindex')}`;
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.querySelector('[data-cell]'));

async function focusGrid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'előtte' }));
  await user.tab();
}

it('is an ARIA grid that renders only the visible rows of a thousand', () => {
  renderWithProviders(<Harness initial={makeLines(1000)} />);
  const grid = screen.getByRole('grid', { name: 'Tételek' });
  expect(grid).toHaveAttribute('aria-rowcount', '1001');
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    '',
    'Megnevezés',
    'Mennyiség',
    'Egység',
    'Sorműveletek',
  ]);
  expect(bodyRows().length).toBeGreaterThan(5);
  expect(bodyRows().length).toBeLessThan(40);
});

it('moves the focused cell with the arrows, Home/End, PageDown and Ctrl+End', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={makeLines(1000)} />);
  await focusGrid(user);
  expect(focusedCell()).toBe('2:2');
  await user.keyboard('{ArrowRight}{ArrowDown}');
  expect(focusedCell()).toBe('3:3');
  await user.keyboard('{End}');
  expect(focusedCell()).toBe('3:4');
  await user.keyboard('{Home}{ArrowLeft}{ArrowUp}{ArrowUp}');
  expect(focusedCell()).toBe('2:2');
  await user.keyboard('{PageDown}');
  expect(Number(focusedCell().split(':')[0])).toBeGreaterThan(5);
  await user.keyboard('{Control>}{End}{/Control}');
  expect(focusedCell()).toBe('1001:4');
  expect(document.activeElement).toHaveTextContent('db');
  expect(bodyRows().length).toBeLessThan(40);
  await user.keyboard('{Control>}{Home}{/Control}');
  expect(focusedCell()).toBe('2:2');
});

it('edits with Enter, stores with Enter and moves down', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithProviders(<Harness initial={makeLines(3)} onChange={onChange} />);
  await focusGrid(user);
  await user.keyboard('{Enter}');
  const input = screen.getByRole('textbox', { name: 'Megnevezés' });
  expect(input).toHaveFocus();
  expect(input).toHaveValue('Tétel 1');
  await user.keyboard('Csavar{Enter}');
  expect(onChange).toHaveBeenCalledWith(0, expect.objectContaining({ name: 'Csavar' }));
  expect(focusedCell()).toBe('3:2');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getAllByRole('row')[1]).toHaveTextContent('Csavar');
});

it('starts editing with the typed key, Tab stores and moves right, Esc discards', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithProviders(<Harness initial={makeLines(3)} onChange={onChange} />);
  await focusGrid(user);
  await user.keyboard('{ArrowRight}7');
  expect(screen.getByRole('textbox', { name: 'Mennyiség' })).toHaveValue('7');
  await user.keyboard('{Tab}');
  expect(onChange).toHaveBeenLastCalledWith(0, expect.objectContaining({ quantity: '7' }));
  expect(focusedCell()).toBe('2:4');

  await user.keyboard('{ArrowLeft}{F2}{Backspace}99{Escape}');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(focusedCell()).toBe('2:3');
  expect(document.activeElement).toHaveTextContent('7');
  expect(onChange).toHaveBeenCalledTimes(1);
});

it('takes Hungarian decimals and refuses what is no number, staying in editing', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithProviders(<Harness initial={makeLines(3)} onChange={onChange} />);
  await focusGrid(user);
  await user.keyboard('{ArrowRight}{Enter}');
  await user.keyboard('{Control>}a{/Control}1 234,50{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(0, expect.objectContaining({ quantity: '1234.5' }));

  await user.keyboard('{Enter}{Control>}a{/Control}12,3,4{Enter}');
  const input = screen.getByRole('textbox', { name: 'Mennyiség' });
  expect(input).toHaveFocus();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Érvénytelen szám');
  await user.keyboard('{Control>}a{/Control}0,00005{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Legfeljebb 4 tizedesjegy adható meg');
  await user.keyboard('{Control>}a{/Control}2.5{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(1, expect.objectContaining({ quantity: '2.5' }));
  expect(focusedCell()).toBe('4:3');
});

it('picks an option of a select cell by typing and Enter', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithProviders(<Harness initial={makeLines(2)} onChange={onChange} />);
  await focusGrid(user);
  await user.keyboard('{End}k');
  expect(screen.getByRole('textbox', { name: 'Egység' })).toHaveValue('k');
  expect(screen.getByRole('option', { name: 'kilogramm' })).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(0, expect.objectContaining({ unit: 'kg' }));
  expect(focusedCell()).toBe('3:4');
});

it('adds rows with Insert and ArrowDown on the last row, deletes with Ctrl+Delete', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={makeLines(2)} />);
  await focusGrid(user);
  await user.keyboard('{Insert}');
  expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '4');
  expect(focusedCell()).toBe('4:2');
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '5');
  expect(focusedCell()).toBe('5:2');
  await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Control>}{Delete}{/Control}');
  expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '4');
  expect(screen.getAllByRole('row')[1]).toHaveTextContent('Tétel 2');
  expect(focusedCell()).toBe('2:2');

  await user.click(screen.getByRole('button', { name: '1. sor törlése' }));
  await user.click(screen.getByRole('button', { name: 'Sor hozzáadása' }));
  expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '4');
});

it('says when there is no row, and Insert adds the first one', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={[]} />);
  expect(screen.getByRole('gridcell', { name: 'Nincs sor' })).toBeInTheDocument();
  await focusGrid(user);
  await user.keyboard('{Insert}');
  expect(screen.queryByText('Nincs sor')).not.toBeInTheDocument();
  expect(focusedCell()).toBe('2:2');
});

it('selects rows with Space and marks rows with errors', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <Harness
      initial={makeLines(3)}
      rowError={(line) => (line.id === 'l2' ? 'Nincs ára' : undefined)}
    />,
  );
  const rows = screen.getAllByRole('row');
  expect(rows[2]).toHaveAttribute('aria-invalid', 'true');
  expect(rows[1]).not.toHaveAttribute('aria-invalid');
  await focusGrid(user);
  await user.keyboard(' ');
  expect(rows[1]).toHaveAttribute('aria-selected', 'true');
  expect(within(rows[1] as HTMLElement).getByRole('checkbox')).toBeChecked();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByText('2. sor: Nincs ára')).toBeInTheDocument();
});

it('does not edit when read-only', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={makeLines(2)} readOnly />);
  await focusGrid(user);
  await user.keyboard('{Enter}x{Insert}');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '3');
  expect(screen.queryByRole('button', { name: 'Sor hozzáadása' })).not.toBeInTheDocument();
  await act(async () => {});
});

it('has no axe violations, also while a cell is edited with an error', async () => {
  const user = userEvent.setup();
  const { container } = renderWithProviders(
    <Harness
      initial={makeLines(10)}
      rowError={(line) => (line.id === 'l2' ? 'Hiba' : undefined)}
    />,
  );
  const check = async () => {
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  };
  await check();
  await focusGrid(user);
  await user.keyboard('{ArrowRight}x{Enter}');
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await check();
}, 30_000);

it('stores an edit when another cell is clicked, and goes to that cell', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithProviders(<Harness initial={makeLines(3)} onChange={onChange} />);
  await focusGrid(user);
  await user.keyboard('Csavar');
  await user.click(
    screen.getAllByRole('row')[3]?.querySelector('[data-cell="2:1"]') as HTMLElement,
  );
  expect(onChange).toHaveBeenCalledWith(0, expect.objectContaining({ name: 'Csavar' }));
  expect(focusedCell()).toBe('4:3');
});
