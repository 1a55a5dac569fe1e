import type { ComponentType } from 'react';

/** What the product form hands every tab: the product shown (its tab loads its own data). */
export interface ProductTabProps {
  productId: number;
  /** The product's kind: services hide the goods-only tabs and refuse storages. */
  isService: boolean;
}

export type ProductTab = ComponentType<ProductTabProps>;
