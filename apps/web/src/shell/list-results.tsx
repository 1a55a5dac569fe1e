import { Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatInteger } from '../lib/format';
import { ListPager } from '../ui/list-pager';
import { SmallSpinner } from '../ui/spinner';
import { ErrorMessage } from './error-message';

export interface ListPaging<Size extends number> {
  page: number;
  pageSize: Size;
  pageSizes: readonly Size[];
  /** A new page or page size (a new size starts at page 1). */
  onChange: (next: { page: number; pageSize: Size }) => void;
}

interface ListQuery<Item> {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  data?: { total: number; items: Item[] } | undefined;
}

/**
 * What every list page shows under its filters: the error, a placeholder while the first page
 * loads, the total (announced to screen readers) with a spinner while a new page loads, the table
 * or the empty text, and the pager.
 */
export function ListResults<Item, Size extends number>({
  query,
  totalText,
  emptyText,
  testId,
  paging,
  children,
}: {
  query: ListQuery<Item>;
  /** The total line, given the formatted count */
  totalText: (count: string) => string;
  emptyText: string;
  /** `data-testid` of the total line */
  testId: string;
  paging: ListPaging<Size>;
  /** The table of one page */
  children: (items: Item[]) => ReactNode;
}) {
  const { data } = query;
  return (
    <>
      {query.isError && <ErrorMessage error={query.error} />}
      {query.isPending && <Skeleton height={400} />}
      {data && (
        <>
          <Group gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid={testId}>
              {totalText(formatInteger(data.total))}
            </Text>
            <SmallSpinner isActive={query.isFetching} />
          </Group>
          {data.total === 0 ? <Text c="dimmed">{emptyText}</Text> : children(data.items)}
          <ListPager
            total={data.total}
            page={paging.page}
            pageSize={paging.pageSize}
            pageSizes={paging.pageSizes}
            onPage={(page) => paging.onChange({ page, pageSize: paging.pageSize })}
            onPageSize={(pageSize) => paging.onChange({ page: 1, pageSize })}
          />
        </>
      )}
    </>
  );
}
