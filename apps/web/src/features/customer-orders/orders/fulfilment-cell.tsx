import { FULFILMENTS } from '@kontor/contract';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PartnerLookup } from '../../partners/components/partner-lookup';
import type { LineFulfilment, LineRow } from '../lines/line-model';
import classes from '../lines/lines-grid.module.css';

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
      {/* A native select: an order of 1 000 lines renders 1 000 of them. */}
      <select
        className={classes.input}
        style={{ width: 120, textAlign: 'left' }}
        aria-label={t('SALES.LINE.FULFILMENT_OF', { number: index + 1 })}
        disabled={readOnly}
        value={kind}
        onChange={(event) =>
          onChange({
            ...current,
            fulfilment: event.target.value as LineFulfilment['fulfilment'],
            fulfilmentPartnerId: null,
            fulfilmentPartnerName: null,
          })
        }
      >
        {FULFILMENTS.map((f) => (
          <option key={f} value={f}>
            {t(`SALES.FULFILMENT.${f}`)}
          </option>
        ))}
      </select>
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
