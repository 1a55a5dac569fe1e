import { productEndpoints, type TProductContainer } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api/client';
import { endpointQuery } from '../../../../lib/query';
import { RowListForm } from '../../../../ui/row-list-form';
import { useRowList } from '../use-row-list';
import { ContainerRowFields } from './container-row-fields';
import {
  containerClientErrors,
  containerRowsOf,
  containersBodyOf,
  emptyContainerRow,
  problemFieldErrors,
} from './container-rows';

export const containersQuery = (productId: number) =>
  endpointQuery(productEndpoints.containers, { params: { productId } });

interface ContainerEditorProps {
  productId: number;
  unit: string;
  saved: readonly TProductContainer[];
}

/** The returnable containers as one list: add and remove rows, then save them all at once. */
export function ContainerEditor({ productId, unit, saved }: ContainerEditorProps) {
  const { t } = useTranslation();
  const list = useRowList({
    productId,
    saved,
    listQueryKey: containersQuery(productId).queryKey,
    rowsOf: containerRowsOf,
    clientErrorsOf: containerClientErrors,
    readServerErrors: problemFieldErrors,
    saveRows: (rows) =>
      callApi(productEndpoints.saveContainers, {
        params: { productId },
        body: containersBodyOf(rows),
      }),
    savedMessage: t('PRODUCTS.CONTAINER.SAVED'),
  });
  return (
    <RowListForm
      hint={t('PRODUCTS.CONTAINER.HINT', { unit })}
      emptyText={t('PRODUCTS.CONTAINER.EMPTY')}
      isEmpty={list.rows.length === 0}
      listError={list.errors.errorOf('containers')}
      addLabel={t('PRODUCTS.CONTAINER.ADD')}
      saveLabel={t('PRODUCTS.CONTAINER.SAVE')}
      isSaving={list.isSaving}
      onAdd={() => list.add(emptyContainerRow())}
      onSubmit={list.submit}
    >
      {list.rows.map((row, index) => (
        <ContainerRowFields
          key={row.key}
          row={row}
          index={index}
          excludeIds={[
            productId,
            ...list.rows.flatMap((other) =>
              other !== row && other.container ? [other.container.id] : [],
            ),
          ]}
          errors={list.errors}
          onChange={(patch) => list.update(index, patch)}
          onRemove={() => list.remove(index)}
        />
      ))}
    </RowListForm>
  );
}
