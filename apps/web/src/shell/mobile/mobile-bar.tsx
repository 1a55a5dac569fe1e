import { ActionIcon } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { INDEX_PATH, PRODUCT_NAME } from '../../lib/config';
import { useStore } from '../../lib/store';
import { LAYER } from '../../ui/layers';
import { LogoutLink } from '../navbar/navbar';
import { navbarState } from '../navbar/navbar-state';
import classes from './mobile-bar.module.css';
import { MobileMenu, MobileMenuButton } from './mobile-menu';
import { ProductSearch } from './product-search';

function setSearchOpen(isProductSearchOpen: boolean) {
  navbarState.set((state) => ({ ...state, isProductSearchOpen }));
}

/** The page of a product picked in the mobile search. */
const productFormPath = (productId: number) => `/app/ProductForm?id=${productId}`;

/** The simplified top bar of the mobile view (000 §2): main menu, product search toggle and logout. */
export function MobileBar() {
  const { t } = useTranslation();
  const { isProductSearchOpen } = useStore(navbarState);
  const navigate = useNavigate();
  return (
    <header className={classes.bar} style={{ zIndex: LAYER.navbar + 1 }}>
      <MobileMenuButton />
      <MobileMenu />
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
          onSelect={(product) => {
            navbarState.set((state) => ({
              ...state,
              selectedProduct: product,
              isProductSearchOpen: false,
            }));
            navigate(productFormPath(product.id));
          }}
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
