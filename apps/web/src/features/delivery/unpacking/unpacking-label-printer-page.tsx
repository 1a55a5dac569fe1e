import { unpackingFeeEndpoints } from '@kontor/contract';
import { Alert, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchFile, openPdfInNewTab } from '../../../lib/api/file';
import { usePage } from '../../../lib/page';
import { ActionButton } from '../../../ui/action-button';
import { deliveryRefusal } from '../delivery-errors';

/** The label sizes of the product label printer (mm): its thermo rolls. */
const LABEL_SIZES = ['100x60', '100x150', '100x100', '50x30'] as const;

/**
 * `/app/UnpackingLabelPrinter?orderId=…` (popup, 000 §2): prints the labels that mark an order's
 * parcels to be unpacked at the customer, on a size of the product label printer; one per
 * parcel unless a number of copies is given.
 */
export default function UnpackingLabelPrinterPage() {
  const { t } = useTranslation();
  usePage({ title: t('DELIVERY.UNPACKING_LABELS.TITLE') });
  const [search] = useSearchParams();
  const orderId = Number(search.get('orderId'));
  const orderNumber = search.get('number') ?? '';
  const [size, setSize] = useState<(typeof LABEL_SIZES)[number]>('100x60');
  const [copies, setCopies] = useState<number | ''>('');
  const print = useMutation({
    mutationFn: () => {
      const [widthMm, heightMm] = size.split('x').map(Number);
      return openPdfInNewTab(() =>
        fetchFile(unpackingFeeEndpoints.labels, {
          body: { orderId, widthMm, heightMm, ...(copies !== '' && { copies }) },
        }),
      );
    },
  });
  if (!Number.isInteger(orderId) || orderId <= 0)
    return <Alert color="yellow">{t('DELIVERY.UNPACKING_LABELS.NO_ORDER')}</Alert>;
  return (
    <Stack gap="sm" maw={420} p="md">
      <Title order={1} size="h3">
        {t('DELIVERY.UNPACKING_LABELS.TITLE')}
      </Title>
      <Text>{t('DELIVERY.UNPACKING_LABELS.OF_ORDER', { number: orderNumber || orderId })}</Text>
      <NativeSelect
        label={t('DELIVERY.UNPACKING_LABELS.SIZE')}
        value={size}
        onChange={(e) => setSize(e.currentTarget.value as (typeof LABEL_SIZES)[number])}
        data={LABEL_SIZES.map((s) => ({ value: s, label: `${s.replace('x', ' × ')} mm` }))}
        data-autofocus
      />
      <NumberInput
        label={t('DELIVERY.UNPACKING_LABELS.COPIES')}
        description={t('DELIVERY.UNPACKING_LABELS.COPIES_HINT')}
        min={1}
        max={500}
        allowDecimal={false}
        value={copies}
        onChange={(value) => setCopies(typeof value === 'number' ? value : '')}
      />
      {print.isError && <Alert color="red">{deliveryRefusal(print.error, t).text}</Alert>}
      <ActionButton
        endpoint={unpackingFeeEndpoints.labels}
        size="lg"
        leftSection={<IconPrinter aria-hidden />}
        loading={print.isPending}
        onClick={() => print.mutate()}
      >
        {t('DELIVERY.UNPACKING_LABELS.PRINT')}
      </ActionButton>
    </Stack>
  );
}
