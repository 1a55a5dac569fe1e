import { countriesByName } from '@kontor/contract';
import { Select, type SelectOption, type SelectProps } from './select';

type Country = ReturnType<typeof countriesByName>[number];

// Found by its Hungarian name or its code; shown by its name.
const OPTIONS: SelectOption<Country>[] = countriesByName().map((country) => ({
  id: country.code,
  data: country,
  searchableBy: `${country.name} ${country.code}`,
}));

export interface CountrySelectProps
  extends Omit<SelectProps<Country>, 'options' | 'value' | 'onChange' | 'getLabel'> {
  /** ISO 3166-1 alpha-2 code */
  value: string | null;
  onChange: (code: string | null) => void;
}

/** A country, picked by its Hungarian name; the value is its ISO 3166-1 alpha-2 code (`HU`). */
export function CountrySelect({ value, onChange, ...rest }: CountrySelectProps) {
  return (
    <Select<Country>
      {...rest}
      options={OPTIONS}
      value={value}
      getLabel={(option) => option.data.name}
      onChange={(option) => onChange(option?.data.code ?? null)}
    />
  );
}
