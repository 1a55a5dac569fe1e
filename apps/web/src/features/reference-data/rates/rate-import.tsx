import { currencyEndpoints } from '@kontor/contract';
import { Fieldset, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { ActionButton } from '../../../ui/action-button';
import { DateInput, todayIsoDate } from '../../../ui/date-input';
import { useToast } from '../../../ui/toast';
import { useImportRates } from './rates-api';

/** Fetches a day's official rates from the MNB (again: nothing changes). */
export function RateImport() {
  const { t } = useTranslation();
  const toast = useToast();
  const importRates = useImportRates();
  const [date, setDate] = useState<string | null>(todayIsoDate());

  async function run() {
    try {
      const result = await importRates.mutateAsync(date);
      toast.show(
        result.rateDate === null
          ? t('RATES.IMPORT_NO_RATES')
          : t('RATES.IMPORT_DONE', { imported: result.imported, unchanged: result.unchanged }),
        'SUCCESS',
      );
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      toast.show(
        status === 403
          ? t('RATES.IMPORT_FORBIDDEN')
          : status === 400
            ? t('RATES.IMPORT_BAD_DATE')
            : t('RATES.IMPORT_UNAVAILABLE'),
        'ERROR',
      );
    }
  }

  return (
    <form
      aria-label={t('RATES.IMPORT_TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <Fieldset legend={t('RATES.IMPORT_TITLE')}>
        <Group align="flex-end">
          <DateInput
            label={t('RATES.IMPORT_DATE')}
            value={date}
            maxDate={todayIsoDate()}
            onChange={setDate}
            w={170}
          />
          <ActionButton
            endpoint={currencyEndpoints.importRates}
            type="submit"
            variant="light"
            loading={importRates.isPending}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('RATES.IMPORT')}
          </ActionButton>
        </Group>
      </Fieldset>
    </form>
  );
}
