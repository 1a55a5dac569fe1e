import { partnerLookupEndpoints } from '@kontor/contract';
import type { ReactNode } from 'react';
import { callApi } from '../../../lib/api/client';
import { queryKeyOf } from '../../../lib/query';
import { RemoteSelect } from '../../../ui/remote-select';
import type { SelectOption } from '../../../ui/select';

/** Which partners a lookup offers: a role's active partners, or any active partner to link. */
export type PartnerLookupKind =
  | 'customers'
  | 'suppliers'
  | 'insurers'
  | 'manufacturers'
  | 'subcontractors'
  | 'linkable';

/** A chosen partner. `code` is shown when known (a stored document may keep only id and name). */
export interface PartnerRef {
  id: number;
  name: string;
  code?: string | null;
}

interface Found extends PartnerRef {
  /** Other text the server matched the term against (tax number, city) */
  extra: string;
}

/** How many partners one answer holds: what fits in the dropdown, with room to scroll. */
const LOOKUP_LIMIT = 20;

const ROLE_ENDPOINTS = {
  suppliers: partnerLookupEndpoints.suppliers,
  insurers: partnerLookupEndpoints.insurers,
  manufacturers: partnerLookupEndpoints.orderManufacturers,
  subcontractors: partnerLookupEndpoints.orderSubcontractors,
} as const;

function endpointOf(kind: PartnerLookupKind) {
  if (kind === 'customers') return partnerLookupEndpoints.customers;
  if (kind === 'linkable') return partnerLookupEndpoints.linkedPartners;
  return ROLE_ENDPOINTS[kind];
}

/** The partners of one lookup matching a term, in the server's order. */
export async function lookUpPartners(
  kind: PartnerLookupKind,
  term: string,
  signal: AbortSignal,
): Promise<Found[]> {
  const query = { term, limit: LOOKUP_LIMIT };
  if (kind === 'customers') {
    const found = await callApi(partnerLookupEndpoints.customers, { query, signal });
    return found.map(({ id, code, name, taxNumber, city }) => ({
      id,
      code,
      name,
      extra: [taxNumber, city].filter(Boolean).join(' '),
    }));
  }
  const found =
    kind === 'linkable'
      ? await callApi(partnerLookupEndpoints.linkedPartners, { query, signal })
      : await callApi(ROLE_ENDPOINTS[kind], { query, signal });
  return found.map(({ id, code, name }) => ({ id, code, name, extra: '' }));
}

/** 'P000012 - Mátra Faipari Kft.', or the name alone when the code is not known. */
export function formatPartnerLabel(partner: PartnerRef): string {
  return partner.code ? `${partner.code} - ${partner.name}` : partner.name;
}

function toOption(partner: Found): SelectOption<Found> {
  return {
    id: partner.id,
    data: partner,
    searchableBy: `${formatPartnerLabel(partner)} ${partner.extra}`,
  };
}

export interface PartnerLookupProps {
  lookup: PartnerLookupKind;
  value: PartnerRef | null;
  onChange: (value: PartnerRef | null) => void;
  label: string;
  error?: ReactNode;
  required?: boolean;
  /** Partners not to offer, e.g. the partner being edited */
  excludeIds?: readonly number[];
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  clearable?: boolean;
}

/**
 * Type-ahead selection of a partner over one of the `/…/mac` lookups (spec 001 §7): code or tax
 * number prefix, name prefix or fragment, accents ignored. Options show code and name.
 */
export function PartnerLookup({
  lookup,
  value,
  onChange,
  excludeIds = [],
  clearable = true,
  ...rest
}: PartnerLookupProps) {
  const excluded = new Set(excludeIds);
  return (
    <RemoteSelect<Found>
      {...rest}
      clearable={clearable}
      queryKey={queryKeyOf(endpointOf(lookup), { lookup, excludeIds })}
      fetchOptions={async (term, signal) =>
        (await lookUpPartners(lookup, term, signal))
          .filter((partner) => !excluded.has(partner.id))
          .map(toOption)
      }
      selected={value && toOption({ ...value, extra: '' })}
      getLabel={(option) => formatPartnerLabel(option.data)}
      onChange={(option) =>
        onChange(
          option && { id: option.data.id, name: option.data.name, code: option.data.code ?? null },
        )
      }
    />
  );
}
