import type { TContact } from '@kontor/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatContactPersonLabel,
  Select,
  type SelectOption,
  type SelectProps,
} from '../../../ui/select';
import { useContacts } from '../api/partners-api';
import { ContactFormModal } from './contact-form-modal';

export interface ContactSelectProps
  extends Omit<SelectProps<TContact>, 'options' | 'value' | 'onChange' | 'createNewOption'> {
  partnerId: number;
  /** The selected contact's id */
  value: number | null;
  onChange: (contact: TContact | null) => void;
  label: string;
  /** A contact created from the select starts as the partner's primary contact */
  createsPrimary?: boolean;
}

function toOption(contact: TContact): SelectOption<TContact> {
  return { id: contact.id, data: contact, searchableBy: formatContactPersonLabel(contact) };
}

/**
 * The contact person selection of spec 001 §3: the partner's contacts as 'name - (email, phone)',
 * and a last option 'Új kapcsolattartó' that opens the new-contact form and selects the contact
 * it creates.
 */
export function ContactSelect({
  partnerId,
  value,
  onChange,
  createsPrimary = false,
  ...rest
}: ContactSelectProps) {
  const { t } = useTranslation();
  const contacts = useContacts(partnerId);
  const [isCreating, setIsCreating] = useState(false);
  // Shown until the refreshed list holds it, so the new contact is selected at once.
  const [created, setCreated] = useState<TContact | null>(null);
  const listed = contacts.data ?? [];
  const options = (
    created && !listed.some((contact) => contact.id === created.id) ? [...listed, created] : listed
  ).map(toOption);

  return (
    <>
      <Select<TContact>
        {...rest}
        options={options}
        value={value}
        onChange={(option) => onChange(option?.data ?? null)}
        createNewOption={{ label: t('PARTNERS.NEW_CONTACT'), onCreate: () => setIsCreating(true) }}
      />
      <ContactFormModal
        partnerId={partnerId}
        contact={null}
        opened={isCreating}
        isPrimaryByDefault={createsPrimary}
        onClose={() => setIsCreating(false)}
        onSaved={(contact) => {
          setCreated(contact);
          onChange(contact);
        }}
      />
    </>
  );
}
