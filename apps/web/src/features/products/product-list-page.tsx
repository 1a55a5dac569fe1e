import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListParams } from '../../lib/list-params';
import { usePage } from '../../lib/page';
import { Can } from '../../lib/permissions';
import { ListResults } from '../../shell/list-results';
import { useProductSearch } from './api/products-api';
import { ProductChooserButton } from './components/product-chooser-button';
import { LIST_CODEC, searchBodyOf } from './list/list-params';
import { ProductFilters } from './list/product-filters';
import { ProductTable } from './list/product-table';
import { SaveConditionButton, SavedConditionSelect } from './search-conditions/saved-conditions';

const formUrl = (productId: number) => `/app/ProductForm?id=${productId}`;

/** `/app/products`: search, filter, sort and page the products; open one or start a new one. */
export default function ProductListPage() {
  const { t } = useTranslation();
  usePage({ title: t('PRODUCTS.LIST.TITLE') });
  const navigate = useNavigate();
  const list = useListParams(LIST_CODEC);
  const { params, update } = list;
  const search = useProductSearch(searchBodyOf(params));

  // Typing in the search field replaces the history entry; the rest adds one, so Back returns.

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('PRODUCTS.LIST.TITLE')}
        </Title>
        <Group gap="sm">
          <ProductChooserButton onChoose={(product) => navigate(formUrl(product.id))} />
          <Can permission="products.write">
            <Button
              component={Link}
              to="/app/ProductForm"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('PRODUCTS.LIST.NEW')}
            </Button>
          </Can>
        </Group>
      </Group>
      <ProductFilters params={params} onChange={list.onFilter} />
      <Group gap="sm" align="flex-end">
        <SavedConditionSelect params={params} onApply={(next) => update(next)} />
        <SaveConditionButton params={params} />
      </Group>
      <ListResults
        query={search}
        totalText={(count) => t('PRODUCTS.LIST.TOTAL', { count })}
        emptyText={t('PRODUCTS.LIST.EMPTY')}
        testId="product-total"
        paging={list.paging}
      >
        {(items) => (
          <ProductTable
            items={items}
            params={params}
            onSort={list.onSort}
            onOpen={(product) => navigate(formUrl(product.id))}
          />
        )}
      </ListResults>
    </Stack>
  );
}
