import { vehicleEndpoints } from '@kontor/contract';
import { Alert, Group, List, Stack, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { Select } from '../../ui/select';
import { useModels, useValidateVehicle } from './vehicles-api';
import { YearInput, yearRange } from './year-input';

/** Whether a glass fits a model built in a year; the server's reasons when it does not. */
export function ValidateSection({ makerId }: { makerId: number | null }) {
  const { t } = useTranslation();
  const models = useModels(makerId, null);
  const [modelId, setModelId] = useState<number | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [glassCode, setGlassCode] = useState('');
  const validate = useValidateVehicle();
  const options = (models.data ?? []).map((m) => ({
    id: m.id,
    data: m,
    searchableBy: `${m.name} (${yearRange(m.yearFrom, m.yearTo)})`,
  }));
  const ready = modelId !== null && year !== null && glassCode.trim() !== '';
  const answer = validate.data;
  return (
    <Stack gap="sm" miw={380} style={{ flex: 1 }}>
      <Title order={2} size="h4">
        {t('VEHICLES.VALIDATE')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) validate.mutate({ modelId, year, glassCode: glassCode.trim() });
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('VEHICLES.MODEL')}
            placeholder={makerId === null ? t('VEHICLES.CHOOSE_MAKER') : undefined}
            options={options}
            value={modelId}
            onChange={(option) => {
              setModelId(option ? Number(option.id) : null);
              validate.reset();
            }}
          />
          <Group align="flex-end" gap="md">
            <YearInput label={t('VEHICLES.YEAR')} value={year} onChange={setYear} />
            <TextInput
              label={t('VEHICLES.GLASS_CODE')}
              value={glassCode}
              maxLength={40}
              onChange={(event) => setGlassCode(event.currentTarget.value)}
            />
            <ActionButton
              endpoint={vehicleEndpoints.validate}
              type="submit"
              disabledReason={ready ? null : t('SHELL.DISABLED.FILL_REQUIRED')}
              loading={validate.isPending}
            >
              {t('VEHICLES.CHECK')}
            </ActionButton>
          </Group>
        </Stack>
      </form>
      {validate.isError && <ErrorMessage error={validate.error} />}
      {answer?.isValid && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('VEHICLES.FITS')}
        </Alert>
      )}
      {answer && !answer.isValid && (
        <Alert
          color="red"
          icon={<IconCircleX aria-hidden />}
          role="status"
          title={t('VEHICLES.DOES_NOT_FIT')}
        >
          <List size="sm">
            {answer.reasons.map((reason) => (
              <List.Item key={reason}>{t(`VEHICLES.INVALID.${reason}`)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
