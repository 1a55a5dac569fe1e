import type { TPartner } from '@kontor/contract';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AFTER_SAVE, hasChanged, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useInvalidFormNotice } from '../../../lib/forms/use-invalid-form-notice';
import { Can } from '../../../lib/permissions';
import { useProgress } from '../../../ui/spinner';
import { StaleAlert } from '../../../ui/stale-alert';
import { useToast } from '../../../ui/toast';
import { partnerQuery, useSavePartner } from '../api/partners-api';
import { BillingAddressFields, ShippingAddressFields } from './address-fields';
import { DeletePartnerButton } from './delete-partner-button';
import { problemFieldErrors } from './field-errors';
import { GeneralFields } from './general-fields';
import {
  emptyPartnerForm,
  type PartnerFormValues,
  partnerBodyOf,
  partnerFormOf,
  validatePartnerForm,
} from './partner-form-model';
import { TaxFields } from './tax-fields';
import { TermsFields } from './terms-fields';

/** The partner document: every field, saved with the version it was read at. */
export function PartnerEditor({ partner }: { partner: TPartner | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { claim } = useProgress();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSavePartner();
  const formRef = useRef<HTMLFormElement>(null);
  const { showInvalid, focusFirstError } = useInvalidFormNotice(formRef);
  const [base, setBase] = useState(partner);
  const [initial, setInitial] = useState<PartnerFormValues>(() =>
    partner ? partnerFormOf(partner) : emptyPartnerForm(),
  );
  const [values, setValues] = useState(initial);
  useUnsavedGuard(hasChanged(values, initial));
  const clientErrors = useMemo(() => validatePartnerForm(values), [values]);
  const errors = useFormErrors(clientErrors, problemFieldErrors);
  const staleMessage = errors.errorOf('version');

  const onChange = (patch: Partial<PartnerFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  function showPartner(fresh: TPartner) {
    setBase(fresh);
    const shown = partnerFormOf(fresh);
    setInitial(shown);
    setValues(shown);
    errors.reset();
  }

  async function reload() {
    if (!base) return;
    const fresh = await claim(queryClient.fetchQuery({ ...partnerQuery(base.id), staleTime: 0 }));
    showPartner(fresh);
  }

  async function onSubmit() {
    if (!errors.attemptSubmit()) {
      showInvalid();
      return;
    }
    const body = partnerBodyOf(values);
    try {
      const saved = await claim(
        save.mutateAsync(
          base ? { id: base.id, body: { ...body, version: base.version } } : { id: null, body },
        ),
      );
      toast.show(t('PARTNERS.FORM.SAVED', { name: saved.name }), 'SUCCESS');
      if (base) showPartner(saved);
      else navigate(`/app/PartnerForm?id=${saved.id}`, { replace: true, state: AFTER_SAVE });
    } catch (error) {
      if (errors.showServerErrors(error)) focusFirstError();
      else toast.show(t('PARTNERS.SAVE_FAILED'), 'ERROR');
    }
  }

  const sectionProps = { values, onChange, errors };
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('PARTNERS.FORM.TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="md">
        {staleMessage && (
          <StaleAlert
            title={t('PARTNERS.FORM.STALE_TITLE')}
            message={staleMessage}
            onReload={() => void reload()}
          />
        )}
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
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t('PARTNERS.SAVE')}
            </Button>
          </Group>
        </Can>
      </Stack>
    </form>
  );
}
