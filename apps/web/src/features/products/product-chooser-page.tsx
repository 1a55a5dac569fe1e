import { productEndpoints, type TProductBase } from '@kontor/contract';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api/client';
import { usePage } from '../../lib/page';
import { queryKeyOf } from '../../lib/query';
import { ErrorMessage } from '../../shell/error-message';
import { useEntryLookup } from '../../ui/lookup/use-entry-lookup';
import { SmallSpinner } from '../../ui/spinner';
import { ChooserResults, optionId } from './chooser/chooser-results';
import { sendProductChoice } from './components/product-chooser';

/** How many products the chooser shows: a screenful to scroll through with the arrows. */
const CHOOSER_LIMIT = 50;
const LIST_ID = 'product-chooser-results';

/**
 * `/app/ProductChooser` (a popup, `headless=1`): type to search the active products (code prefix or
 * name, accents and case ignored), move with the arrows, pick with Enter or a click. The pick goes
 * to the opener (`openProductChooser`) and the popup closes; opened on its own, it opens the product.
 */
export default function ProductChooserPage() {
  const { t } = useTranslation();
  usePage({ title: t('PRODUCTS.CHOOSER.TITLE'), skipHistory: true });
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  // Every product field's lookup: an empty text lists the first products (code order).
  const found = useEntryLookup<TProductBase>({
    queryKey: [...queryKeyOf(productEndpoints.lookup), 'chooser'],
    fetchEntries: (term, signal) =>
      callApi(productEndpoints.lookup, { query: { term, limit: CHOOSER_LIMIT }, signal }),
    text: typed,
    listsWhenEmpty: true,
  });
  const products = found.entries;
  const active = products[Math.min(activeIndex, products.length - 1)];

  function pick(product: TProductBase) {
    if (!sendProductChoice(product)) navigate(`/app/ProductForm?id=${product.id}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = products.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      PageDown: Math.min(activeIndex + 10, last),
      PageUp: Math.max(activeIndex - 10, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      // The exact code, or the highlighted product of the typed text (never of an older one).
      event.preventDefault();
      void found.choose(typed, active?.id).then((choice) => {
        if (choice?.entry) pick(choice.entry);
      });
    } else if (event.key === 'Escape') {
      window.close();
    }
  }

  return (
    <Stack gap="sm" p="md" maw={760}>
      <Title order={1} size="h3">
        {t('PRODUCTS.CHOOSER.TITLE')}
      </Title>
      <TextInput
        label={t('PRODUCTS.CHOOSER.SEARCH')}
        description={t('PRODUCTS.CHOOSER.HINT')}
        placeholder={t('PRODUCTS.LIST.SEARCH_PLACEHOLDER')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<SmallSpinner isActive={found.isFetching} />}
        autoFocus
        autoComplete="off"
        role="combobox"
        aria-expanded={products.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(LIST_ID, active.id) : undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
      />
      {found.error && <ErrorMessage error={found.error} />}
      {found.isCurrent && products.length === 0 && <Text c="dimmed">{t('UI.NOTHING_FOUND')}</Text>}
      <ChooserResults
        id={LIST_ID}
        label={t('PRODUCTS.CHOOSER.RESULTS')}
        products={products}
        activeIndex={active ? products.indexOf(active) : -1}
        onActivate={setActiveIndex}
        onPick={pick}
      />
    </Stack>
  );
}
