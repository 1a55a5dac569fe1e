import {
  phoneEndpoints,
  type TContact,
  type TContactLanguage,
  ZContactBody,
} from '@kontor/contract';
import { Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api/client';
import { hasChanged, useModalClose, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { ErrorDisplay } from '../../../ui/error-display';
import { FormButtons } from '../../../ui/form-buttons';
import { GuardedModal } from '../../../ui/guarded-modal';
import { useToast } from '../../../ui/toast';
import { useSaveContact } from '../api/partners-api';
import { problemFieldErrors, zodFieldErrors } from '../form/field-errors';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  position: string;
  isPrimary: boolean;
  /** '' : the partner's country decides */
  language: '' | TContactLanguage;
}

const LANGUAGES: readonly TContactLanguage[] = ['hu', 'en', 'de'];

function valuesOf(contact: TContact | null, isPrimary: boolean): ContactValues {
  return {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    position: contact?.position ?? '',
    isPrimary: contact?.isPrimary ?? isPrimary,
    language: contact?.language ?? '',
  };
}

/** The body the contract expects: blank optional fields are left empty (null). */
export function contactBodyOf(values: ContactValues) {
  const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    name: values.name,
    email: blankToNull(values.email),
    phone: blankToNull(values.phone),
    position: blankToNull(values.position),
    isPrimary: values.isPrimary,
    language: values.language === '' ? null : values.language,
  };
}

/**
 * The phone number as libphonenumber writes it (`+36 30 123 4567`), read in Hungary when it has
 * no `+`; null when the server cannot read it as a valid number.
 */
export async function normalizePhone(phone: string): Promise<string | null> {
  const formatted = await callApi(phoneEndpoints.format, { body: { phoneNumber: phone } });
  return formatted.valid ? formatted.international : null;
}

export interface ContactFormModalProps {
  partnerId: number;
  /** The contact to edit; null adds a new one */
  contact: TContact | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: (contact: TContact) => void;
  /** A new contact starts as the primary one (the primary contact select creates one) */
  isPrimaryByDefault?: boolean;
}

/** Adding or editing a contact person of a partner (name, e-mail, phone, position, primary). */
export function ContactFormModal({ opened, onClose, contact, ...rest }: ContactFormModalProps) {
  const { t } = useTranslation();
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={contact ? t('PARTNERS.CONTACT.EDIT_TITLE') : t('PARTNERS.CONTACT.NEW_TITLE')}
    >
      {opened && <ContactForm contact={contact} onClose={onClose} {...rest} />}
    </GuardedModal>
  );
}

function ContactForm({
  partnerId,
  contact,
  onClose,
  onSaved,
  isPrimaryByDefault = false,
}: Omit<ContactFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveContact(partnerId);
  const [initial] = useState(() => valuesOf(contact, isPrimaryByDefault));
  const [values, setValues] = useState(initial);
  useUnsavedGuard(hasChanged(values, initial));
  const cancel = useModalClose() ?? onClose;
  const [phoneWarning, setPhoneWarning] = useState(false);
  const parsed = ZContactBody.safeParse(contactBodyOf(values));
  const errors = useFormErrors(zodFieldErrors(parsed.error), problemFieldErrors);

  function set<K extends keyof ContactValues>(field: K, value: ContactValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    errors.change(field);
  }

  async function onPhoneBlur() {
    errors.touch('phone');
    setPhoneWarning(false);
    if (values.phone.trim() === '') return;
    try {
      const normalized = await normalizePhone(values.phone);
      if (normalized) setValues((current) => ({ ...current, phone: normalized }));
      else setPhoneWarning(true);
    } catch {
      // The number stays as typed; the contract's own check still applies on save.
    }
  }

  async function onSubmit() {
    if (!errors.attemptSubmit()) return;
    try {
      const saved = await save.mutateAsync({ contact, body: contactBodyOf(values) });
      toast.show(t('PARTNERS.CONTACT.SAVED', { name: saved.name }), 'SUCCESS');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (!errors.showServerErrors(error)) toast.show(t('PARTNERS.SAVE_FAILED'), 'ERROR');
    }
  }

  const versionError = errors.errorOf('version');
  const field = (name: keyof Omit<ContactValues, 'isPrimary'>) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
    onBlur: () => errors.touch(name),
    error: errors.errorOf(name),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('PARTNERS.CONTACT.NAME')}
          required
          data-autofocus
          maxLength={200}
          {...field('name')}
        />
        <TextInput
          label={t('PARTNERS.CONTACT.EMAIL')}
          type="email"
          maxLength={254}
          {...field('email')}
        />
        <TextInput
          label={t('PARTNERS.CONTACT.PHONE')}
          type="tel"
          maxLength={30}
          {...field('phone')}
          onBlur={() => void onPhoneBlur()}
          description={phoneWarning ? t('PARTNERS.CONTACT.PHONE_UNRECOGNISED') : undefined}
        />
        <TextInput label={t('PARTNERS.CONTACT.POSITION')} maxLength={100} {...field('position')} />
        <NativeSelect
          label={t('PARTNERS.CONTACT.LANGUAGE')}
          value={values.language}
          onChange={(event) =>
            set('language', event.currentTarget.value as ContactValues['language'])
          }
          data={[
            { value: '', label: t('PARTNERS.CONTACT.LANGUAGE_BY_COUNTRY') },
            ...LANGUAGES.map((code) => ({
              value: code,
              label: t(`PARTNERS.CONTACT.LANGUAGE_${code.toUpperCase()}`),
            })),
          ]}
        />
        <Checkbox
          label={t('PARTNERS.CONTACT.IS_PRIMARY')}
          checked={values.isPrimary}
          onChange={(event) => set('isPrimary', event.currentTarget.checked)}
        />
        {versionError && <ErrorDisplay message={versionError} />}
        <FormButtons onCancel={cancel} submitLabel={t('PARTNERS.SAVE')} loading={save.isPending} />
      </Stack>
    </form>
  );
}
