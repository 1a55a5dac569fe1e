import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportDuplicateIds, Select, type SelectOption, type SelectProps } from './select';
import { renderWithProviders } from './test-utils';

interface Firm {
  name: string;
  city: string;
}

const firms: SelectOption<Firm>[] = [
  { id: 1, data: { name: 'Árvíztűrő Kft.', city: 'Győr' }, searchableBy: 'Árvíztűrő Kft.' },
  { id: 2, data: { name: 'Tükörfúró Bt.', city: 'Pécs' }, searchableBy: 'Tükörfúró Bt.' },
  {
    id: 3,
    data: { name: 'Zárolt Zrt.', city: 'Eger' },
    searchableBy: 'Zárolt Zrt.',
    disabled: true,
  },
];

function renderSelect(props: Partial<SelectProps<Firm>> = {}) {
  const onChange = vi.fn();
  renderWithProviders(
    <Select label="Cég" options={firms} value={null} onChange={onChange} {...props} />,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'Cég' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('Select', () => {
  it('names its open list on the input when it opens with its options already there', async () => {
    // A lookup focused on a new form whose answer is cached opens at once: the input must say
    // that it is expanded and which listbox it controls (axe, screen readers).
    const { input } = renderSelect({ autoFocus: true });
    await userEvent.setup().click(input);
    const listbox = await screen.findByRole('listbox', { hidden: true });
    await vi.waitFor(() => expect(input).toHaveAttribute('aria-controls', listbox.id));
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('hands the chosen option with its data to onChange', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderSelect();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Tükörfúró Bt.' }));
    expect(onChange).toHaveBeenCalledWith(firms[1]);
  });

  it('shows the selected option label', () => {
    const { input } = renderSelect({ value: 2 });
    expect(input).toHaveValue('Tükörfúró Bt.');
  });

  it('searches by searchableBy without regard to accents, and labels by getLabel', async () => {
    const user = userEvent.setup();
    const { input } = renderSelect({
      getLabel: (option) => `${option.data.name} (${option.data.city})`,
    });
    await user.type(input, 'arviz');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Árvíztűrő Kft. (Győr)',
    ]);

    await user.clear(input);
    await user.type(input, 'Győr');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('Nincs találat')).toBeInTheDocument();
  });

  it('can be used from the keyboard', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderSelect();
    input.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(firms[1]);
  });

  it('does not let a disabled option be chosen', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderSelect();
    await user.click(input);
    const locked = screen.getByRole('option', { name: 'Zárolt Zrt.' });
    expect(locked).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(locked);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('limits the dropdown to 120 px by default', async () => {
    const user = userEvent.setup();
    const { input } = renderSelect();
    await user.click(input);
    // The listbox scrolls itself (no scroll area inside it: see select.tsx).
    expect(screen.getByRole('listbox').style.maxHeight).toBe('120px');
  });

  it('offers the create-new option whatever the search, and it creates instead of selecting', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    const { onChange, input } = renderSelect({
      createNewOption: { label: 'Új kapcsolattartó', onCreate },
    });
    await user.type(input, 'nincs ilyen');
    await user.click(screen.getByRole('option', { name: 'Új kapcsolattartó' }));
    expect(onCreate).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('still renders with duplicate ids, keeping the first, and reports them in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const duplicate = { ...firms[0]!, searchableBy: 'Másolat' };
    renderSelect({ options: [...firms, duplicate], value: 1 });
    expect(screen.getByRole('combobox', { name: 'Cég' })).toHaveValue('Árvíztűrő Kft.');
    expect(error).toHaveBeenCalledWith('Select options have duplicate ids:', [1]);
  });
});

describe('reportDuplicateIds', () => {
  it('stays silent outside development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportDuplicateIds([firms[0]!, firms[0]!], false);
    expect(error).not.toHaveBeenCalled();
  });

  it('reads the mode from the build by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('DEV', false);
    reportDuplicateIds([firms[0]!, firms[0]!]);
    expect(error).not.toHaveBeenCalled();
  });
});
