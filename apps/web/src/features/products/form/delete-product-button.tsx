import type { TProduct } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { AFTER_SAVE } from '../../../lib/forms/unsaved-changes';
import { DeleteButton } from '../../../ui/delete-button';
import { useToast } from '../../../ui/toast';
import { useDeleteProduct } from '../api/products-api';
import { messageKeyOf } from './field-errors';

/** Why the server refused a delete, as a dictionary key: stock, references, or stale. */
export function deleteRefusalKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'PRODUCTS.ERROR.DELETE_FAILED';
  const [first] = error.problem?.errors ?? [];
  return first ? messageKeyOf(first.path, first.code) : 'PRODUCTS.ERROR.DELETE_FAILED';
}

/** Deletes the product after a confirmation; a refusal (409) is shown with its reason. */
export function DeleteProductButton({ product }: { product: TProduct }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  return (
    <DeleteButton
      labels={{
        button: t('PRODUCTS.DELETE.BUTTON'),
        title: t('PRODUCTS.DELETE.TITLE'),
        question: t('PRODUCTS.DELETE.QUESTION', { name: product.name }),
        confirm: t('PRODUCTS.DELETE.CONFIRM'),
      }}
      isPending={remove.isPending}
      refusalOf={(error) => t(deleteRefusalKey(error))}
      onDelete={async () => {
        await remove.mutateAsync({ id: product.id, version: product.version });
        toast.show(t('PRODUCTS.DELETE.DONE', { name: product.name }), 'SUCCESS');
        navigate('/app/products', { state: AFTER_SAVE });
      }}
    />
  );
}
