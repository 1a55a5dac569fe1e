import { discountEndpoints, type TDiscount } from '@kontor/contract';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalClose, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { DateInput } from '../../../ui/date-input';
import { ErrorDisplay } from '../../../ui/error-display';
import { FormButtons } from '../../../ui/form-buttons';
import { GuardedModal } from '../../../ui/guarded-modal';
import { useToast } from '../../../ui/toast';
import { refusalKeyOf, useChangeEndDate } from '../api/discounts-api';
import { formatValidity } from '../validity';

function EndDateForm({ discount, onClose }: { discount: TDiscount; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeEndDate(discount);
  const close = useModalClose() ?? onClose;
  const [validTo, setValidTo] = useState(discount.validTo);
  const [error, setError] = useState<string | null>(null);
  useUnsavedGuard(validTo !== discount.validTo);
  const isBeforeStart = validTo !== null && validTo < discount.validFrom;

  async function save() {
    try {
      await change.mutateAsync(validTo);
      toast.show(t('DISCOUNTS.ACTION.CHANGE_END_DATE_DONE', { name: discount.name }), 'SUCCESS');
      onClose();
    } catch (failure) {
      setError(t(refusalKeyOf(failure) ?? 'DISCOUNTS.ERROR.VALID_TO'));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('DISCOUNTS.ACTION.CHANGE_END_DATE_HINT', {
            validity: formatValidity(discount.validFrom, discount.validTo),
          })}
        </Text>
        <DateInput
          label={t('DISCOUNTS.FIELD.VALID_TO')}
          placeholder={t('DISCOUNTS.FORM.OPEN_ENDED')}
          clearable
          data-autofocus
          value={validTo}
          error={isBeforeStart ? t('DISCOUNTS.ERROR.VALID_TO') : undefined}
          onChange={(next) => {
            setValidTo(next);
            setError(null);
          }}
        />
        {error && <ErrorDisplay message={error} />}
        <FormButtons
          onCancel={close}
          submitLabel={t('DISCOUNTS.ACTION.CHANGE_END_DATE')}
          loading={change.isPending}
          endpoint={discountEndpoints.changeEndDate}
          disabledReason={isBeforeStart ? t('DISCOUNTS.ERROR.VALID_TO') : null}
        />
      </Stack>
    </form>
  );
}

/** Changes only the end date of an approved list: it stays approved, the audit keeps the change. */
export function ChangeEndDateModal({
  discount,
  onClose,
}: {
  discount: TDiscount;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <GuardedModal
      opened
      onClose={onClose}
      title={t('DISCOUNTS.ACTION.CHANGE_END_DATE')}
      closeButtonProps={{ 'aria-label': t('UI.CLOSE') }}
    >
      <EndDateForm discount={discount} onClose={onClose} />
    </GuardedModal>
  );
}
