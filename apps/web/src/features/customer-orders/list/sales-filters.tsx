import { Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/date-input';
import { DebouncedTextInput } from '../../../ui/debounced-text-input';
import { Select } from '../../../ui/select';
import { PartnerLookup, type PartnerRef } from '../../partners/components/partner-lookup';
import { useRepresentativeOptions } from '../components/header-fields';
import { ProductCell, type ProductRef } from '../lines/product-cell';
import type { SalesListParams } from './list-params';

export interface SalesFiltersProps {
  params: SalesListParams;
  states: readonly string[];
  withDates: boolean;
  /** `isTyping`: the change comes from a text field (applied after a pause) */
  onChange: (params: SalesListParams, isTyping: boolean) => void;
}

/** Number or customer fragment, state, customer and (orders) date range of a sales list. */
export function SalesFilters({ params, states, withDates, onChange }: SalesFiltersProps) {
  const { t } = useTranslation();
  // The URL keeps the customer's id; its name is remembered while the page is open.
  const [customer, setCustomer] = useState<PartnerRef | null>(null);
  const [product, setProduct] = useState<ProductRef | null>(null);
  const representatives = useRepresentativeOptions();
  const shownCustomer =
    params.customerId === null
      ? null
      : customer?.id === params.customerId
        ? customer
        : { id: params.customerId, name: `#${params.customerId}` };
  return (
    <Group align="flex-end" gap="md">
      <DebouncedTextInput
        label={t('SALES.LIST.SEARCH')}
        placeholder={t('SALES.LIST.SEARCH_PLACEHOLDER')}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={300}
        maxLength={200}
        autoFocus
        value={params.term}
        onCommit={(term) => onChange({ ...params, term }, true)}
      />
      <Select
        label={t('SALES.FIELD.STATE')}
        placeholder={t('SALES.LIST.ALL_STATES')}
        options={states.map((state) => ({
          id: state,
          data: state,
          searchableBy: t(`SALES.STATE.${state}`),
        }))}
        value={params.state}
        clearable
        w={190}
        onChange={(option) => onChange({ ...params, state: option?.data ?? null }, false)}
      />
      <div style={{ width: 280 }}>
        <PartnerLookup
          lookup="customers"
          label={t('SALES.FIELD.CUSTOMER')}
          value={shownCustomer}
          onChange={(next) => {
            setCustomer(next);
            onChange({ ...params, customerId: next?.id ?? null }, false);
          }}
        />
      </div>
      {withDates && (
        <>
          <DateInput
            label={t('SALES.LIST.DATE_FROM')}
            w={150}
            clearable
            value={params.dateFrom}
            onChange={(dateFrom) => onChange({ ...params, dateFrom }, false)}
          />
          <DateInput
            label={t('SALES.LIST.DATE_TO')}
            w={150}
            clearable
            value={params.dateTo}
            onChange={(dateTo) => onChange({ ...params, dateTo }, false)}
          />
          <Select
            label={t('SALES.FIELD.SALES_REP')}
            options={representatives}
            value={params.salesRepId}
            clearable
            w={200}
            onChange={(option) =>
              onChange({ ...params, salesRepId: option?.data.id ?? null }, false)
            }
          />
          <div style={{ width: 260 }}>
            <ProductCell
              lineIndex={-1}
              label={t('SALES.FIELD.PRODUCT')}
              size="sm"
              value={
                params.productId === null
                  ? null
                  : product?.id === params.productId
                    ? product
                    : { id: params.productId, code: `#${params.productId}`, name: '' }
              }
              onPick={(picked) => {
                setProduct(picked);
                onChange({ ...params, productId: picked?.id ?? null }, false);
              }}
            />
          </div>
        </>
      )}
    </Group>
  );
}
