import type { TAddress } from '@kontor/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../ui/select';
import { partnerQuery } from '../../partners/api/partners-api';

const labelOf = (address: TAddress) =>
  address.name ? `${address.name}: ${address.fullAddress}` : address.fullAddress;

/**
 * Where the order goes: one of the customer's shipping addresses, or (cleared) the billing
 * address, which the placeholder shows.
 */
export function DeliveryAddressSelect({
  customerId,
  value,
  onChange,
  disabled,
  error,
}: {
  customerId: number | null;
  value: number | null;
  onChange: (addressId: number | null) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const customer = useQuery({ ...partnerQuery(customerId ?? 0), enabled: customerId !== null });
  const addresses = customerId === null ? [] : (customer.data?.shippingAddresses ?? []);
  const billing = customer.data?.billingAddress.fullAddress;
  return (
    <Select<TAddress>
      label={t('SALES.FIELD.DELIVERY_ADDRESS')}
      options={addresses.map((address) => ({
        id: address.id,
        data: address,
        searchableBy: labelOf(address),
      }))}
      value={value}
      clearable
      disabled={disabled || customerId === null}
      placeholder={billing ? t('SALES.FIELD.BILLING_ADDRESS_IS', { address: billing }) : undefined}
      nothingFoundMessage={t('SALES.FIELD.NO_SHIPPING_ADDRESS')}
      onChange={(option) => onChange(option?.data.id ?? null)}
      error={error}
    />
  );
}
