import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineValidity, useValidators } from '../../lib/validation';
import {
  type ContactPerson,
  createTemporaryId,
  formatContactPersonLabel,
  Select,
  type SelectOption,
} from '../select';
import { TextInput } from '../text-input';
import {
  type ThreeState,
  ThreeStateCheckbox,
  type ThreeStateCheckboxProps,
} from '../three-state-checkbox';
import { DemoSection } from './demo-section';

const VALUE_KEYS = {
  true: 'COMPONENT_PRESENTATION.VALUE_TRUE',
  false: 'COMPONENT_PRESENTATION.VALUE_FALSE',
  null: 'COMPONENT_PRESENTATION.VALUE_NULL',
} as const;

function CheckboxVariant(
  props: Omit<ThreeStateCheckboxProps, 'value' | 'onChange'> & { initial: ThreeState },
) {
  const { t } = useTranslation();
  const { initial, ...rest } = props;
  const [value, setValue] = useState<ThreeState>(initial);
  const valueKey = VALUE_KEYS[String(value) as keyof typeof VALUE_KEYS];
  return (
    <Stack gap={4}>
      <ThreeStateCheckbox {...rest} value={value} onChange={setValue} />
      <Text size="xs" c="dimmed">
        {t('COMPONENT_PRESENTATION.CURRENT_VALUE', { value: t(valueKey) })}
      </Text>
    </Stack>
  );
}

export function ThreeStateCheckboxDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.CHECKBOX')}
      description={t('COMPONENT_PRESENTATION.CHECKBOX_DESCRIPTION')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <CheckboxVariant
          label={t('COMPONENT_PRESENTATION.CHECKBOX_TF')}
          initial
          isIndeterminateEnabled
        />
        <CheckboxVariant
          label={t('COMPONENT_PRESENTATION.CHECKBOX_T_F')}
          initial
          cycle="T?F"
          isIndeterminateEnabled
        />
        <CheckboxVariant label={t('COMPONENT_PRESENTATION.CHECKBOX_TWO_STATE')} initial={null} />
        <CheckboxVariant
          label={t('COMPONENT_PRESENTATION.CHECKBOX_READ_ONLY')}
          initial
          isReadOnly
        />
        <CheckboxVariant
          label={t('COMPONENT_PRESENTATION.CHECKBOX_DISABLED')}
          initial={null}
          isIndeterminateEnabled
          disabled
        />
      </SimpleGrid>
    </DemoSection>
  );
}

export function TextInputDemo() {
  const { t } = useTranslation();
  const validate = useValidators();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [quantity, setQuantity] = useState('');
  const quantityValidity = combineValidity([
    validate.required(quantity),
    validate.greaterThan(quantity, 0),
    validate.atLeast(quantity, 10),
  ]);

  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.TEXT_INPUT')}
      description={t('COMPONENT_PRESENTATION.TEXT_INPUT_DESCRIPTION')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('COMPONENT_PRESENTATION.TEXT_INPUT_NAME')}
          hint={t('COMPONENT_PRESENTATION.TEXT_INPUT_NAME_HINT')}
          value={name}
          onChange={setName}
          validity={validate.required(name)}
          withAsterisk
        />
        <TextInput
          label={t('COMPONENT_PRESENTATION.TEXT_INPUT_CODE')}
          hint={t('COMPONENT_PRESENTATION.TEXT_INPUT_CODE_HINT')}
          value={code}
          onChange={setCode}
          isUppercaseOnly
          maxLength={12}
        />
        <TextInput
          label={t('COMPONENT_PRESENTATION.TEXT_INPUT_EMAIL')}
          value={email}
          onChange={setEmail}
          validity={validate.email(email)}
          type="email"
        />
        <TextInput
          label={t('COMPONENT_PRESENTATION.TEXT_INPUT_QUANTITY')}
          hint={t('COMPONENT_PRESENTATION.TEXT_INPUT_QUANTITY_HINT')}
          value={quantity}
          onChange={setQuantity}
          validity={quantityValidity}
          inputMode="decimal"
        />
      </SimpleGrid>
    </DemoSection>
  );
}

const FIRMS: SelectOption<{ city: string }>[] = [
  { id: 1, data: { city: 'Győr' }, searchableBy: 'Árvíztűrő Kereskedelmi Kft.' },
  { id: 2, data: { city: 'Pécs' }, searchableBy: 'Tükörfúró Gyártó Zrt.' },
  { id: 3, data: { city: 'Szeged' }, searchableBy: 'Őszibarack Logisztika Bt.' },
  { id: 4, data: { city: 'Eger' }, searchableBy: 'Zárolt Partner Kft.', disabled: true },
  { id: 5, data: { city: 'Debrecen' }, searchableBy: 'Ügyes Szerviz Kft.' },
  { id: 6, data: { city: 'Budapest' }, searchableBy: 'Kovács és Társa Bt.' },
];

const toContactOption = (id: number, person: ContactPerson): SelectOption<ContactPerson> => ({
  id,
  data: person,
  searchableBy: formatContactPersonLabel(person),
});

const INITIAL_CONTACTS = [
  toContactOption(11, {
    name: 'Kiss Anna',
    email: 'anna.kiss@example.hu',
    phone: '+36 30 123 4567',
  }),
  toContactOption(12, { name: 'Nagy Péter', email: 'peter.nagy@example.hu', phone: null }),
];

export function SelectDemo() {
  const { t } = useTranslation();
  const [firmId, setFirmId] = useState<number | string | null>(null);
  const [contacts, setContacts] = useState(INITIAL_CONTACTS);
  const [contactId, setContactId] = useState<number | string | null>(null);

  const createContact = () => {
    const id = createTemporaryId();
    const person = {
      name: t('COMPONENT_PRESENTATION.SELECT_NEW_CONTACT_NAME', { id }),
      email: null,
      phone: null,
    };
    setContacts((current) => [...current, toContactOption(id, person)]);
    setContactId(id);
  };

  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.SELECT')}
      description={t('COMPONENT_PRESENTATION.SELECT_DESCRIPTION')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('COMPONENT_PRESENTATION.SELECT_FIRM')}
          placeholder={t('COMPONENT_PRESENTATION.SELECT_PLACEHOLDER')}
          options={FIRMS}
          getLabel={(option) => `${option.searchableBy} (${option.data.city})`}
          value={firmId}
          onChange={(option) => setFirmId(option?.id ?? null)}
          clearable
        />
        <Stack gap={4}>
          <Select
            label={t('COMPONENT_PRESENTATION.SELECT_CONTACT')}
            placeholder={t('COMPONENT_PRESENTATION.SELECT_PLACEHOLDER')}
            options={contacts}
            value={contactId}
            onChange={(option) => setContactId(option?.id ?? null)}
            createNewOption={{
              label: t('COMPONENT_PRESENTATION.SELECT_NEW_CONTACT'),
              onCreate: createContact,
            }}
          />
          <Text size="xs" c="dimmed">
            {t('COMPONENT_PRESENTATION.SELECT_CURRENT_ID', { id: contactId ?? '–' })}
          </Text>
        </Stack>
      </SimpleGrid>
    </DemoSection>
  );
}
