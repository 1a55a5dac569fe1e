import type { TPartnerListItem } from '@kontor/contract';
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import type { ListParams, PartnerSort } from './list-params';
import classes from './partner-table.module.css';

interface SortHeaderProps {
  sort: PartnerSort;
  params: ListParams;
  onSort: (sort: PartnerSort) => void;
  children: ReactNode;
}

function SortHeader({ sort, params, onSort, children }: SortHeaderProps) {
  const isSorted = params.sort === sort;
  const Icon = !isSorted
    ? IconArrowsSort
    : params.direction === 'asc'
      ? IconArrowUp
      : IconArrowDown;
  return (
    <Table.Th
      aria-sort={isSorted ? (params.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(sort)}>
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden opacity={isSorted ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Enter or Space opens the row; the arrows move between rows. */
function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, open: () => void) {
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

export interface PartnerTableProps {
  items: readonly TPartnerListItem[];
  params: ListParams;
  onSort: (sort: PartnerSort) => void;
  onOpen: (partner: TPartnerListItem) => void;
}

/** One page of partners; a click or Enter on a row opens the partner. */
export function PartnerTable({ items, params, onSort, onOpen }: PartnerTableProps) {
  const { t } = useTranslation();
  const sortProps = { params, onSort };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover striped aria-label={t('PARTNERS.LIST.TITLE')}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sort="code" {...sortProps}>
              {t('PARTNERS.FIELD.CODE')}
            </SortHeader>
            <SortHeader sort="name" {...sortProps}>
              {t('PARTNERS.FIELD.NAME')}
            </SortHeader>
            <Table.Th>{t('PARTNERS.FIELD.ROLES')}</Table.Th>
            <Table.Th>{t('PARTNERS.FIELD.TAX_NUMBER')}</Table.Th>
            <SortHeader sort="city" {...sortProps}>
              {t('PARTNERS.FIELD.CITY')}
            </SortHeader>
            <Table.Th>{t('PARTNERS.FIELD.PRIMARY_CONTACT')}</Table.Th>
            <SortHeader sort="created" {...sortProps}>
              {t('PARTNERS.FIELD.CREATED_AT')}
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((partner) => (
            <Table.Tr
              key={partner.id}
              tabIndex={0}
              className={classes.row}
              data-partner-id={partner.id}
              onClick={() => onOpen(partner)}
              onKeyDown={(event) => onRowKey(event, () => onOpen(partner))}
            >
              <Table.Td ff="monospace">{partner.code}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {partner.name}
                  </Text>
                  {!partner.isActive && (
                    <Badge color="warn" size="xs">
                      {t('PARTNERS.INACTIVE')}
                    </Badge>
                  )}
                </Group>
                {partner.shortName && (
                  <Text size="xs" c="dimmed">
                    {partner.shortName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {partner.roles.map((role) => (
                    <Badge key={role} color="info" size="xs">
                      {t(`PARTNERS.ROLE.${role}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td ff="monospace">{partner.taxNumber}</Table.Td>
              <Table.Td>
                {partner.postalCode} {partner.city}
              </Table.Td>
              <Table.Td>{partner.primaryContact}</Table.Td>
              <Table.Td>{formatDateTime(partner.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
