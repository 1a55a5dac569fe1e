import { productEndpoints, type TProductBase } from '@kontor/contract';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../lib/query';
import { ImagePreview } from '../../ui/image-preview';
import {
  PRODUCT_DROPDOWN_MAX_HEIGHT_PX,
  PRODUCT_DROPDOWN_WIDTH_PX,
  PRODUCT_SEARCH_DEBOUNCE_MS,
} from '../shell-constants';
import classes from './mobile-bar.module.css';

export function productSearchQuery(term: string) {
  return endpointQuery(productEndpoints.quickSearch, {
    query: { term, getAllResults: 'true', onlyMapBaseData: 'true' },
  });
}

function ProductThumb({ product }: { product: TProductBase }) {
  if (!product.imageUrl) return <span className={classes.thumb} aria-hidden />;
  return <ImagePreview src={product.imageUrl} alt={product.name} />;
}

/**
 * The product search of the mobile bar (000 §2, §7): the term is sent 200 ms after the last
 * keystroke; a newer term replaces the older request, so only the latest answer is shown.
 */
export function ProductSearch({ onSelect }: { onSelect: (product: TProductBase) => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox();
  const search = useQuery({ ...productSearchQuery(debouncedTerm), enabled: debouncedTerm !== '' });
  const products = debouncedTerm === '' ? [] : (search.data ?? []);

  return (
    <Combobox
      store={combobox}
      width={PRODUCT_DROPDOWN_WIDTH_PX}
      position="bottom-start"
      onOptionSubmit={(value) => {
        const product = products.find((candidate) => String(candidate.id) === value);
        if (product) onSelect(product);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          className={classes.searchInput}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
          placeholder={t('PRODUCT_SEARCH.PLACEHOLDER')}
          aria-label={t('PRODUCT_SEARCH.PLACEHOLDER')}
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
          data-autofocus
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debouncedTerm === ''}>
        <Combobox.Options mah={PRODUCT_DROPDOWN_MAX_HEIGHT_PX} style={{ overflowY: 'auto' }}>
          {products.map((product) => (
            <Combobox.Option key={product.id} value={String(product.id)} className={classes.option}>
              <ProductThumb product={product} />
              <span className={classes.optionText}>
                <Text size="sm" fw={600} component="span" className={classes.code}>
                  {product.code}
                </Text>
                <Text size="sm" component="span" className={classes.productName}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed" component="span">
                  #{product.id}
                </Text>
              </span>
            </Combobox.Option>
          ))}
          {search.isSuccess && products.length === 0 && (
            <Combobox.Empty>{t('PRODUCT_SEARCH.NO_RESULTS')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
