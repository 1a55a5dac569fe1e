import { productEndpoints, type TProduct } from '@kontor/contract';
import { Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentForm, useDocumentForm } from '../../../lib/forms/use-document-form';
import { Can } from '../../../lib/permissions';
import { ActionButton } from '../../../ui/action-button';
import { productQuery, useSaveProduct } from '../api/products-api';
import { problemFieldErrors } from './field-errors';
import { ProductFields } from './product-fields';
import {
  emptyProductForm,
  productBodyOf,
  productFormOf,
  validateProductForm,
} from './product-form-model';

export interface ProductEditorProps {
  /** The stored product, or null for a new one */
  product: TProduct | null;
  /** Shown left of the save button for the product as last read, e.g. the delete button */
  renderActions?: (product: TProduct) => ReactNode;
}

/** The product's own fields, saved with the version they were read at; a new one is created. */
export function ProductEditor({ product, renderActions }: ProductEditorProps) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const form = useDocumentForm({
    record: product,
    formOf: productFormOf,
    emptyForm: emptyProductForm,
    validate: validateProductForm,
    serverErrors: problemFieldErrors,
    query: productQuery,
    save: (base, values) => {
      const body = productBodyOf(values);
      return save.mutateAsync(
        base ? { id: base.id, body: { ...body, version: base.version } } : { id: null, body },
      );
    },
    savedText: (saved) => t('PRODUCTS.FORM.SAVED', { name: saved.name }),
    failedText: () => t('PRODUCTS.ERROR.SAVE_FAILED'),
    pathOf: (saved) => `/app/ProductForm?id=${saved.id}`,
  });
  const { base } = form;

  return (
    <DocumentForm
      form={form}
      label={t(base ? 'PRODUCTS.FORM.ATTRIBUTES' : 'PRODUCTS.FORM.NEW_TITLE')}
      staleTitle={t('PRODUCTS.FORM.STALE_TITLE')}
    >
      <ProductFields values={form.values} onChange={form.onChange} errors={form.errors} />
      <Can permission="products.write">
        <Group justify="space-between">
          {(base && renderActions?.(base)) ?? <span />}
          <ActionButton
            endpoint={base ? productEndpoints.update : productEndpoints.create}
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t(base ? 'PRODUCTS.SAVE' : 'PRODUCTS.FORM.CREATE')}
          </ActionButton>
        </Group>
      </Can>
    </DocumentForm>
  );
}
