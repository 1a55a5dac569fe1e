import { discountEndpoints, type TDiscount } from '@kontor/contract';
import { Alert, Fieldset, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentForm, useDocumentForm } from '../../../lib/forms/use-document-form';
import { ActionButton } from '../../../ui/action-button';
import { discountQuery, refusalKeyOf, useSaveDiscount } from '../api/discounts-api';
import {
  discountBodyOf,
  discountFormOf,
  emptyDiscountForm,
  validateDiscountForm,
} from './discount-form-model';
import { problemFieldErrors } from './field-errors';
import { HeaderFields } from './header-fields';

/** The list's terms, saved with the version they were read at; an approved list goes to DRAFT. */
export function DiscountEditor({ discount }: { discount: TDiscount | null }) {
  const { t } = useTranslation();
  const save = useSaveDiscount();
  const form = useDocumentForm({
    record: discount,
    formOf: discountFormOf,
    emptyForm: emptyDiscountForm,
    validate: validateDiscountForm,
    serverErrors: problemFieldErrors,
    query: discountQuery,
    save: (base, values) => save.mutateAsync({ base, body: discountBodyOf(values) }),
    savedText: (saved) => t('DISCOUNTS.FORM.SAVED', { name: saved.name }),
    failedText: (error) => t(refusalKeyOf(error) ?? 'DISCOUNTS.SAVE_FAILED'),
    pathOf: (saved) => `/app/discounts/${saved.id}`,
  });
  const { base, isDirty } = form;
  const isClosed = base !== null && (base.state === 'CANCELLED' || base.state === 'EXPIRED');

  // An action elsewhere on the page (approve, item change) gives a new version: shown at once
  // unless the user is typing here (a save then says the list changed meanwhile).
  const shownVersion = base?.version;
  useEffect(() => {
    if (discount && discount.version !== shownVersion && !isDirty) form.show(discount);
  });

  return (
    <DocumentForm
      form={form}
      label={t('DISCOUNTS.FORM.TERMS')}
      staleTitle={t('DISCOUNTS.FORM.STALE_TITLE')}
    >
      {base?.state !== 'DRAFT' && base !== null && !isClosed && (
        <Alert color="blue">{t('DISCOUNTS.FORM.EDIT_RESETS_APPROVAL')}</Alert>
      )}
      <fieldset disabled={isClosed} style={{ all: 'unset', display: 'contents' }}>
        <Fieldset legend={t('DISCOUNTS.FORM.TERMS')}>
          <HeaderFields values={form.values} onChange={form.onChange} errors={form.errors} />
        </Fieldset>
        <Group justify="flex-end">
          <ActionButton
            endpoint={base === null ? discountEndpoints.create : discountEndpoints.update}
            type="submit"
            loading={save.isPending}
            disabledReason={base !== null && !isDirty ? t('SHELL.DISABLED.NO_CHANGES') : null}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('DISCOUNTS.SAVE')}
          </ActionButton>
        </Group>
      </fieldset>
    </DocumentForm>
  );
}
