import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../lib/format';
import {
  decimalEditor,
  EditableGrid,
  type GridColumn,
  productEditor,
  selectEditor,
} from '../../ui/editable-grid';
import {
  type MatrixRow,
  type MatrixSupplier,
  matrixTotals,
  offerPrice,
  rowMargin,
  withCell,
} from './matrix-model';

export interface MatrixGridProps {
  rows: readonly MatrixRow[];
  suppliers: readonly MatrixSupplier[];
  currencyCode: string;
  readOnly: boolean;
  rowError: (row: MatrixRow) => string | undefined;
  onRowChange: (index: number, next: MatrixRow) => void;
  onAddRow: () => void;
  onDeleteRow: (index: number) => void;
}

const NONE = '';
const percentOf = (value: string | null | undefined) =>
  value === null || value === undefined ? '' : `${value.replace('.', ',')} %`;

/**
 * The quote matrix (spec 001 §2: tender order items): one row per line, two columns per
 * supplier (offered price, lead time), the chosen supplier, the cost and the margin; the
 * project's grid, so it is driven by the keyboard like every line grid.
 */
export function MatrixGrid(p: MatrixGridProps) {
  const { t } = useTranslation();
  const money = (value: string | null | undefined) =>
    value === null || value === undefined ? '' : formatMoney(value, p.currencyCode);
  const totals = matrixTotals(p.rows);
  const supplierColumns = p.suppliers.flatMap((s): GridColumn<MatrixRow>[] => [
    {
      id: `price-${s.id}`,
      header: t('TENDER.MATRIX.PRICE_OF', { supplier: s.name }),
      width: 140,
      align: 'right',
      value: (row) => money(offerPrice(row, s.id)),
      editor: decimalEditor(
        (row) => offerPrice(row, s.id),
        (row, unitPrice) => withCell(row, s.id, { unitPrice }),
        { scale: 4, min: '0' },
      ),
    },
    {
      id: `days-${s.id}`,
      header: t('TENDER.MATRIX.DAYS_OF', { supplier: s.name }),
      width: 90,
      align: 'right',
      value: (row) => row.cells[s.id]?.leadTimeDays ?? '',
      editor: decimalEditor(
        (row) => row.cells[s.id]?.leadTimeDays ?? null,
        (row, leadTimeDays) => withCell(row, s.id, { leadTimeDays }),
        { scale: 0, min: '0' },
      ),
    },
  ]);
  const chosenEditor = (row: MatrixRow) =>
    selectEditor<MatrixRow>(
      [
        { value: NONE, label: t('TENDER.MATRIX.NONE') },
        ...p.suppliers
          .filter((s) => offerPrice(row, s.id) !== null)
          .map((s) => ({ value: String(s.id), label: s.name })),
      ],
      (r) => (r.chosen === null ? NONE : String(r.chosen)),
      (r, value) => ({ ...r, chosen: value === NONE ? null : Number(value) }),
    );
  const columns: GridColumn<MatrixRow>[] = [
    {
      id: 'product',
      header: t('TENDER.MATRIX.PRODUCT'),
      width: 120,
      value: (row) => row.productCode,
      editor: productEditor(
        (row, product) => ({
          ...row,
          productId: product.id,
          productCode: product.code,
          productName: product.name,
        }),
        (row) => row.productCode,
      ),
    },
    { id: 'name', header: t('TENDER.MATRIX.NAME'), width: 200, value: (row) => row.productName },
    {
      id: 'quantity',
      header: t('TENDER.MATRIX.QUANTITY'),
      width: 100,
      align: 'right',
      value: (row) => (row.quantity === null ? '' : formatQuantity(row.quantity)),
      editor: decimalEditor(
        (row) => row.quantity,
        (row, quantity) => ({ ...row, quantity }),
        { scale: 4, min: '0' },
      ),
    },
    {
      id: 'sale',
      header: t('TENDER.MATRIX.SALE_PRICE'),
      width: 130,
      align: 'right',
      value: (row) => money(row.salePrice),
      editor: decimalEditor(
        (row) => row.salePrice,
        (row, salePrice) => ({ ...row, salePrice }),
        { scale: 4, min: '0' },
      ),
      footer: money(totals.saleNet),
    },
    ...supplierColumns,
    {
      id: 'chosen',
      header: t('TENDER.MATRIX.CHOSEN'),
      width: 170,
      value: (row) => p.suppliers.find((s) => s.id === row.chosen)?.name ?? '',
      editor: (props) => chosenEditor(props.row)(props),
    },
    {
      id: 'cost',
      header: t('TENDER.MATRIX.COST'),
      width: 130,
      align: 'right',
      value: (row) => money(rowMargin(row)?.costNet),
      footer: money(totals.costNet),
    },
    {
      id: 'margin',
      header: t('TENDER.MATRIX.MARGIN'),
      width: 130,
      align: 'right',
      value: (row) => money(rowMargin(row)?.margin),
      footer: money(totals.margin),
    },
    {
      id: 'percent',
      header: t('TENDER.MATRIX.MARGIN_PERCENT'),
      width: 90,
      align: 'right',
      value: (row) => percentOf(rowMargin(row)?.marginPercent),
      footer: percentOf(totals.marginPercent),
    },
  ];
  return (
    <EditableGrid<MatrixRow>
      ariaLabel={t('TENDER.MATRIX.TITLE')}
      rows={p.rows}
      getRowId={(row) => row.key}
      columns={columns}
      readOnly={p.readOnly}
      rowError={p.rowError}
      onRowChange={p.onRowChange}
      onAddRow={p.onAddRow}
      onDeleteRow={p.onDeleteRow}
      height={360}
      addRowLabel={t('TENDER.MATRIX.ADD_ROW')}
    />
  );
}
