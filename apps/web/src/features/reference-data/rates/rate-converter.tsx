import { currencyEndpoints, type TCurrency, type TSafeRate } from '@kontor/contract';
import { Button, Fieldset, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { callApi } from '../../../lib/api/client';
import { formatDateBeforeSuffix } from '../../../lib/format';
import { DateInput } from '../../../ui/date-input';
import { ErrorDisplay } from '../../../ui/error-display';
import { Select } from '../../../ui/select';
import { currencyOptions, formatRate } from './rates-api';

/** 'from → to on a day': the rate the documents would use (`getSafeRate`), and its date. */
export function RateConverter({ currencies }: { currencies: readonly TCurrency[] }) {
  const { t } = useTranslation();
  const options = currencyOptions(currencies);
  const [from, setFrom] = useState<string | null>('EUR');
  const [to, setTo] = useState<string | null>('HUF');
  const [date, setDate] = useState<string | null>(null);
  const [answer, setAnswer] = useState<TSafeRate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isAsking, setIsAsking] = useState(false);

  async function ask() {
    if (!from || !to) return;
    setIsAsking(true);
    setFailure(null);
    try {
      const query = { from, to, ...(date ? { date } : {}) };
      setAnswer(await callApi(currencyEndpoints.safeRate, { query }));
    } catch (error) {
      setAnswer(null);
      setFailure(
        error instanceof ApiError && error.status === 404
          ? t('RATES.CONVERT_NO_RATE')
          : t('RATES.CONVERT_FAILED'),
      );
    } finally {
      setIsAsking(false);
    }
  }

  return (
    <form
      aria-label={t('RATES.CONVERT_TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void ask();
      }}
    >
      <Fieldset legend={t('RATES.CONVERT_TITLE')}>
        <Group align="flex-end">
          <Select
            label={t('RATES.FROM')}
            options={options}
            value={from}
            allowDeselect={false}
            w={200}
            onChange={(option) => setFrom(option?.data ?? null)}
          />
          <Select
            label={t('RATES.TO')}
            options={options}
            value={to}
            allowDeselect={false}
            w={200}
            onChange={(option) => setTo(option?.data ?? null)}
          />
          <DateInput
            label={t('RATES.ON_DAY')}
            placeholder={t('RATES.TODAY')}
            clearable
            value={date}
            onChange={setDate}
            w={170}
          />
          <Button type="submit" variant="light" loading={isAsking} disabled={!from || !to}>
            {t('RATES.CONVERT')}
          </Button>
        </Group>
        <div aria-live="polite">
          {answer && (
            <Text mt="sm" fw={500} data-testid="converted-rate">
              {t('RATES.CONVERT_RESULT', {
                from: answer.from,
                to: answer.to,
                rate: formatRate(answer.rate),
                date: formatDateBeforeSuffix(answer.date),
              })}
            </Text>
          )}
          {failure && <ErrorDisplay message={failure} />}
        </div>
      </Fieldset>
    </form>
  );
}
