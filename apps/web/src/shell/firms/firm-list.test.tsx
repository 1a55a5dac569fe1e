import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/shell-test-utils';
import { FirmList } from './firm-list';

const firms = [
  'Alföldi Bútorház',
  'Balaton Vasudvar',
  'Bükk Kereskedőház',
  'Mecsek Faipari',
  'Rába Csomag',
  'Tisza Építő',
  'Őrségi Fa',
].map((name, index) => ({ id: index + 1, name }));

describe('firm list', () => {
  it('has no filter box with 6 other firms or fewer', async () => {
    renderInShell(
      <FirmList firms={firms.slice(0, 6)} minAmountBeforeSearch={6} onSelect={vi.fn()} />,
    );
    await screen.findByText('Alföldi Bútorház');
    expect(screen.queryByPlaceholderText('Cégek szűrése')).not.toBeInTheDocument();
  });

  it('filters above 6 firms, ignoring accents, highlights matches, and Enter picks the first', async () => {
    const onSelect = vi.fn();
    renderInShell(<FirmList firms={firms} minAmountBeforeSearch={6} onSelect={onSelect} />);
    const filter = await screen.findByPlaceholderText('Cégek szűrése');
    await userEvent.type(filter, 'ker');
    expect(screen.queryByText('Alföldi Bútorház')).not.toBeInTheDocument();
    expect(screen.getByText('Ker', { selector: 'mark' })).toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'orseg');
    expect(screen.getByText('Őrség', { selector: 'mark' })).toBeInTheDocument();
    fireEvent.keyDown(filter, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({ id: 7, name: 'Őrségi Fa' });
  });

  it('moves with the arrow keys and selects with Space or Enter', async () => {
    const onSelect = vi.fn();
    renderInShell(
      <FirmList firms={firms.slice(0, 3)} minAmountBeforeSearch={6} onSelect={onSelect} />,
    );
    const first = await screen.findByRole('button', { name: 'Alföldi Bútorház' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Balaton Vasudvar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith({ id: 2, name: 'Balaton Vasudvar' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ id: 3, name: 'Bükk Kereskedőház' });
  });
});
