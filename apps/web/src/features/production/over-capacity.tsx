import type { TFieldError } from '@kontor/contract';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { formatQuantity } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { ReasonModal } from './workshop/reason-modal';

/** The figures of an over-capacity refusal: the day's capacity, what is booked, what this takes. */
export interface CapacityRefusal {
  capacity: string;
  booked: string;
  load: string;
}

/**
 * The server's over-capacity refusal (409, `errors[0].code` `over_capacity`), or null. Its
 * figures come as `params` or, as the production module sends them, as `capacity|booked|load`
 * in the message.
 */
export function capacityRefusal(error: unknown): CapacityRefusal | null {
  const first: TFieldError | undefined =
    error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
  if (first?.code !== 'over_capacity') return null;
  const [capacity = '', booked = '', load = ''] = first.params
    ? [first.params.capacity, first.params.booked, first.params.load].map(String)
    : first.message.split('|');
  return { capacity, booked, load };
}

/**
 * A booking the server refused over capacity: its reason in words (the day's capacity and what
 * is booked, from the refusal's params). A user with `schedule.override` may book it anyway,
 * explicitly and with a reason the server records; anyone else only closes the dialog.
 */
export function OverCapacityDialog({
  refusal,
  onClose,
  onOverride,
}: {
  refusal: CapacityRefusal;
  onClose: () => void;
  onOverride: (reason: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      title={t('PRODUCTION.OVER_CAPACITY.TITLE')}
      intro={
        <Alert color="red" data-testid="over-capacity-reason">
          {t('PRODUCTION.OVER_CAPACITY.REASON', {
            capacity: formatQuantity(refusal.capacity),
            booked: formatQuantity(refusal.booked),
            load: formatQuantity(refusal.load),
          })}
        </Alert>
      }
      label={t('PRODUCTION.OVER_CAPACITY.OVERRIDE_REASON')}
      submitText={t('PRODUCTION.OVER_CAPACITY.OVERRIDE')}
      isAsking={usePermission('schedule.override')}
      onClose={onClose}
      onSubmit={onOverride}
    />
  );
}
