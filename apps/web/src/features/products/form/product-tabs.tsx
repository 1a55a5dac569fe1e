import { PRODUCT_TABS, type TProduct } from '@kontor/contract';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { type LazyExoticComponent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../shell/error-message';
import { KeptTabPanels } from '../../../ui/kept-tab-panels';
import { type Tab, TabList } from '../../../ui/tab-list';
import { useProductTabs } from '../api/products-api';
import type { ProductTab } from '../tabs/tab-props';

export type ProductTabKey = (typeof PRODUCT_TABS)[number];

/** Each tab's code loads when it is first shown. */
const TAB_COMPONENTS: Record<ProductTabKey, LazyExoticComponent<ProductTab>> = {
  attributes: lazy(() => import('../tabs/attributes-tab')),
  storage: lazy(() => import('../tabs/storage-tab')),
  variants: lazy(() => import('../tabs/variants-tab')),
  composition: lazy(() => import('../tabs/composition-tab')),
  media: lazy(() => import('../tabs/media-tab')),
  supplier: lazy(() => import('../tabs/supplier-tab')),
  substitute: lazy(() => import('../tabs/substitute-tab')),
  inventory: lazy(() => import('../tabs/inventory-tab')),
  package: lazy(() => import('../tabs/package-tab')),
  container: lazy(() => import('../tabs/container-tab')),
  vignette: lazy(() => import('../tabs/vignette-tab')),
  event: lazy(() => import('../tabs/event-tab')),
};

/** `?tab=media` → 'media'; anything else → the attributes tab. */
export function tabKeyOf(params: URLSearchParams): ProductTabKey {
  return PRODUCT_TABS.find((key) => key === params.get('tab')) ?? 'attributes';
}

export function productTabUrl(productId: number, key: ProductTabKey): string {
  return `/app/ProductForm?id=${productId}&tab=${key}`;
}

/**
 * The tab row the server decides (`…/tabs`: services hide the goods-only tabs) and the selected
 * tab, each a link that keeps the tab in the URL. A tab hidden for this product falls back to the
 * attributes tab. A tab once shown stays mounted, so switching tabs keeps its unsaved input.
 */
export function ProductTabs({ product, selected }: { product: TProduct; selected: ProductTabKey }) {
  const { t } = useTranslation();
  const tabs = useProductTabs(product.id);
  const shown = tabs.data?.filter((tab) => tab.shouldShow).map((tab) => tab.key);
  const current = shown && !shown.includes(selected) ? 'attributes' : selected;
  const row: Tab[] = (tabs.data ?? []).map((tab) => ({
    label: t(tab.labelKey),
    navigationUrl: productTabUrl(product.id, tab.key),
    isSelected: tab.key === current,
    shouldShow: tab.shouldShow,
  }));
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        {tabs.isError && <ErrorMessage error={tabs.error} />}
        {tabs.isPending ? (
          <Skeleton height={36} />
        ) : (
          <TabList
            rows={[row]}
            label={t('PRODUCTS.FORM.TABS')}
            renderLink={({ href, children, ...rest }) => (
              <Link to={href} replace preventScrollReset {...rest}>
                {children}
              </Link>
            )}
          />
        )}
        <KeptTabPanels
          key={product.id}
          selected={current}
          renderPanel={(key) => {
            const Panel = TAB_COMPONENTS[key];
            return (
              <Suspense fallback={<Skeleton height={320} />}>
                <Panel productId={product.id} isService={product.isService} />
              </Suspense>
            );
          }}
        />
      </Stack>
    </Paper>
  );
}
