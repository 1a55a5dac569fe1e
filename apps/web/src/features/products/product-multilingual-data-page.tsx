import { codeEndpoints, productEndpoints } from '@kontor/contract';
import { Group, MultiSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../lib/format';
import { isStaleVersion } from '../../lib/forms/field-errors';
import { useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { usePage } from '../../lib/page';
import { endpointQuery } from '../../lib/query';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { DebouncedTextInput } from '../../ui/debounced-text-input';
import { ListPager } from '../../ui/list-pager';
import { useProgress } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useMultilingualData, useSaveMultilingualData } from './api/multilingual-api';
import { useProductSearch } from './api/products-api';
import { problemFieldErrors } from './form/field-errors';
import {
  type Drafts,
  isRowChanged,
  translationsWithDraft,
  withDraft,
  withoutRow,
} from './multilingual/translation-drafts';
import { TranslationsTable } from './multilingual/translations-table';

const PAGE_SIZE = 25;
const DEFAULT_LANGUAGES = ['EN', 'DE'];
const languagesQuery = endpointQuery(codeEndpoints.languages);

/** `/app/product-multilingual-data`: the products' names in other languages, many at once. */
export default function ProductMultilingualDataPage() {
  const { t } = useTranslation();
  usePage({ title: t('PRODUCTS.MULTILINGUAL.TITLE') });
  const toast = useToast();
  const { claim } = useProgress();
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>(DEFAULT_LANGUAGES);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const languages = useQuery(languagesQuery);
  const search = useProductSearch({
    term: term.trim(),
    is_active: null,
    page_number: page - 1,
    page_size: PAGE_SIZE,
  });
  const products = search.data?.items ?? [];
  const answers = useMultilingualData(products.map((product) => product.id));
  const save = useSaveMultilingualData();

  // HU is the product's own name, shown (not edited) in its own column.
  const otherLanguages = (languages.data ?? []).filter((language) => language.code !== 'HU');
  const shown = otherLanguages.filter((language) => chosen.includes(language.code));
  const changed = products
    .map((product, index) => ({ product, data: answers[index]?.data }))
    .filter(({ product, data }) => data && isRowChanged(data, drafts[product.id]));
  // Unsaved names live only on this page: searching or paging away would hide them.
  const hasUnsaved = changed.length > 0;
  useUnsavedGuard(hasUnsaved);

  async function saveRows() {
    const errors: Record<number, string> = {};
    let saved = 0;
    await claim(
      Promise.all(
        changed.map(async ({ product, data }) => {
          if (!data) return;
          try {
            const draft = drafts[product.id] ?? {};
            await save.mutateAsync({ data, translations: translationsWithDraft(data, draft) });
            saved += 1;
            setDrafts((current) => withoutRow(current, product.id));
          } catch (error) {
            const [firstKey] = Object.values(problemFieldErrors(error));
            errors[product.id] = isStaleVersion(error)
              ? t('PRODUCTS.MULTILINGUAL.STALE')
              : t(firstKey ?? 'PRODUCTS.ERROR.SAVE_FAILED');
          }
        }),
      ),
    );
    setRowErrors(errors);
    if (saved > 0) toast.show(t('PRODUCTS.MULTILINGUAL.SAVED', { count: saved }), 'SUCCESS');
    if (Object.keys(errors).length > 0) toast.show(t('PRODUCTS.MULTILINGUAL.SOME_FAILED'), 'ERROR');
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('PRODUCTS.MULTILINGUAL.TITLE')}
        </Title>
        <ActionButton
          endpoint={productEndpoints.saveMultilingualData}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabledReason={changed.length === 0 ? t('SHELL.DISABLED.NO_CHANGES') : null}
          loading={save.isPending}
          onClick={() => void saveRows()}
        >
          {t('PRODUCTS.MULTILINGUAL.SAVE', { count: changed.length })}
        </ActionButton>
      </Group>
      <Group align="flex-end" gap="md">
        <DebouncedTextInput
          label={t('PRODUCTS.LIST.SEARCH')}
          placeholder={t('PRODUCTS.LIST.SEARCH_PLACEHOLDER')}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={320}
          maxLength={200}
          value={term}
          disabled={hasUnsaved}
          onCommit={(typed) => {
            setTerm(typed);
            setPage(1);
          }}
        />
        <MultiSelect
          label={t('PRODUCTS.MULTILINGUAL.LANGUAGES')}
          data={otherLanguages.map((language) => ({ value: language.code, label: language.name }))}
          value={chosen}
          onChange={setChosen}
          searchable
          miw={320}
        />
      </Group>
      {hasUnsaved && (
        <Text size="sm" c="dimmed">
          {t('PRODUCTS.MULTILINGUAL.UNSAVED_HINT')}
        </Text>
      )}
      {search.isError && <ErrorMessage error={search.error} />}
      {languages.isError && <ErrorMessage error={languages.error} />}
      {search.isPending && <Skeleton height={400} />}
      {search.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('PRODUCTS.LIST.TOTAL', { count: formatInteger(search.data.total) })}
          </Text>
          <TranslationsTable
            products={products}
            answers={answers}
            languages={shown}
            drafts={drafts}
            rowErrors={rowErrors}
            onType={(productId, language, name) =>
              setDrafts((current) => withDraft(current, productId, language, name))
            }
          />
          <ListPager
            total={search.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            disabled={hasUnsaved}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
