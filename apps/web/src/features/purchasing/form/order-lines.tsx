import { Money, supplierOrderEndpoints, type TSupplierOrderLine } from '@kontor/contract';
import { ActionIcon, Button, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../lib/format';
import { toDecimalString } from '../../../lib/forms/decimal-input';
import { ActionButton } from '../../../ui/action-button';
import { ProductLookup } from '../../products/components/product-lookup';
import { DemandLinks } from '../demand-links';
import { type LineValues, newLine as newLineFactory } from './order-model';

/** What a line's net shows: the server's for a saved unchanged line, else quantity × price. */
function netOf(line: LineValues): string | null {
  const quantity = toDecimalString(line.quantity);
  const price = toDecimalString(line.unitPrice);
  if (quantity === null || price === null) return null;
  try {
    const s = line.stored;
    if (s && new Money(s.quantity).eq(quantity) && new Money(s.unitPrice).eq(price)) return s.net;
    return new Money(quantity).times(price).toFixed(2);
  } catch {
    return null;
  }
}

const qty = (value: string | undefined) => (value === undefined ? '–' : formatQuantity(value));

/**
 * The items grid: product, quantity, unit price (empty: the supplier's price), net, received /
 * cancelled / open, the customer orders served. Editable in DRAFT; a stored line with something
 * still expected offers its storno (`onStorno`) where the state allows it.
 */
export function OrderLines({
  lines,
  currency,
  readOnly,
  errorOf,
  onChange,
  onStorno,
}: {
  lines: readonly LineValues[];
  currency: string;
  readOnly: boolean;
  errorOf: (path: string) => string | undefined;
  onChange: (next: LineValues[]) => void;
  onStorno: ((line: TSupplierOrderLine) => void) | null;
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<LineValues>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  // Server errors name the index among the lines sent (those with a product).
  let sent = -1;
  return (
    <>
      <Table.ScrollContainer minWidth={1100}>
        <Table striped aria-label={t('PURCHASING.FORM.LINES')} data-testid="supplier-order-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th miw={260}>{t('PURCHASING.FIELD.PRODUCT')}</Table.Th>
              <Table.Th w={110}>{t('PURCHASING.FIELD.QUANTITY')}</Table.Th>
              <Table.Th w={130}>{t('PURCHASING.FIELD.UNIT_PRICE')}</Table.Th>
              <Table.Th ta="right">{t('PURCHASING.FIELD.NET')}</Table.Th>
              <Table.Th ta="right">{t('PURCHASING.FIELD.RECEIVED')}</Table.Th>
              <Table.Th ta="right">{t('PURCHASING.FIELD.CANCELLED')}</Table.Th>
              <Table.Th ta="right">{t('PURCHASING.FIELD.OPEN')}</Table.Th>
              <Table.Th>{t('PURCHASING.FIELD.CUSTOMER_ORDERS')}</Table.Th>
              <Table.Th w={120} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              if (line.product) sent += 1;
              const path = `lines.${sent}`;
              const s = line.stored;
              const net = netOf(line);
              const position = index + 1;
              return (
                <Table.Tr key={line.key} data-line={line.product?.code ?? ''}>
                  <Table.Td>{position}</Table.Td>
                  <Table.Td>
                    {readOnly ? (
                      `${line.product?.code} – ${line.product?.name}`
                    ) : (
                      <ProductLookup
                        label={t('PURCHASING.LINE.PRODUCT_OF', { position })}
                        value={line.product}
                        clearable={false}
                        onChange={(product) => set(index, { product, unitPrice: '', demands: [] })}
                        error={line.product ? errorOf(`${path}.productId`) : undefined}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {readOnly ? (
                      qty(s?.quantity)
                    ) : (
                      <TextInput
                        aria-label={t('PURCHASING.LINE.QUANTITY_OF', { position })}
                        inputMode="decimal"
                        value={line.quantity}
                        onChange={(e) => set(index, { quantity: e.currentTarget.value })}
                        error={errorOf(`${path}.quantity`)}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {readOnly ? (
                      formatMoney(s?.unitPrice ?? '0', currency)
                    ) : (
                      <TextInput
                        aria-label={t('PURCHASING.LINE.PRICE_OF', { position })}
                        placeholder={t('PURCHASING.LINE.SUPPLIER_PRICE')}
                        inputMode="decimal"
                        value={line.unitPrice}
                        onChange={(e) => set(index, { unitPrice: e.currentTarget.value })}
                        error={errorOf(`${path}.unitPrice`)}
                      />
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{net === null ? '–' : formatMoney(net, currency)}</Table.Td>
                  <Table.Td ta="right">{qty(s?.receivedQuantity)}</Table.Td>
                  <Table.Td ta="right">{qty(s?.cancelledQuantity)}</Table.Td>
                  <Table.Td ta="right">{qty(s?.openQuantity)}</Table.Td>
                  <Table.Td>
                    <DemandLinks demands={line.demands} />
                    <Text size="xs" c="red">
                      {errorOf(`${path}.customerOrderLineIds.0`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {!readOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('PURCHASING.LINE.REMOVE', { position })}
                        onClick={() => onChange(lines.filter((_, i) => i !== index))}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                    {onStorno && s && Number(s.openQuantity) > 0 && (
                      <ActionButton
                        endpoint={supplierOrderEndpoints.stornoItem}
                        size="xs"
                        variant="outline"
                        color="red"
                        onClick={() => onStorno(s)}
                      >
                        {t('PURCHASING.ACTION.STORNO_LINE')}
                      </ActionButton>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!readOnly && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...lines, newLineFactory()])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('PURCHASING.LINE.ADD')}
        </Button>
      )}
    </>
  );
}
