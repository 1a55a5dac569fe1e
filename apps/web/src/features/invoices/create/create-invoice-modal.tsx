import type { TOrder } from '@kontor/contract';
import { invoiceEndpoints } from '@kontor/contract';
import { Alert, Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { AFTER_SAVE, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { DateInput } from '../../../ui/date-input';
import { LAYER } from '../../../ui/layers';
import { useToast } from '../../../ui/toast';
import { useOrder } from '../../customer-orders/api/sales-api';
import { useCreateInvoice, useInvoiceSearch } from '../api/invoices-api';
import { InvoiceActionModal } from '../form/invoice-action-modal';
import { invoiceFailureOf, invoiceFieldErrors } from '../form/nav-failure';
import {
  type Basis,
  type CreatableKind,
  type CreateValues,
  createBodyOf,
  initialCreateValues,
  kindsFor,
} from './create-invoice-model';
import { InvoicedSoFar } from './invoiced-so-far';
import { OrderLookup, type OrderRef } from './order-lookup';

const FIELDS = new Set(['kind', 'amount', 'percent', 'proformaId', 'fulfilmentDate']);

/**
 * Issues a proforma, advance, normal or final invoice of one order: the kinds its state allows,
 * what it has been invoiced with so far, an amount or percent (or a paid proforma) for a
 * proforma or advance and the day an advance's money arrived. One idempotency key per opening: a
 * double click or a retry makes one document. The new document opens.
 */
export function CreateInvoiceModal({
  order: fixedOrder = null,
  onClose,
}: {
  /** The order the dialog is opened on; none: the user picks one first */
  order?: TOrder | null;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<OrderRef | null>(null);
  const loaded = useOrder(fixedOrder || !picked ? null : picked.id);
  const order = fixedOrder ?? (picked && loaded.data?.id === picked.id ? loaded.data : null);
  return (
    <CreateInvoiceForm
      order={order}
      onClose={onClose}
      lookup={!fixedOrder && <OrderLookup value={picked} onChange={setPicked} />}
    />
  );
}

function CreateInvoiceForm({
  order,
  lookup,
  onClose,
}: {
  order: TOrder | null;
  lookup: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useCreateInvoice();
  const kinds = order ? kindsFor(order) : [];
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [chosen, setValues] = useState<CreateValues>(() => initialCreateValues('PROFORMA'));
  // Another order may not allow the kind chosen before: its first kind then.
  const values =
    kinds.includes(chosen.kind) || kinds.length === 0
      ? chosen
      : { ...chosen, kind: kinds[0] as CreatableKind };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const documents = useInvoiceSearch(
    { customerOrderId: order?.id ?? 0, page_size: 100 },
    order !== null,
  );
  // The previous order's page may still be on screen while this order's loads.
  const ofOrder = (documents.data?.items ?? []).filter((d) => d.customerOrderId === order?.id);
  const paidProformas = ofOrder.filter(
    (d) => d.kind === 'PROFORMA' && d.cancelledAt === null && Number(d.paid) > 0,
  );
  useUnsavedGuard(values.amount !== '' || values.percent !== '' || values.note !== '');

  const patch = (change: Partial<CreateValues>) => {
    setValues({ ...values, ...change });
    setErrors({});
    setFailure(null);
  };

  async function submit() {
    if (!order || kinds.length === 0) return;
    const built = createBodyOf(values, idempotencyKey);
    if ('missing' in built) {
      setErrors(
        Object.fromEntries(
          Object.entries(built.missing).map(([path, key]) => [
            path,
            t(`INVOICES.FIELD_ERROR.${key}`, { figure: '' }),
          ]),
        ),
      );
      return;
    }
    try {
      const invoice = await save.mutateAsync({ orderId: order.id, body: built.body });
      toast.show(
        t('INVOICES.CREATE.DONE', {
          kind: t(`INVOICES.KIND.${invoice.kind}`),
          number: invoice.number,
        }),
        'SUCCESS',
      );
      onClose();
      void navigate(`/app/CustomerInvoiceForm?id=${invoice.id}`, { state: AFTER_SAVE });
    } catch (e) {
      setErrors(invoiceFieldErrors(t, e));
      setFailure(invoiceFailureOf(t, e, (path) => FIELDS.has(path)));
    }
  }

  const measured = kinds.length > 0 && (values.kind === 'PROFORMA' || values.kind === 'ADVANCE');
  const bases: Basis[] =
    values.kind === 'ADVANCE' ? ['AMOUNT', 'PERCENT', 'PROFORMA'] : ['AMOUNT', 'PERCENT'];
  const basis = bases.includes(values.basis) ? values.basis : 'AMOUNT';

  return (
    <InvoiceActionModal
      endpoint={invoiceEndpoints.createFromOrder}
      title={
        order ? t('INVOICES.CREATE.TITLE_OF', { number: order.number }) : t('INVOICES.CREATE.TITLE')
      }
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('INVOICES.CREATE.SUBMIT')}
      isPending={save.isPending}
    >
      {lookup}
      {order && <InvoicedSoFar order={order} documents={ofOrder} />}
      {!order ? null : kinds.length === 0 ? (
        <Alert color="yellow">{t('INVOICES.CREATE.NO_KIND')}</Alert>
      ) : (
        <Radio.Group
          label={t('INVOICES.CREATE.KIND')}
          value={values.kind}
          onChange={(kind) => patch({ kind: kind as CreatableKind })}
          error={errors.kind}
          withAsterisk
        >
          <Group mt="xs">
            {kinds.map((kind) => (
              <Radio key={kind} value={kind} label={t(`INVOICES.KIND.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {!measured && order && kinds.length > 0 && (
        <Alert color="blue">{t(`INVOICES.CREATE.HINT.${values.kind}`)}</Alert>
      )}
      {measured && (
        <Radio.Group
          label={t('INVOICES.CREATE.BASIS')}
          value={basis}
          onChange={(next) => patch({ basis: next as Basis })}
        >
          <Group mt="xs">
            {bases.map((b) => (
              <Radio key={b} value={b} label={t(`INVOICES.CREATE.BASIS_${b}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {measured && basis === 'AMOUNT' && (
        <TextInput
          label={t('INVOICES.CREATE.AMOUNT', { currency: order?.currencyCode })}
          value={values.amount}
          onChange={(e) => patch({ amount: e.currentTarget.value })}
          error={errors.amount}
          inputMode="decimal"
          withAsterisk
        />
      )}
      {measured && basis === 'PERCENT' && (
        <TextInput
          label={t('INVOICES.CREATE.PERCENT')}
          value={values.percent}
          onChange={(e) => patch({ percent: e.currentTarget.value })}
          error={errors.percent}
          inputMode="decimal"
          withAsterisk
        />
      )}
      {measured && basis === 'PROFORMA' && (
        <NativeSelect
          label={t('INVOICES.CREATE.PROFORMA')}
          value={values.proformaId === null ? '' : String(values.proformaId)}
          onChange={(e) =>
            patch({ proformaId: e.currentTarget.value ? Number(e.currentTarget.value) : null })
          }
          error={errors.proformaId}
          withAsterisk
          data={[
            {
              value: '',
              label: t('INVOICES.CREATE.PROFORMA_NONE', { count: paidProformas.length }),
            },
            ...paidProformas.map((p) => ({
              value: String(p.id),
              label: `${p.number} – ${formatMoney(p.paid, p.currencyCode)}`,
            })),
          ]}
        />
      )}
      {measured && values.kind === 'ADVANCE' && basis !== 'PROFORMA' && (
        <DateInput
          label={t('INVOICES.CREATE.RECEIVED_ON')}
          value={values.fulfilmentDate}
          onChange={(fulfilmentDate) => patch({ fulfilmentDate })}
          error={errors.fulfilmentDate}
          withAsterisk
          popoverProps={{ zIndex: LAYER.dialogAboveSpinner }}
        />
      )}
      {order && values.kind !== 'ADVANCE' && errors.fulfilmentDate && (
        <Alert color="red">{errors.fulfilmentDate}</Alert>
      )}
      <TextInput
        label={t('INVOICES.FIELD.NOTE')}
        value={values.note}
        onChange={(e) => patch({ note: e.currentTarget.value })}
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </InvoiceActionModal>
  );
}
