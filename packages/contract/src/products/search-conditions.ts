import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZProductFilters } from './product.ts';

/** A saved filter set of the product list (paging left out): the user's own, by name. */
export const ZSearchConditionFilters = ZProductFilters.omit({ page_number: true, page_size: true });
export const ZSearchConditionBody = z.object({
  name: z.string().trim().min(1).max(100),
  filters: ZSearchConditionFilters,
});
export const ZSearchCondition = z
  .object({
    id: z.int(),
    name: z.string(),
    filters: ZSearchConditionFilters,
    version: z.int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ProductSearchCondition' });
export type TSearchCondition = z.infer<typeof ZSearchCondition>;

const tag = 'products';
const params = z.object({ conditionId: ZId });
export const searchConditionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/product-search-conditions/',
    summary: 'The caller’s saved product search filter sets',
    tag,
    response: z.array(ZSearchCondition),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/product-search-conditions/',
    summary: 'Saves a product search filter set under a name',
    tag,
    body: ZSearchConditionBody,
    response: ZSearchCondition,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/product-search-conditions/:conditionId',
    summary: 'Renames or changes a saved filter set',
    tag,
    params,
    body: ZSearchConditionBody.extend({ version: z.int().min(1) }),
    response: ZSearchCondition,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/product-search-conditions/:conditionId',
    summary: 'Deletes a saved filter set',
    tag,
    params,
    response: null,
  }),
} as const;
