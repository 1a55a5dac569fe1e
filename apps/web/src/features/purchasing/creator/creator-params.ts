import { idOf, type ListCodec, oneOf, pageOf, queryWriter } from '../../../lib/list-params';

export const PAGE_SIZES = [50, 100, 200] as const;

/** The generator view's filters and page, kept in the address. */
export interface CreatorParams {
  term: string;
  supplierId: number | null;
  supplierName: string;
  sort: null;
  direction: 'asc';
  page: number;
  pageSize: (typeof PAGE_SIZES)[number];
}

export const CREATOR_CODEC: ListCodec<CreatorParams> = {
  parse: (q) => ({
    term: q.get('term') ?? '',
    supplierId: idOf(q, 'supplierId'),
    supplierName: q.get('supplierName') ?? '',
    sort: null,
    direction: 'asc',
    page: pageOf(q),
    pageSize: oneOf(PAGE_SIZES, q.get('size')) ?? 100,
  }),
  toQuery: (p) => {
    const { query, set } = queryWriter();
    set('term', p.term, '');
    set('supplierId', p.supplierId, null);
    set('supplierName', p.supplierId ? p.supplierName : null, null);
    set('page', p.page, 1);
    set('size', p.pageSize, 100);
    return query;
  },
  pageSizes: PAGE_SIZES,
};

export const viewQueryOf = (p: CreatorParams) => ({
  term: p.term,
  ...(p.supplierId && { supplier_id: p.supplierId }),
  page_number: p.page - 1,
  page_size: p.pageSize,
});
