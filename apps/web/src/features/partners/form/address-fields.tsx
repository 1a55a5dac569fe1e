import { POSTAL_CODE_EXAMPLES } from '@kontor/contract';
import {
  ActionIcon,
  Button,
  Card,
  Grid,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../lib/forms/bind-field';
import type { FormErrors } from '../../../lib/forms/use-form-errors';
import { CountrySelect } from '../../../ui/country-select';
import { Tooltip } from '../../../ui/tooltip';
import { type AddressValues, emptyAddress } from './partner-form-model';
import type { SectionProps } from './section-props';

interface AddressFieldsProps {
  /** Path of the address in the body, e.g. `billingAddress` or `shippingAddresses.0` */
  path: string;
  address: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  errors: FormErrors;
  withName?: boolean;
}

/** Country (picked by name, stored as its ISO code), postal code, city and street (and a name for a shipping address). */
export function AddressFields({ path, address, onChange, errors, withName }: AddressFieldsProps) {
  const { t } = useTranslation();
  const bind = (field: 'name' | 'postalCode' | 'city' | 'street') =>
    bindText(errors, `${path}.${field}`, address[field], (value) => onChange({ [field]: value }));
  const countryPath = `${path}.countryCode`;
  return (
    <Grid gap="sm">
      {withName && (
        <Grid.Col span={12}>
          <TextInput label={t('PARTNERS.ADDRESS.NAME')} maxLength={200} {...bind('name')} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CountrySelect
          label={t('PARTNERS.ADDRESS.COUNTRY')}
          required
          allowDeselect={false}
          value={address.countryCode}
          onChange={(countryCode) => {
            onChange({ countryCode: countryCode ?? '' });
            errors.change(countryPath);
          }}
          onBlur={() => errors.touch(countryPath)}
          error={errors.errorOf(countryPath)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>
        <TextInput
          label={t('PARTNERS.FIELD.POSTAL_CODE')}
          maxLength={10}
          placeholder={POSTAL_CODE_EXAMPLES[address.countryCode]}
          required
          {...bind('postalCode')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 6 }}>
        <TextInput label={t('PARTNERS.FIELD.CITY')} maxLength={100} required {...bind('city')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label={t('PARTNERS.ADDRESS.STREET')}
          maxLength={200}
          required
          {...bind('street')}
        />
      </Grid.Col>
    </Grid>
  );
}

/** The billing address. */
export function BillingAddressFields({ values, onChange, errors }: SectionProps) {
  return (
    <AddressFields
      path="billingAddress"
      address={values.billingAddress}
      errors={errors}
      onChange={(patch) => onChange({ billingAddress: { ...values.billingAddress, ...patch } })}
    />
  );
}

/** The shipping addresses: add, remove, and one of them the default. */
export function ShippingAddressFields({ values, onChange, errors }: SectionProps) {
  const { t } = useTranslation();
  const addresses = values.shippingAddresses;
  const setAddresses = (shippingAddresses: AddressValues[]) => {
    onChange({ shippingAddresses });
    errors.change('shippingAddresses');
  };
  const listError = errors.errorOf('shippingAddresses');

  return (
    <Stack gap="sm">
      {addresses.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('PARTNERS.ADDRESS.NO_SHIPPING')}
        </Text>
      )}
      {addresses.map((address, index) => (
        <Card key={address.key} withBorder padding="sm" data-shipping-address={index}>
          <Group justify="space-between" mb="xs">
            <Radio
              label={t('PARTNERS.ADDRESS.DEFAULT')}
              checked={address.isDefault}
              onChange={() =>
                setAddresses(addresses.map((other) => ({ ...other, isDefault: other === address })))
              }
            />
            <Tooltip label={t('PARTNERS.ADDRESS.REMOVE')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('PARTNERS.ADDRESS.REMOVE_NTH', { number: index + 1 })}
                onClick={() => setAddresses(addresses.filter((other) => other !== address))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <AddressFields
            path={`shippingAddresses.${index}`}
            address={address}
            errors={errors}
            withName
            onChange={(patch) =>
              setAddresses(
                addresses.map((other) => (other === address ? { ...other, ...patch } : other)),
              )
            }
          />
        </Card>
      ))}
      {listError && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAddresses([...addresses, emptyAddress(addresses.length === 0)])}
        >
          {t('PARTNERS.ADDRESS.ADD')}
        </Button>
      </Group>
    </Stack>
  );
}
