import { courierEndpoints, GLS_LABEL_FORMATS, type TOrder } from '@kontor/contract';
import { Alert, Group, List, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, openPdfInNewTab } from '../../../lib/api/file';
import { formatDateTime } from '../../../lib/format';
import { endpointQuery, queryKeyOf } from '../../../lib/query';
import { ActionButton } from '../../../ui/action-button';
import { deliveryRefusal } from '../delivery-errors';

type Format = (typeof GLS_LABEL_FORMATS)[number];

/**
 * A courier order's GLS labels: the first print registers the parcels with MyGLS (once, however
 * often it is pressed), every later one reprints Kontor's stored copy. The parcel numbers show
 * once known.
 */
export function GlsLabels({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const parcelsQuery = endpointQuery(courierEndpoints.courierParcels, {
    params: { orderId: order.id },
  });
  const parcels = useQuery(parcelsQuery);
  const [format, setFormat] = useState<Format>('A4_2x2');
  const isPrinted = (parcels.data?.length ?? 0) > 0;
  const print = useMutation({
    mutationFn: () =>
      openPdfInNewTab(() =>
        fetchFile(courierEndpoints.glsPrintLabels, { body: { orderIds: [order.id], format } }),
      ),
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKeyOf(courierEndpoints.courierParcels) }),
  });
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={t('DELIVERY.GLS.FORMAT')}
          value={format}
          onChange={(e) => setFormat(e.currentTarget.value as Format)}
          data={GLS_LABEL_FORMATS.map((f) => ({ value: f, label: t(`DELIVERY.GLS.FORMAT.${f}`) }))}
          w={200}
        />
        <ActionButton
          endpoint={courierEndpoints.glsPrintLabels}
          leftSection={<IconPrinter size={16} aria-hidden />}
          loading={print.isPending}
          onClick={() => print.mutate()}
        >
          {isPrinted ? t('DELIVERY.GLS.REPRINT') : t('DELIVERY.GLS.PRINT')}
        </ActionButton>
      </Group>
      {print.isError && (
        <Alert color="red" role="alert">
          {deliveryRefusal(print.error, t).text}
        </Alert>
      )}
      {isPrinted && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('DELIVERY.GLS.PARCEL_NUMBERS')}
          </Text>
          <List size="sm" data-testid="gls-parcels">
            {parcels.data?.map((p) => (
              <List.Item key={p.orderParcelId}>
                {p.parcelNumber} · {formatDateTime(p.printedAt)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
