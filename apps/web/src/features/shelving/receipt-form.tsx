import { receiptEndpoints, type TReceipt } from '@kontor/contract';
import { ActionIcon, Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { toDecimalString } from '../../lib/forms/decimal-input';
import { useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { ActionButton } from '../../ui/action-button';
import { DateInput, todayIsoDate } from '../../ui/date-input';
import { PartnerLookup, type PartnerRef } from '../partners/components/partner-lookup';
import { ProductLookup, type ProductRef } from '../products/components/product-lookup';
import { receiptRefusalKey } from './shelving-api';
import { type Place, StorageSelect } from './storage-target-select';

interface Line {
  key: number;
  product: ProductRef | null;
  quantity: string;
}

let nextKey = 1;
const emptyLine = (): Line => ({ key: nextKey++, product: null, quantity: '' });
const QUANTITY = /^\d{1,12}(\.\d{1,4})?$/;

/**
 * A delivery arriving without a supplier order (until purchasing exists): supplier, delivery
 * note number, date, buffer and lines; saved as a draft or saved and posted at once.
 */
export function ReceiptForm({ onDone }: { onDone: (receipt: TReceipt, posted: boolean) => void }) {
  const { t } = useTranslation();
  const [supplier, setSupplier] = useState<PartnerRef | null>(null);
  const [deliveryNote, setDeliveryNote] = useState('');
  const [date, setDate] = useState<string | null>(todayIsoDate());
  const [buffer, setBuffer] = useState<Place | null>(null);
  const [lines, setLines] = useState<Line[]>(() => [emptyLine()]);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const isDirty =
    supplier !== null || deliveryNote !== '' || lines.some((l) => l.product || l.quantity);
  useUnsavedGuard(isDirty);

  const setLine = (key: number, change: Partial<Line>) =>
    setLines((current) => current.map((l) => (l.key === key ? { ...l, ...change } : l)));

  const reset = () => {
    setSupplier(null);
    setDeliveryNote('');
    setLines([emptyLine()]);
    setError(null);
  };

  const save = async (post: boolean) => {
    const filled = lines.filter((l) => l.product || l.quantity.trim());
    const body = {
      supplierId: supplier?.id ?? 0,
      deliveryNoteNumber: deliveryNote.trim(),
      ...(date ? { receiptDate: date } : {}),
      storageId: buffer?.id ?? null,
      lines: filled.map((l) => ({
        productId: l.product?.id ?? 0,
        quantity: toDecimalString(l.quantity) ?? '',
      })),
    };
    if (!supplier) return setError(t('SHELVING.RECEIPT.ERROR.SUPPLIER'));
    if (!body.deliveryNoteNumber) return setError(t('SHELVING.RECEIPT.ERROR.DELIVERY_NOTE'));
    if (
      body.lines.length === 0 ||
      body.lines.some((l) => !l.productId || !QUANTITY.test(l.quantity) || Number(l.quantity) <= 0)
    )
      return setError(t('SHELVING.RECEIPT.ERROR.LINES'));
    setSaving(true);
    setError(null);
    try {
      const created = await callApi(receiptEndpoints.create, { body });
      const result = post
        ? await callApi(receiptEndpoints.post, {
            params: { id: created.id },
            body: { version: created.version },
          })
        : created;
      reset();
      onDone(result, post);
    } catch (failure) {
      setError(t(receiptRefusalKey(failure)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('SHELVING.RECEIPT.NEW')}
        </Title>
        <PartnerLookup
          lookup="suppliers"
          label={t('SHELVING.RECEIPT.SUPPLIER')}
          required
          value={supplier}
          onChange={setSupplier}
        />
        <TextInput
          label={t('SHELVING.RECEIPT.DELIVERY_NOTE')}
          required
          value={deliveryNote}
          maxLength={60}
          onChange={(event) => setDeliveryNote(event.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <DateInput label={t('SHELVING.RECEIPT.DATE')} value={date} onChange={setDate} />
          <StorageSelect
            label={t('SHELVING.RECEIPT.BUFFER')}
            placeholder={t('SHELVING.RECEIPT.BUFFER_DEFAULT')}
            value={buffer}
            onChange={setBuffer}
            types={['BUFFER']}
          />
        </Group>
        <Title order={3} size="h5">
          {t('SHELVING.RECEIPT.LINES')}
        </Title>
        {lines.map((line, index) => (
          <Group key={line.key} align="flex-end" wrap="nowrap" gap="xs">
            <div style={{ flex: 3, minWidth: 0 }}>
              <ProductLookup
                label={`${t('SHELVING.RECEIPT.PRODUCT')} ${index + 1}`}
                value={line.product}
                onChange={(product) => setLine(line.key, { product })}
              />
            </div>
            <TextInput
              style={{ flex: 1, minWidth: 80 }}
              label={`${t('SHELVING.RECEIPT.QUANTITY')} ${index + 1}`}
              inputMode="decimal"
              value={line.quantity}
              onChange={(event) => setLine(line.key, { quantity: event.currentTarget.value })}
            />
            <ActionIcon
              variant="subtle"
              size={44}
              aria-label={`${t('SHELVING.RECEIPT.REMOVE_LINE')} ${index + 1}`}
              disabled={lines.length === 1}
              onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          mih={44}
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setLines((current) => [...current, emptyLine()])}
        >
          {t('SHELVING.RECEIPT.ADD_LINE')}
        </Button>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group grow>
          <ActionButton
            endpoint={receiptEndpoints.create}
            variant="default"
            mih={48}
            loading={isSaving}
            onClick={() => void save(false)}
          >
            {t('SHELVING.RECEIPT.SAVE_DRAFT')}
          </ActionButton>
          <ActionButton
            endpoint={receiptEndpoints.post}
            mih={48}
            loading={isSaving}
            onClick={() => void save(true)}
          >
            {t('SHELVING.RECEIPT.SAVE_AND_POST')}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
