import { productEndpoints, type TPackage } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api/client';
import { endpointQuery } from '../../../../lib/query';
import { RowListForm } from '../../../../ui/row-list-form';
import { useRowList } from '../use-row-list';
import { PackageRowFields } from './package-row-fields';
import {
  emptyPackageRow,
  packageClientErrors,
  packageRowsOf,
  packagesBodyOf,
  problemFieldErrors,
} from './package-rows';

export const packagesQuery = (productId: number) =>
  endpointQuery(productEndpoints.packages, { params: { productId } });

interface PackageEditorProps {
  productId: number;
  unit: string;
  saved: readonly TPackage[];
}

/** The packaging units as one list: add and remove rows, then save them all at once. */
export function PackageEditor({ productId, unit, saved }: PackageEditorProps) {
  const { t } = useTranslation();
  const list = useRowList({
    productId,
    saved,
    listQueryKey: packagesQuery(productId).queryKey,
    rowsOf: packageRowsOf,
    clientErrorsOf: packageClientErrors,
    readServerErrors: problemFieldErrors,
    saveRows: (rows) =>
      callApi(productEndpoints.savePackages, { params: { productId }, body: packagesBodyOf(rows) }),
    savedMessage: t('PRODUCTS.PACKAGE.SAVED'),
  });
  return (
    <RowListForm
      hint={t('PRODUCTS.PACKAGE.HINT', { unit })}
      emptyText={t('PRODUCTS.PACKAGE.EMPTY')}
      isEmpty={list.rows.length === 0}
      listError={list.errors.errorOf('packages')}
      addLabel={t('PRODUCTS.PACKAGE.ADD')}
      saveLabel={t('PRODUCTS.PACKAGE.SAVE')}
      isSaving={list.isSaving}
      onAdd={() => list.add(emptyPackageRow())}
      onSubmit={list.submit}
    >
      {list.rows.map((row, index) => (
        <PackageRowFields
          key={row.key}
          row={row}
          index={index}
          unit={unit}
          errors={list.errors}
          onChange={(patch) => list.update(index, patch)}
          onRemove={() => list.remove(index)}
        />
      ))}
    </RowListForm>
  );
}
