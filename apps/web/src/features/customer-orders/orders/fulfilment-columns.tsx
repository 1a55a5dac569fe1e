import { FULFILMENTS } from '@kontor/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridColumn, type GridEditor, selectEditor } from '../../../ui/editable-grid';
import { ComboEditor } from '../../../ui/editable-grid/combo-editor';
import { LOOKUP_DEBOUNCE_MS } from '../../../ui/remote-select';
import {
  formatPartnerLabel,
  lookUpPartners,
  type PartnerRef,
} from '../../partners/components/partner-lookup';
import type { LineFulfilment, LineRow } from '../lines/line-model';

const PARTNER_LOOKUP = {
  PURCHASE: 'suppliers',
  PRODUCTION: 'manufacturers',
  SUBCONTRACT: 'subcontractors',
} as const;
type PartnerKind = keyof typeof PARTNER_LOOKUP;

const STOCK: LineFulfilment = { fulfilment: 'STOCK', fulfilmentPartnerId: null };
const fulfilmentOf = (row: LineRow) => row.fulfilment ?? STOCK;

function PartnerSearch(p: {
  kind: PartnerKind;
  label?: string | undefined;
  initialText?: string | undefined;
  current: string;
  onPick: (partner: PartnerRef) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(p.initialText ?? '');
  const [term] = useDebouncedValue(search.trim(), LOOKUP_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['sales', 'fulfilment-partners', p.kind, term],
    queryFn: ({ signal }) => lookUpPartners(PARTNER_LOOKUP[p.kind], term, signal),
    placeholderData: keepPreviousData,
  });
  const partners = found.data ?? [];
  const pickKey = (key: string | undefined) => {
    const partner = partners.find((candidate) => String(candidate.id) === key);
    if (partner) p.onPick(partner);
    else p.onCancel();
  };
  return (
    <ComboEditor
      label={p.label}
      search={search}
      onSearchChange={setSearch}
      items={partners.map((partner) => ({
        key: String(partner.id),
        label: formatPartnerLabel(partner),
      }))}
      isLoading={found.isFetching}
      placeholder={p.current || t('SALES.LINE.FULFILMENT_PARTNER')}
      emptyText={found.isSuccess ? t('UI.NOTHING_FOUND') : null}
      dropdownWidth={360}
      onPick={pickKey}
      onSubmit={pickKey}
      onCancel={p.onCancel}
    />
  );
}

/** The partner of a line fulfilled by purchase, production or subcontracting. */
const partnerEditor: GridEditor<LineRow> = ({ row, initialText, commit, cancel, label }) => {
  const current = fulfilmentOf(row);
  if (current.fulfilment === 'STOCK') return null;
  return (
    <PartnerSearch
      kind={current.fulfilment}
      label={label}
      initialText={initialText}
      current={current.fulfilmentPartnerName ?? ''}
      onPick={(partner) =>
        commit({
          ...row,
          fulfilment: {
            ...current,
            fulfilmentPartnerId: partner.id,
            fulfilmentPartnerName: partner.name,
          },
        })
      }
      onCancel={cancel}
    />
  );
};

/** The order line's fulfilment (commercial process item): stock, or a partner's work. */
export function fulfilmentColumns(t: TFunction): GridColumn<LineRow>[] {
  return [
    {
      id: 'fulfilment',
      header: t('SALES.LINE.FULFILMENT'),
      width: 110,
      value: (row) => t(`SALES.FULFILMENT.${fulfilmentOf(row).fulfilment}`),
      editor: selectEditor<LineRow>(
        FULFILMENTS.map((f) => ({ value: f, label: t(`SALES.FULFILMENT.${f}`) })),
        (row) => fulfilmentOf(row).fulfilment,
        (row, value) =>
          value === fulfilmentOf(row).fulfilment
            ? row
            : {
                ...row,
                fulfilment: {
                  ...fulfilmentOf(row),
                  fulfilment: value as LineFulfilment['fulfilment'],
                  fulfilmentPartnerId: null,
                  fulfilmentPartnerName: null,
                },
              },
      ),
    },
    {
      id: 'fulfilmentPartner',
      header: t('SALES.LINE.FULFILMENT_PARTNER'),
      width: 150,
      value: (row) => {
        const current = fulfilmentOf(row);
        if (current.fulfilmentPartnerId === null) return '';
        return current.fulfilmentPartnerName ?? `#${current.fulfilmentPartnerId}`;
      },
      editor: partnerEditor,
      editable: (row) => fulfilmentOf(row).fulfilment !== 'STOCK',
    },
  ];
}

/** The fulfilment columns in the user's language, kept stable between renders. */
export function useFulfilmentColumns(): GridColumn<LineRow>[] {
  const { t } = useTranslation();
  return useMemo(() => fulfilmentColumns(t), [t]);
}
