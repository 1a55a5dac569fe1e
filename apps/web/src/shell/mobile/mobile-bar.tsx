import { ActionIcon, CloseButton, Paper, Text } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INDEX_PATH, PRODUCT_NAME } from '../../lib/config';
import { useStore } from '../../lib/store';
import { ImagePreview } from '../../ui/image-preview';
import { LAYER } from '../../ui/layers';
import { LogoutLink } from '../navbar/navbar';
import { navbarState } from '../navbar/navbar-state';
import classes from './mobile-bar.module.css';
import { ProductSearch } from './product-search';

function setSearchOpen(isProductSearchOpen: boolean) {
  navbarState.set((state) => ({ ...state, isProductSearchOpen }));
}

/** The simplified top bar of the mobile view (000 §2): product search toggle and logout. */
export function MobileBar() {
  const { t } = useTranslation();
  const { isProductSearchOpen } = useStore(navbarState);
  return (
    <header className={classes.bar} style={{ zIndex: LAYER.navbar + 1 }}>
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={() => setSearchOpen(!isProductSearchOpen)}
        aria-label={t(isProductSearchOpen ? 'PRODUCT_SEARCH.CLOSE' : 'PRODUCT_SEARCH.OPEN')}
        aria-expanded={isProductSearchOpen}
      >
        {isProductSearchOpen ? (
          <IconX size={20} aria-hidden />
        ) : (
          <IconSearch size={20} aria-hidden />
        )}
      </ActionIcon>
      {isProductSearchOpen ? (
        <ProductSearch
          onSelect={(product) =>
            navbarState.set((state) => ({
              ...state,
              selectedProduct: product,
              isProductSearchOpen: false,
            }))
          }
        />
      ) : (
        <Link to={INDEX_PATH} className={classes.brand}>
          {PRODUCT_NAME}
        </Link>
      )}
      <LogoutLink className={classes.logout} />
    </header>
  );
}

/** The product picked in the mobile search, shown on top of the page until closed. */
export function SelectedProductCard() {
  const { t } = useTranslation();
  const { selectedProduct } = useStore(navbarState);
  if (!selectedProduct) return null;
  return (
    <Paper withBorder shadow="sm" className={classes.selected} data-testid="selected-product">
      {selectedProduct.imageUrl && (
        <ImagePreview src={selectedProduct.imageUrl} alt={selectedProduct.name} width={64} />
      )}
      <div className={classes.optionText}>
        <Text fw={700}>{selectedProduct.code}</Text>
        <Text size="sm">{selectedProduct.name}</Text>
        <Text size="xs" c="dimmed">
          #{selectedProduct.id}
        </Text>
      </div>
      <CloseButton
        aria-label={t('UI.CLOSE')}
        onClick={() => navbarState.set((state) => ({ ...state, selectedProduct: null }))}
      />
    </Paper>
  );
}
