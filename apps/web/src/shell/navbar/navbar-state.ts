import type { TProductBase } from '@kontor/contract';
import { createStore } from '../../lib/store';

/** Navbar state (000 §3); the toolbar widgets themselves live in the query cache. */
export interface NavbarState {
  menuOpen: boolean;
  isProductSearchOpen: boolean;
  selectedProduct: TProductBase | null;
}

export const navbarState = createStore<NavbarState>({
  menuOpen: false,
  isProductSearchOpen: false,
  selectedProduct: null,
});

export function setMenuOpen(menuOpen: boolean): void {
  navbarState.set((state) => ({ ...state, menuOpen }));
}

export function toggleMenu(): void {
  navbarState.set((state) => ({ ...state, menuOpen: !state.menuOpen }));
}
