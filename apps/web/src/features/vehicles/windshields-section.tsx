import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInteger } from '../../lib/format';
import { ErrorMessage } from '../../shell/error-message';
import { DebouncedTextInput } from '../../ui/debounced-text-input';
import { useWindshields } from './vehicles-api';
import { yearRange } from './year-input';

/** Windshield data by glass code or international SKU, with the firm's products of each glass. */
export function WindshieldsSection() {
  const { t } = useTranslation();
  const [search, setSearch] = useState({ code: '', internationalSKU: '' });
  const found = useWindshields(search);
  const yesNo = (flag: boolean) => (
    <Badge variant="light" color={flag ? 'green' : 'gray'}>
      {t(flag ? 'VEHICLES.YES' : 'VEHICLES.NO')}
    </Badge>
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('VEHICLES.WINDSHIELDS')}
      </Title>
      <Group align="flex-end" gap="md">
        <DebouncedTextInput
          label={t('VEHICLES.GLASS_CODE')}
          maxLength={40}
          value={search.code}
          onCommit={(code) => setSearch((s) => ({ ...s, code: code.trim() }))}
        />
        <DebouncedTextInput
          label={t('VEHICLES.INTERNATIONAL_SKU')}
          maxLength={40}
          value={search.internationalSKU}
          onCommit={(sku) => setSearch((s) => ({ ...s, internationalSKU: sku.trim() }))}
        />
      </Group>
      {found.isError && <ErrorMessage error={found.error} />}
      {!found.data && (
        <Text size="sm" c="dimmed">
          {t('VEHICLES.SEARCH_HINT')}
        </Text>
      )}
      {found.data && (
        <Table striped aria-label={t('VEHICLES.WINDSHIELDS')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('VEHICLES.GLASS_CODE')}</Table.Th>
              <Table.Th>{t('VEHICLES.INTERNATIONAL_SKU')}</Table.Th>
              <Table.Th>{t('VEHICLES.VEHICLE')}</Table.Th>
              <Table.Th>{t('VEHICLES.RAIN_SENSOR')}</Table.Th>
              <Table.Th>{t('VEHICLES.HEATING')}</Table.Th>
              <Table.Th>{t('VEHICLES.CAMERA_BRACKET')}</Table.Th>
              <Table.Th>{t('VEHICLES.SIZE')}</Table.Th>
              <Table.Th>{t('VEHICLES.PRODUCTS')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {found.data.map((w) => (
              <Table.Tr key={w.glassCode}>
                <Table.Td>{w.glassCode}</Table.Td>
                <Table.Td>{w.internationalSku}</Table.Td>
                <Table.Td>
                  {w.maker} {w.model} ({yearRange(w.yearFrom, w.yearTo)})
                </Table.Td>
                <Table.Td>{yesNo(w.hasRainSensor)}</Table.Td>
                <Table.Td>{yesNo(w.hasHeating)}</Table.Td>
                <Table.Td>{yesNo(w.hasCameraBracket)}</Table.Td>
                <Table.Td>
                  {t('VEHICLES.SIZE_MM', {
                    width: formatInteger(w.widthMm),
                    height: formatInteger(w.heightMm),
                  })}
                </Table.Td>
                <Table.Td>
                  {w.products.length === 0
                    ? t('VEHICLES.NO_PRODUCTS')
                    : w.products.map((p) => (
                        <Anchor
                          key={p.id}
                          component={Link}
                          to={`/app/ProductForm?id=${p.id}`}
                          display="block"
                          size="sm"
                        >
                          {p.code} – {p.name}
                        </Anchor>
                      ))}
                </Table.Td>
              </Table.Tr>
            ))}
            {found.data.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>{t('VEHICLES.NOTHING_FOUND')}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
