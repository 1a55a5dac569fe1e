import { Button, Checkbox, Menu, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../../ui/editable-grid';

/**
 * What a phone shows of the lines until the user chooses, and how wide (px): the product and how
 * many fit 390 px beside the row actions; the amounts are in the totals below.
 */
const PHONE_WIDTHS: ReadonlyMap<string, number> = new Map([
  ['product', 150],
  ['quantity', 80],
]);
const PHONE = '(max-width: 600px)';

/**
 * The lines' columns the user chose to see: on a phone only the product and quantity at first
 * (so the grid fits 390 px), on a wider screen every one; the product always.
 */
export function useChosenColumns<Row>(columns: readonly GridColumn<Row>[]) {
  const isPhone = useMediaQuery(PHONE) ?? false;
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const shown =
    chosen ?? new Set(columns.map((c) => c.id).filter((id) => !isPhone || PHONE_WIDTHS.has(id)));
  const toggle = (id: string) => {
    const next = new Set(shown);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  return {
    shown: columns
      .filter((c) => c.id === 'product' || shown.has(c.id))
      .map((c) => (isPhone ? { ...c, width: PHONE_WIDTHS.get(c.id) ?? c.width } : c)),
    chooser: <ColumnChooser columns={columns} shown={shown} onToggle={toggle} />,
  };
}

function ColumnChooser<Row>(p: {
  columns: readonly GridColumn<Row>[];
  shown: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconColumns size={14} aria-hidden />}>
          {t('SALES.LINE.COLUMNS')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={6} p="xs">
          {p.columns
            .filter((column) => column.id !== 'product')
            .map((column) => (
              <Checkbox
                key={column.id}
                size="xs"
                label={column.header}
                checked={p.shown.has(column.id)}
                onChange={() => p.onToggle(column.id)}
              />
            ))}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
