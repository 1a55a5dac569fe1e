import { supplierOrderEndpoints } from '@kontor/contract';
import { ExportButton } from '../../customer-orders/list/export-button';
import { filtersOf, type ListParams } from './list-params';

/** 'Exportálás' of the supplier order list with its filters (the sales lists' button). */
export function SupplierOrderExportButton({
  params,
  isEmpty,
}: {
  params: ListParams;
  isEmpty: boolean;
}) {
  return (
    <ExportButton
      endpoint={supplierOrderEndpoints.exportXlsx}
      input={{ query: filtersOf(params) }}
      fileName="szallitoi-rendelesek.xlsx"
      isEmpty={isEmpty}
    />
  );
}
