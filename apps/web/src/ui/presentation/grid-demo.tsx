import { Money, roundMoney } from '@kontor/contract';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatQuantity } from '../../lib/format';
import {
  dateEditor,
  decimalEditor,
  EditableGrid,
  type GridColumn,
  productEditor,
  selectEditor,
} from '../editable-grid';
import { DemoSection } from './demo-section';

interface DemoLine {
  id: string;
  productCode: string;
  productName: string;
  quantity: string | null;
  unit: string;
  unitPrice: string | null;
  deliveryDate: string | null;
}

/** The demo's size: enough rows to show that only the visible ones are rendered. */
const LINE_COUNT = 1000;
const PRODUCTS = [
  ['VIL-001', 'Luna függőlámpa'],
  ['VIL-002', 'Sol állólámpa'],
  ['BUT-010', 'Tölgy étkezőasztal'],
  ['BUT-011', 'Bükk szék'],
] as const;

function makeLines(): DemoLine[] {
  return Array.from({ length: LINE_COUNT }, (_, index) => {
    const [code, name] = PRODUCTS[index % PRODUCTS.length] ?? PRODUCTS[0];
    return {
      id: `line-${index + 1}`,
      productCode: code,
      productName: name,
      quantity: String((index % 7) + 1),
      unit: index % 3 === 0 ? 'kg' : 'db',
      unitPrice: `${1000 + (index % 13) * 250}.5`,
      deliveryDate: `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
    };
  });
}

const UNITS = [
  { value: 'db', key: 'COMPONENT_PRESENTATION.GRID_UNIT_DB' },
  { value: 'kg', key: 'COMPONENT_PRESENTATION.GRID_UNIT_KG' },
  { value: 'm', key: 'COMPONENT_PRESENTATION.GRID_UNIT_M' },
] as const;

const amountOf = (line: DemoLine) =>
  line.quantity === null || line.unitPrice === null
    ? null
    : roundMoney(new Money(line.quantity).mul(line.unitPrice), 2);

/** The editable grid with every ready-made editor, on a thousand order-like lines. */
export function EditableGridDemo() {
  const { t } = useTranslation();
  const [lines, setLines] = useState(makeLines);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [nextId, setNextId] = useState(LINE_COUNT + 1);
  const total = useMemo(
    () => lines.reduce((sum, line) => sum.plus(amountOf(line) ?? 0), new Money(0)).toFixed(2),
    [lines],
  );

  const columns = useMemo<GridColumn<DemoLine>[]>(
    () => [
      {
        id: 'product',
        header: t('COMPONENT_PRESENTATION.GRID_PRODUCT'),
        width: 260,
        value: (line) => (line.productCode ? `${line.productCode} - ${line.productName}` : ''),
        editor: productEditor(
          (line, product) => ({ ...line, productCode: product.code, productName: product.name }),
          (line) => line.productCode,
        ),
        footer: t('COMPONENT_PRESENTATION.GRID_TOTAL'),
      },
      {
        id: 'quantity',
        header: t('COMPONENT_PRESENTATION.GRID_QUANTITY'),
        width: 110,
        align: 'right',
        value: (line) => (line.quantity === null ? '' : formatQuantity(line.quantity)),
        editor: decimalEditor(
          (line) => line.quantity,
          (line, quantity) => ({ ...line, quantity }),
          { scale: 4, min: '0' },
        ),
      },
      {
        id: 'unit',
        header: t('COMPONENT_PRESENTATION.GRID_UNIT'),
        width: 110,
        value: (line) => {
          const unit = UNITS.find((candidate) => candidate.value === line.unit);
          return unit ? t(unit.key) : line.unit;
        },
        editor: selectEditor(
          UNITS.map((unit) => ({ value: unit.value, label: t(unit.key) })),
          (line) => line.unit,
          (line, unit) => ({ ...line, unit }),
        ),
      },
      {
        id: 'unitPrice',
        header: t('COMPONENT_PRESENTATION.GRID_UNIT_PRICE'),
        width: 130,
        align: 'right',
        value: (line) => (line.unitPrice === null ? '' : formatMoney(line.unitPrice, null)),
        editor: decimalEditor(
          (line) => line.unitPrice,
          (line, unitPrice) => ({ ...line, unitPrice }),
          { scale: 2, min: '0' },
        ),
      },
      {
        id: 'delivery',
        header: t('COMPONENT_PRESENTATION.GRID_DELIVERY'),
        width: 140,
        value: (line) => (line.deliveryDate === null ? '' : formatDate(line.deliveryDate)),
        editor: dateEditor(
          (line) => line.deliveryDate,
          (line, deliveryDate) => ({ ...line, deliveryDate }),
        ),
      },
      {
        id: 'amount',
        header: t('COMPONENT_PRESENTATION.GRID_AMOUNT'),
        width: 150,
        align: 'right',
        value: (line) => {
          const amount = amountOf(line);
          return amount === null ? '' : formatMoney(amount, 'HUF');
        },
        footer: formatMoney(total, 'HUF'),
      },
    ],
    [t, total],
  );

  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.GRID')}
      description={t('COMPONENT_PRESENTATION.GRID_DESCRIPTION')}
    >
      <EditableGrid<DemoLine>
        ariaLabel={t('COMPONENT_PRESENTATION.GRID_LABEL')}
        rows={lines}
        getRowId={(line) => line.id}
        columns={columns}
        height={360}
        selectable
        selected={selected}
        onSelectedChange={setSelected}
        rowError={(line) =>
          line.quantity === null ? t('COMPONENT_PRESENTATION.GRID_NO_QUANTITY') : undefined
        }
        onRowChange={(index, next) =>
          setLines((old) => old.map((line, at) => (at === index ? next : line)))
        }
        onAddRow={() => {
          setNextId(nextId + 1);
          setLines((old) => [
            ...old,
            {
              id: `line-${nextId}`,
              productCode: '',
              productName: '',
              quantity: null,
              unit: 'db',
              unitPrice: null,
              deliveryDate: null,
            },
          ]);
        }}
        onDeleteRow={(index) => setLines((old) => old.filter((_, at) => at !== index))}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('COMPONENT_PRESENTATION.GRID_STATUS', { count: lines.length, selected: selected.size })}
      </Text>
    </DemoSection>
  );
}
