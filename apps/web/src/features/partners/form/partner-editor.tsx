import { partnerEndpoints, type TPartner } from '@kontor/contract';
import { Fieldset, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DocumentForm, useDocumentForm } from '../../../lib/forms/use-document-form';
import { Can } from '../../../lib/permissions';
import { ActionButton } from '../../../ui/action-button';
import { partnerQuery, useSavePartner } from '../api/partners-api';
import { BillingAddressFields, ShippingAddressFields } from './address-fields';
import { DeletePartnerButton } from './delete-partner-button';
import { problemFieldErrors } from './field-errors';
import { GeneralFields } from './general-fields';
import {
  emptyPartnerForm,
  partnerBodyOf,
  partnerFormOf,
  validatePartnerForm,
} from './partner-form-model';
import { TaxFields } from './tax-fields';
import { TermsFields } from './terms-fields';

/** The partner document: every field, saved with the version it was read at. */
export function PartnerEditor({ partner }: { partner: TPartner | null }) {
  const { t } = useTranslation();
  const save = useSavePartner();
  const form = useDocumentForm({
    record: partner,
    formOf: partnerFormOf,
    emptyForm: emptyPartnerForm,
    validate: validatePartnerForm,
    serverErrors: problemFieldErrors,
    query: partnerQuery,
    save: (base, values) => {
      const body = partnerBodyOf(values);
      return save.mutateAsync(
        base ? { id: base.id, body: { ...body, version: base.version } } : { id: null, body },
      );
    },
    savedText: (saved) => t('PARTNERS.FORM.SAVED', { name: saved.name }),
    failedText: () => t('PARTNERS.SAVE_FAILED'),
    pathOf: (saved) => `/app/PartnerForm?id=${saved.id}`,
  });
  const { base, values } = form;

  const sectionProps = { values, onChange: form.onChange, errors: form.errors };
  return (
    <DocumentForm
      form={form}
      label={t('PARTNERS.FORM.TITLE')}
      staleTitle={t('PARTNERS.FORM.STALE_TITLE')}
    >
      <Fieldset legend={t('PARTNERS.FORM.SECTION_GENERAL')}>
        <GeneralFields {...sectionProps} />
      </Fieldset>
      {values.kind === 'COMPANY' && (
        <Fieldset legend={t('PARTNERS.FORM.SECTION_TAX')}>
          <TaxFields {...sectionProps} />
        </Fieldset>
      )}
      <Fieldset legend={t('PARTNERS.FORM.SECTION_BILLING_ADDRESS')}>
        <BillingAddressFields {...sectionProps} />
      </Fieldset>
      <Fieldset legend={t('PARTNERS.FORM.SECTION_SHIPPING_ADDRESSES')}>
        <ShippingAddressFields {...sectionProps} />
      </Fieldset>
      <Fieldset legend={t('PARTNERS.FORM.SECTION_TERMS')}>
        <TermsFields {...sectionProps} />
      </Fieldset>
      <Can permission="partners.write">
        <Group justify="space-between">
          {base ? <DeletePartnerButton partner={base} /> : <span />}
          <ActionButton
            endpoint={base ? partnerEndpoints.update : partnerEndpoints.create}
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('PARTNERS.SAVE')}
          </ActionButton>
        </Group>
      </Can>
    </DocumentForm>
  );
}
