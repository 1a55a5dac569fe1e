import type { TProduct } from '@kontor/contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AFTER_SAVE, hasChanged, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useInvalidFormNotice } from '../../../lib/forms/use-invalid-form-notice';
import { Can } from '../../../lib/permissions';
import { useProgress } from '../../../ui/spinner';
import { StaleAlert } from '../../../ui/stale-alert';
import { useToast } from '../../../ui/toast';
import { productQuery, useSaveProduct } from '../api/products-api';
import { problemFieldErrors } from './field-errors';
import { ProductFields } from './product-fields';
import {
  emptyProductForm,
  type ProductFormValues,
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
  const toast = useToast();
  const { claim } = useProgress();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveProduct();
  const formRef = useRef<HTMLFormElement>(null);
  const { showInvalid, focusFirstError } = useInvalidFormNotice(formRef);
  const [base, setBase] = useState(product);
  const [initial, setInitial] = useState<ProductFormValues>(() =>
    product ? productFormOf(product) : emptyProductForm(),
  );
  const [values, setValues] = useState(initial);
  useUnsavedGuard(hasChanged(values, initial));
  const clientErrors = useMemo(() => validateProductForm(values), [values]);
  const errors = useFormErrors(clientErrors, problemFieldErrors);
  const staleMessage = errors.errorOf('version');

  const onChange = (patch: Partial<ProductFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  function showProduct(fresh: TProduct) {
    setBase(fresh);
    const shown = productFormOf(fresh);
    setInitial(shown);
    setValues(shown);
    errors.reset();
  }

  async function reload() {
    if (!base) return;
    showProduct(await claim(queryClient.fetchQuery({ ...productQuery(base.id), staleTime: 0 })));
  }

  async function onSubmit() {
    if (!errors.attemptSubmit()) {
      showInvalid();
      return;
    }
    const body = productBodyOf(values);
    try {
      const saved = await claim(
        save.mutateAsync(
          base ? { id: base.id, body: { ...body, version: base.version } } : { id: null, body },
        ),
      );
      toast.show(t('PRODUCTS.FORM.SAVED', { name: saved.name }), 'SUCCESS');
      if (base) showProduct(saved);
      else navigate(`/app/ProductForm?id=${saved.id}`, { replace: true, state: AFTER_SAVE });
    } catch (error) {
      if (errors.showServerErrors(error)) focusFirstError();
      else toast.show(t('PRODUCTS.ERROR.SAVE_FAILED'), 'ERROR');
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t(base ? 'PRODUCTS.FORM.ATTRIBUTES' : 'PRODUCTS.FORM.NEW_TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="md">
        {staleMessage && (
          <StaleAlert
            title={t('PRODUCTS.FORM.STALE_TITLE')}
            message={staleMessage}
            onReload={() => void reload()}
          />
        )}
        <ProductFields values={values} onChange={onChange} errors={errors} />
        <Can permission="products.write">
          <Group justify="space-between">
            {(base && renderActions?.(base)) ?? <span />}
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t(base ? 'PRODUCTS.SAVE' : 'PRODUCTS.FORM.CREATE')}
            </Button>
          </Group>
        </Can>
      </Stack>
    </form>
  );
}
