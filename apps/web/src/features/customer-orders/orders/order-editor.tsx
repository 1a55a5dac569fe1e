import { customerOrderEndpoints, type TOrder, type TOrderLinesChanged } from '@kontor/contract';
import { Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api/client';
import { AFTER_SAVE } from '../../../lib/forms/unsaved-changes';
import { usePermission } from '../../../lib/permissions';
import { DateInput } from '../../../ui/date-input';
import { useToast } from '../../../ui/toast';
import { SendEmailButton } from '../../emails/send-email-button';
import { CreateInvoiceButton } from '../../invoices/create/create-invoice-button';
import { kindsFor } from '../../invoices/create/create-invoice-model';
import { CreateWorkshopOrdersButton, useWorkshopLineColumn } from '../../production/order-workshop';
import { orderQuery, useSalesMutation } from '../api/sales-api';
import { DocumentFormView, useDocumentForm } from '../components/document-form';
import { HistoryButton } from '../components/document-page';
import { HeaderFields } from '../components/header-fields';
import { DeliveryAddressSelect } from './delivery-address-select';
import { DispatchAndInvoiceButton } from './dispatch-and-invoice-button';
import { useFulfilmentColumns } from './fulfilment-columns';
import { OrderActions } from './order-actions';
import {
  emptyOrder,
  newOrderLine,
  type OrderValues,
  orderBodyOf,
  orderFormOf,
  orderRowsOf,
} from './order-form-model';
import { PartialDispatchButton } from './partial-dispatch';

const EDITABLE_STATES = new Set(['DRAFT', 'CONFIRMED']);
const DISPATCHABLE = new Set(['CONFIRMED', 'IN_PROGRESS', 'READY']);

/**
 * The customer order document: header, lines with fulfilment, totals; state actions. `takenIn`:
 * lines another section of the page stored on the order (the delivery fees, whose version the
 * page passes on without a new editor), taken into the form beside what the user typed.
 */
export function OrderEditor({
  order,
  takenIn = null,
}: {
  order: TOrder | null;
  takenIn?: TOrderLinesChanged | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayWrite = usePermission('sales.write');
  const form = useDocumentForm<OrderValues>(
    order ? orderFormOf(order) : emptyOrder(),
    order && { priceType: order.priceType, date: order.orderDate },
  );
  const save = useSalesMutation(
    (body: ReturnType<typeof orderBodyOf> & { id?: number; version?: number }) =>
      body.id
        ? callApi(customerOrderEndpoints.update, {
            body: { ...body, id: body.id, version: body.version as number },
          })
        : callApi(customerOrderEndpoints.create, { body }),
    orderQuery,
  );
  const { takeIn } = form;
  useEffect(() => {
    if (takenIn)
      takeIn(
        orderRowsOf(takenIn.lines),
        takenIn.deletedLineIds.map((id) => `line-${id}`),
      );
  }, [takenIn, takeIn]);
  const readOnly = !mayWrite || (order !== null && !EDITABLE_STATES.has(order.state));
  const { values, patch, lines, errors } = form;
  const errorOf = errors.errorOf;

  const fulfilmentColumns = useFulfilmentColumns();
  const workshopColumn = useWorkshopLineColumn(order);
  const extraColumns = useMemo(
    () => (workshopColumn ? [...fulfilmentColumns, workshopColumn] : fulfilmentColumns),
    [fulfilmentColumns, workshopColumn],
  );

  async function onSave() {
    const body = orderBodyOf(values, lines.rows, order);
    const saved = await save.mutateAsync(
      order ? { ...body, id: order.id, version: order.version } : body,
    );
    toast.show(t('SALES.ORDER.SAVED', { number: saved.number }), 'SUCCESS');
    // A stored order's page shows the saved version in a fresh editor (keyed by the version).
    if (!order)
      navigate(`/app/CustomerOrderForm?id=${saved.id}`, { replace: true, state: AFTER_SAVE });
  }

  async function reload() {
    if (!order) return;
    const fresh = await queryClient.fetchQuery({ ...orderQuery(order.id), staleTime: 0 });
    form.reset(orderFormOf(fresh));
  }

  return (
    <DocumentFormView
      form={form}
      label={t('SALES.ORDER.TITLE')}
      readOnly={readOnly}
      onSave={onSave}
      saveEndpoint={order ? customerOrderEndpoints.update : customerOrderEndpoints.create}
      onReload={() => void reload()}
      extraColumns={extraColumns}
      newLine={newOrderLine}
      actions={
        order && (
          <>
            <OrderActions order={order} isDirty={form.isDirty} />
            {DISPATCHABLE.has(order.state) && (
              <PartialDispatchButton order={order} disabled={form.isDirty} />
            )}
            {DISPATCHABLE.has(order.state) && (
              <DispatchAndInvoiceButton order={order} disabled={form.isDirty} />
            )}
            {kindsFor(order).length > 0 && (
              <CreateInvoiceButton order={order} disabled={form.isDirty} />
            )}
            <CreateWorkshopOrdersButton order={order} disabled={form.isDirty} />
            <HistoryButton entity="customer_order" id={order.id} />
            <SendEmailButton
              document={{ documentKind: 'ORDER_CONFIRMATION', documentId: order.id }}
              disabled={form.isDirty}
            />
          </>
        )
      }
      header={
        <HeaderFields
          values={values}
          errors={errors}
          isCustomerLocked={readOnly || (order !== null && order.state !== 'DRAFT')}
          onChange={(change) =>
            // Another customer: the shipping addresses are theirs, the billing address at first.
            patch('customer' in change ? { ...change, deliveryAddressId: null } : change)
          }
        >
          <DeliveryAddressSelect
            customerId={values.customer?.id ?? null}
            value={values.deliveryAddressId}
            onChange={(deliveryAddressId) => patch({ deliveryAddressId })}
            disabled={readOnly}
            error={errorOf('deliveryAddressId')}
          />
          <DateInput
            label={t('SALES.FIELD.WANTED_DELIVERY_DATE')}
            value={values.wantedDeliveryDate}
            clearable
            onChange={(wantedDeliveryDate) => patch({ wantedDeliveryDate })}
            error={errorOf('wantedDeliveryDate')}
          />
          <Textarea
            label={t('SALES.FIELD.CUSTOMER_NOTE')}
            autosize
            maxLength={4000}
            value={values.customerNote}
            onChange={(event) => patch({ customerNote: event.currentTarget.value })}
          />
          <Textarea
            label={t('SALES.FIELD.INTERNAL_NOTE')}
            autosize
            maxLength={4000}
            value={values.internalNote}
            onChange={(event) => patch({ internalNote: event.currentTarget.value })}
          />
        </HeaderFields>
      }
    />
  );
}
