import { Checkbox, Group, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatQuantity } from '../../../lib/format';
import { PartnerLookup } from '../../partners/components/partner-lookup';
import { DemandLinks } from '../demand-links';
import { type Choice, type CreatorRow, netOf } from './creator-model';
import classes from './creator-table.module.css';

const GROUP_HEIGHT = 44;
const LINE_HEIGHT = 76;
const COLUMNS = 8;

interface Props {
  rows: readonly CreatorRow[];
  choiceOf: (row: Extract<CreatorRow, { kind: 'line' }>) => Choice;
  onChange: (next: Choice) => void;
  /** Chooses (or drops, when all are chosen) the page's lines of a group */
  onToggleGroup: (key: string) => void;
  isGroupSelected: (key: string) => boolean;
}

/** Up and Down move between rows; Space on a line row chooses it or drops it. */
function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, toggle: () => void) {
  if (event.target !== event.currentTarget) return;
  const row = event.currentTarget;
  if (event.key === ' ') {
    event.preventDefault();
    toggle();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
    if (next instanceof HTMLElement && next.tabIndex >= 0) next.focus();
  }
}

/**
 * The generator's lines under their supplier groups, virtualised (only the rows in view are in
 * the page): the customer orders each line serves, the open quantity, and the buyer's supplier,
 * quantity and price.
 */
export function CreatorTable({ rows, choiceOf, onChange, onToggleGroup, isGroupSelected }: Props) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? GROUP_HEIGHT : LINE_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scrollRef} className={classes.scroll} data-testid="generator-rows">
      <Table aria-label={t('PURCHASING.CREATOR.TITLE')} className={classes.table}>
        <Table.Thead className={classes.head}>
          <Table.Tr>
            <Table.Th w={44}>
              <VisuallyHidden>{t('PURCHASING.CREATOR.SELECT')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('PURCHASING.FIELD.PRODUCT')}</Table.Th>
            <Table.Th>{t('PURCHASING.FIELD.CUSTOMER_ORDERS')}</Table.Th>
            <Table.Th ta="right">{t('PURCHASING.CREATOR.OPEN_DEMAND')}</Table.Th>
            <Table.Th w={260}>{t('PURCHASING.FIELD.SUPPLIER')}</Table.Th>
            <Table.Th w={110}>{t('PURCHASING.FIELD.QUANTITY')}</Table.Th>
            <Table.Th w={130}>{t('PURCHASING.FIELD.UNIT_PRICE')}</Table.Th>
            <Table.Th ta="right">{t('PURCHASING.FIELD.NET')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            if (row.kind === 'group')
              return (
                <Table.Tr
                  key={row.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={classes.group}
                  tabIndex={0}
                  onKeyDown={(e) => onRowKey(e, () => onToggleGroup(row.key))}
                >
                  <Table.Td>
                    <Checkbox
                      aria-label={t('PURCHASING.CREATOR.SELECT_GROUP', {
                        supplier: row.group.supplierName,
                      })}
                      checked={isGroupSelected(row.key)}
                      onChange={() => onToggleGroup(row.key)}
                    />
                  </Table.Td>
                  <Table.Td colSpan={COLUMNS - 1}>
                    <Group justify="space-between">
                      <Text fw={600}>
                        {row.group.supplierCode} – {row.group.supplierName} (
                        {row.group.currencyCode})
                      </Text>
                      <Text fw={600} data-testid="group-net">
                        {t('PURCHASING.CREATOR.GROUP_NET', {
                          net: formatMoney(row.group.net, row.group.currencyCode),
                        })}
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            const choice = choiceOf(row);
            const { line } = row;
            const net = netOf(choice);
            const currency = choice.supplier ? null : row.proposal.currencyCode;
            const set = (patch: Partial<Choice>) => onChange({ ...choice, ...patch });
            return (
              <Table.Tr
                key={row.key}
                data-index={item.index}
                data-product={line.productCode}
                ref={virtualizer.measureElement}
                tabIndex={0}
                className={choice.isSelected ? classes.selected : undefined}
                onKeyDown={(e) => onRowKey(e, () => set({ isSelected: !choice.isSelected }))}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t('PURCHASING.CREATOR.SELECT_LINE', { code: line.productCode })}
                    checked={choice.isSelected}
                    onChange={() => set({ isSelected: !choice.isSelected })}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {line.productCode}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {line.productName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DemandLinks
                    demands={line.demands.slice(0, 3)}
                    more={line.demandCount - Math.min(3, line.demands.length)}
                  />
                  {line.demands[0]?.wantedDeliveryDate && (
                    <Text size="xs" c="dimmed">
                      {t('PURCHASING.CREATOR.WANTED', {
                        date: formatDate(line.demands[0].wantedDeliveryDate),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {formatQuantity(line.quantity)} {line.unit}
                </Table.Td>
                <Table.Td>
                  <PartnerLookup
                    lookup="suppliers"
                    label={t('PURCHASING.CREATOR.SUPPLIER_OF', { code: line.productCode })}
                    clearable={false}
                    value={
                      choice.supplier ?? {
                        id: row.proposal.supplierId,
                        name: row.proposal.supplierName,
                      }
                    }
                    onChange={(supplier) =>
                      set({
                        supplier:
                          supplier && supplier.id !== row.proposal.supplierId ? supplier : null,
                      })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('PURCHASING.CREATOR.QUANTITY_OF', { code: line.productCode })}
                    inputMode="decimal"
                    value={choice.quantity}
                    onChange={(e) => set({ quantity: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('PURCHASING.CREATOR.PRICE_OF', { code: line.productCode })}
                    inputMode="decimal"
                    placeholder={
                      choice.supplier
                        ? t('PURCHASING.LINE.SUPPLIER_PRICE')
                        : line.isPriceKnown
                          ? formatMoney(line.unitPrice, currency)
                          : t('PURCHASING.CREATOR.NO_PRICE')
                    }
                    value={choice.unitPrice}
                    onChange={(e) => set({ unitPrice: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td ta="right">{net === null ? '–' : formatMoney(net, currency)}</Table.Td>
              </Table.Tr>
            );
          })}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}
