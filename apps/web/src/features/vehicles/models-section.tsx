import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../shell/error-message';
import { Select } from '../../ui/select';
import { useMakers, useModels } from './vehicles-api';
import { YearInput, yearRange } from './year-input';

/** A maker's models, optionally those built in a year. */
export function ModelsSection({
  makerId,
  onMaker,
}: {
  makerId: number | null;
  onMaker: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null>(null);
  const makers = useMakers();
  const models = useModels(makerId, year);
  const options = (makers.data ?? []).map((m) => ({ id: m.id, data: m, searchableBy: m.name }));
  return (
    <Stack gap="sm" miw={420} style={{ flex: 1 }}>
      <Title order={2} size="h4">
        {t('VEHICLES.MODELS')}
      </Title>
      <Group align="flex-end" gap="md">
        <Select
          label={t('VEHICLES.MAKER')}
          options={options}
          value={makerId}
          onChange={(option) => onMaker(option ? Number(option.id) : null)}
          w={240}
        />
        <YearInput label={t('VEHICLES.YEAR')} value={year} onChange={setYear} />
      </Group>
      {makers.isError && <ErrorMessage error={makers.error} />}
      {models.isError && <ErrorMessage error={models.error} />}
      {makerId === null && (
        <Text size="sm" c="dimmed">
          {t('VEHICLES.CHOOSE_MAKER')}
        </Text>
      )}
      {makerId !== null && models.data && (
        <Table striped aria-label={t('VEHICLES.MODELS')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('VEHICLES.MODEL')}</Table.Th>
              <Table.Th>{t('VEHICLES.PRODUCED')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {models.data.map((model) => (
              <Table.Tr key={model.id}>
                <Table.Td>{model.name}</Table.Td>
                <Table.Td>{yearRange(model.yearFrom, model.yearTo)}</Table.Td>
              </Table.Tr>
            ))}
            {models.data.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>{t('VEHICLES.NO_MODELS')}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
