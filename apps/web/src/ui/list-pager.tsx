import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Select, type SelectOption } from './select';

export interface ListPagerProps<Size extends number> {
  /** How many items the whole list has */
  total: number;
  /** 1-based */
  page: number;
  pageSize: Size;
  /** The page sizes offered; without them the size is fixed */
  pageSizes?: readonly Size[];
  onPage: (page: number) => void;
  onPageSize?: (pageSize: Size) => void;
  /** E.g. while unsaved edits of the shown page would be lost */
  disabled?: boolean;
}

/** The pager under a list: page size and page buttons, with Hungarian labels for screen readers. */
export function ListPager<Size extends number>({
  total,
  page,
  pageSize,
  pageSizes,
  onPage,
  onPageSize,
  disabled = false,
}: ListPagerProps<Size>) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const sizeOptions: SelectOption<Size>[] = (pageSizes ?? []).map((size) => ({
    id: size,
    data: size,
    searchableBy: String(size),
  }));
  return (
    <Group justify={pageSizes ? 'space-between' : 'flex-end'}>
      {pageSizes && onPageSize && (
        <Select
          label={t('UI.PAGE_SIZE')}
          options={sizeOptions}
          value={pageSize}
          searchable={false}
          allowDeselect={false}
          disabled={disabled}
          w={160}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          onChange={(option) => option && onPageSize(option.data)}
        />
      )}
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        disabled={disabled}
        onChange={onPage}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' || control === 'first'
              ? t('UI.PREVIOUS_PAGE')
              : t('UI.NEXT_PAGE'),
        })}
        getItemProps={(item) => ({ 'aria-label': t('UI.PAGE', { page: item }) })}
      />
    </Group>
  );
}
