import { FULFILMENTS } from '@kontor/contract';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../ui/select';
import { PartnerLookup } from '../../partners/components/partner-lookup';
import type { LineFulfilment, LineRow } from '../lines/line-model';

const PARTNER_LOOKUP = {
  PURCHASE: 'suppliers',
  PRODUCTION: 'manufacturers',
  SUBCONTRACT: 'subcontractors',
} as const;

/** How an order line is fulfilled (commercial process item): stock, or a partner's work. */
export function FulfilmentCell({
  row,
  index,
  readOnly,
  error,
  onChange,
}: {
  row: LineRow;
  index: number;
  readOnly: boolean;
  error: string | undefined;
  onChange: (fulfilment: LineFulfilment) => void;
}) {
  const { t } = useTranslation();
  const current = row.fulfilment ?? { fulfilment: 'STOCK', fulfilmentPartnerId: null };
  const kind = current.fulfilment;
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        size="xs"
        w={130}
        aria-label={t('SALES.LINE.FULFILMENT_OF', { number: index + 1 })}
        disabled={readOnly}
        searchable={false}
        allowDeselect={false}
        options={FULFILMENTS.map((f) => ({
          id: f,
          data: f,
          searchableBy: t(`SALES.FULFILMENT.${f}`),
        }))}
        value={kind}
        onChange={(option) =>
          option &&
          onChange({
            ...current,
            fulfilment: option.data,
            fulfilmentPartnerId: null,
            fulfilmentPartnerName: null,
          })
        }
      />
      {kind !== 'STOCK' && (
        <PartnerLookup
          lookup={PARTNER_LOOKUP[kind]}
          label=""
          placeholder={t('SALES.LINE.FULFILMENT_PARTNER')}
          disabled={readOnly}
          error={error}
          value={
            current.fulfilmentPartnerId === null
              ? null
              : {
                  id: current.fulfilmentPartnerId,
                  name: current.fulfilmentPartnerName ?? `#${current.fulfilmentPartnerId}`,
                }
          }
          onChange={(partner) =>
            onChange({
              ...current,
              fulfilmentPartnerId: partner?.id ?? null,
              fulfilmentPartnerName: partner?.name ?? null,
            })
          }
        />
      )}
    </Group>
  );
}
