import { productEndpoints, type TCodeEntry } from '@kontor/contract';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePage } from '../../lib/page';
import { endpointQuery } from '../../lib/query';
import { ErrorMessage } from '../../shell/error-message';
import { CodeEntryLookup } from './form/code-entry-lookup';
import { VariationTable } from './variation-list/variation-table';

/** `?groupId=4&group=LUNA - Luna függőlámpa` → the group (the label shows the choice again). */
function groupOf(params: URLSearchParams): TCodeEntry | null {
  const raw = params.get('groupId');
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const label = params.get('group') ?? raw;
  return { id: Number(raw), code: label, name: label };
}

/** `/app/ProductVariationList?groupId=N`: the products of a variation group by attribute. */
export default function ProductVariationListPage() {
  const { t } = useTranslation();
  usePage({ title: t('PRODUCTS.VARIATION_LIST.TITLE') });
  const [params, setParams] = useSearchParams();
  const group = groupOf(params);
  const products = useQuery({
    ...endpointQuery(productEndpoints.variationGroupProducts, {
      params: { groupId: group?.id ?? 0 },
    }),
    enabled: group !== null,
  });

  function choose(entry: TCodeEntry | null) {
    const next = new URLSearchParams();
    if (entry) {
      next.set('groupId', String(entry.id));
      next.set('group', entry.name === entry.code ? entry.code : `${entry.code} - ${entry.name}`);
    }
    setParams(next);
  }

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} size="h2">
        {t('PRODUCTS.VARIATION_LIST.TITLE')}
      </Title>
      <CodeEntryLookup
        endpoint={productEndpoints.lookupVariationGroups}
        label={t('PRODUCTS.VARIATION_LIST.GROUP')}
        value={group}
        onChange={choose}
        w={420}
      />
      {group === null && <Text c="dimmed">{t('PRODUCTS.VARIATION_LIST.CHOOSE')}</Text>}
      {products.isError && <ErrorMessage error={products.error} />}
      {group && products.isPending && <Skeleton height={240} />}
      {products.data?.length === 0 && <Text c="dimmed">{t('PRODUCTS.VARIATION_LIST.EMPTY')}</Text>}
      {products.data && products.data.length > 0 && <VariationTable products={products.data} />}
    </Stack>
  );
}
