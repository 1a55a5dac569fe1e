import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import classes from './sortable-table.module.css';

/** The class of a row that opens something: pointer cursor and a visible keyboard focus. */
export const openableRowClass = classes.row;

export interface SortHeaderProps<S extends string> {
  /** The column's sort key */
  sort: S;
  /** The list's current sort key and direction */
  current: S;
  direction: 'asc' | 'desc';
  onSort: (sort: S) => void;
  children: ReactNode;
}

/** A column header that sorts the list by its column (again: the other way round). */
export function SortHeader<S extends string>({
  sort,
  current,
  direction,
  onSort,
  children,
}: SortHeaderProps<S>) {
  const isSorted = current === sort;
  const Icon = !isSorted ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(sort)}>
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden opacity={isSorted ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** On a focusable row that opens something: Enter or Space opens it, the arrows move between rows. */
export function onOpenableRowKey(event: KeyboardEvent<HTMLTableRowElement>, open: () => void) {
  const row = event.currentTarget;
  const move = (target: Element | null) => {
    if (target instanceof HTMLElement) {
      event.preventDefault();
      target.focus();
    }
  };
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    open();
  } else if (event.key === 'ArrowDown') move(row.nextElementSibling);
  else if (event.key === 'ArrowUp') move(row.previousElementSibling);
  else if (event.key === 'Home') move(row.parentElement?.firstElementChild ?? null);
  else if (event.key === 'End') move(row.parentElement?.lastElementChild ?? null);
}
