import type { Endpoint } from '@kontor/contract';
import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CallInput } from '../../../lib/api/client';
import { useListParams } from '../../../lib/list-params';
import { usePage } from '../../../lib/page';
import { Can } from '../../../lib/permissions';
import { ListResults } from '../../../shell/list-results';
import { ItemCards, useIsNarrow } from '../../../ui/item-cards';
import { onOpenableRowKey, openableRowClass, SortHeader } from '../../../ui/sortable-table';
import { useDocumentSearch } from '../api/sales-api';
import { ExportButton } from './export-button';
import { salesFiltersOf, salesListCodec, salesSearchBodyOf } from './list-params';
import { SalesFilters } from './sales-filters';

export interface SalesColumn<Item> {
  header: string;
  align?: 'right';
  /** The server's sort key of the column: its header sorts the list */
  sort?: string;
  render: (item: Item) => ReactNode;
}

interface Page<Item> {
  items: Item[];
  total: number;
  /** The order list counts up to 1 000: the total reads "1 000+" beyond. */
  totalCapped?: boolean;
}

/**
 * A list of sales documents (orders, quotes, quote requests): filters and page in the URL, one
 * page of rows, Enter or a click opens one.
 */
export function SalesList<Item extends { id: number }>({
  title,
  endpoint,
  states,
  withDates,
  columns,
  openUrl,
  newUrl,
  newLabel,
  defaultSort,
  exportTo,
}: {
  title: string;
  endpoint: Endpoint;
  states: readonly string[];
  withDates: boolean;
  columns: readonly SalesColumn<Item>[];
  openUrl: (item: Item) => string;
  newUrl: string;
  newLabel: string;
  /** The column the server sorts by (newest first) when the URL names none */
  defaultSort?: string;
  /** The list's xlsx export: 'Exportálás' sends the same filters and sort */
  exportTo?: { endpoint: Endpoint; fileName: string };
}) {
  const { t } = useTranslation();
  usePage({ title });
  const navigate = useNavigate();
  const sorts = columns.flatMap((column) => (column.sort ? [column.sort] : []));
  const list = useListParams(salesListCodec(states, sorts));
  const { params } = list;
  const search = useDocumentSearch(
    endpoint,
    salesSearchBodyOf(params, withDates) as unknown as CallInput<Endpoint>['body'],
  );
  const page = search.data as Page<Item> | undefined;
  const isNarrow = useIsNarrow();
  const [titleColumn, ...fieldColumns] = columns;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="sm">
          {exportTo && (
            <ExportButton
              endpoint={exportTo.endpoint}
              input={{ query: salesFiltersOf(params, withDates) } as unknown as CallInput<Endpoint>}
              fileName={exportTo.fileName}
              isEmpty={page?.total === 0}
            />
          )}
          <Can permission="sales.write">
            <Button component={Link} to={newUrl} leftSection={<IconPlus size={16} aria-hidden />}>
              {newLabel}
            </Button>
          </Can>
        </Group>
      </Group>
      <SalesFilters
        params={params}
        states={states}
        withDates={withDates}
        onChange={list.onFilter}
      />
      <ListResults
        query={{ ...search, data: page }}
        totalText={(count) =>
          t('SALES.LIST.TOTAL', { count: page?.totalCapped ? `${count}+` : count })
        }
        emptyText={t('SALES.LIST.EMPTY')}
        testId="sales-total"
        paging={list.paging}
      >
        {(items) =>
          isNarrow && titleColumn ? (
            <ItemCards
              items={items}
              label={title}
              keyOf={(item) => item.id}
              title={titleColumn.render}
              fields={fieldColumns.map((column) => ({
                label: column.header,
                render: column.render,
              }))}
              openUrl={openUrl}
            />
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table highlightOnHover striped aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) =>
                      column.sort ? (
                        <SortHeader
                          key={column.header}
                          sort={column.sort}
                          current={params.sort ?? defaultSort ?? ''}
                          direction={params.sort === null ? 'desc' : params.direction}
                          onSort={list.onSort}
                        >
                          {column.header}
                        </SortHeader>
                      ) : (
                        <Table.Th key={column.header} ta={column.align}>
                          {column.header}
                        </Table.Th>
                      ),
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr
                      key={item.id}
                      tabIndex={0}
                      className={openableRowClass}
                      data-testid="sales-row"
                      onClick={() => navigate(openUrl(item))}
                      onKeyDown={(event) => onOpenableRowKey(event, () => navigate(openUrl(item)))}
                    >
                      {columns.map((column) => (
                        <Table.Td key={column.header} ta={column.align}>
                          {column.render(item)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </ListResults>
    </Stack>
  );
}
