import {
  supplierOrderEndpoints,
  type TSupplierOrder,
  type TSupplierOrderLine,
} from '@kontor/contract';
import { Alert, Fieldset, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api/client';
import { AFTER_SAVE, hasChanged, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useInvalidFormNotice } from '../../../lib/forms/use-invalid-form-notice';
import { ActionButton } from '../../../ui/action-button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { StaleAlert } from '../../../ui/stale-alert';
import { useToast } from '../../../ui/toast';
import { stateRefusalOf } from '../../customer-orders/components/sales-field-errors';
import { supplierOrderQuery, useSupplierOrderMutation } from '../api/purchasing-api';
import { OrderActions } from './order-actions';
import { OrderHeader } from './order-header';
import { OrderLines } from './order-lines';
import {
  bodyOf,
  emptyHeader,
  headerOf,
  type LineValues,
  linesOf,
  newLine,
  purchasingProblemErrors,
} from './order-model';

const NO_CLIENT_ERRORS = {};
const STORNO_STATES = new Set(['SENT', 'CONFIRMED', 'PARTLY_RECEIVED']);

/** The supplier order document: header, items, save (DRAFT only), state actions, line storno. */
export function OrderEditor({
  order,
  onSent,
}: {
  order: TSupplierOrder | null;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const { focusFirstError } = useInvalidFormNotice(formRef);
  const [header, setHeader] = useState(() => (order ? headerOf(order) : emptyHeader()));
  const [lines, setLines] = useState<LineValues[]>(() => (order ? linesOf(order) : [newLine()]));
  const [initial, setInitial] = useState(() => bodyOf(header, lines));
  const [storno, setStorno] = useState<TSupplierOrderLine | null>(null);
  const [stornoRefusal, setStornoRefusal] = useState<string | null>(null);
  const errors = useFormErrors(NO_CLIENT_ERRORS, purchasingProblemErrors);
  const readOnly = order !== null && order.state !== 'DRAFT';
  const isDirty = !readOnly && hasChanged(bodyOf(header, lines), initial);
  useUnsavedGuard(isDirty);
  const [shownVersion, setShownVersion] = useState(order?.version);

  function load(fresh: TSupplierOrder) {
    setShownVersion(fresh.version);
    setHeader(headerOf(fresh));
    setLines(linesOf(fresh));
    setInitial(bodyOf(headerOf(fresh), linesOf(fresh)));
    errors.reset();
  }
  // A live change of this order shows at once unless the user is editing (a save then says stale).
  if (order && order.version !== shownVersion && !isDirty) load(order);

  const save = useSupplierOrderMutation((body: ReturnType<typeof bodyOf>) =>
    order
      ? callApi(supplierOrderEndpoints.update, {
          params: { id: order.id },
          body: { ...body, version: order.version },
        })
      : callApi(supplierOrderEndpoints.create, { body }),
  );
  const stornoLine = useSupplierOrderMutation((orderItemId: number) =>
    callApi(supplierOrderEndpoints.stornoItem, { params: { orderItemId } }),
  );

  async function submit() {
    try {
      const saved = await save.mutateAsync(bodyOf(header, lines));
      toast.show(t('PURCHASING.FORM.SAVED', { number: saved.number }), 'SUCCESS');
      if (order) load(saved);
      else navigate(`/app/SupplierOrderForm?id=${saved.id}`, { replace: true, state: AFTER_SAVE });
    } catch (error) {
      if (errors.showServerErrors(error)) focusFirstError();
      else toast.show(t('PURCHASING.FORM.SAVE_FAILED'), 'ERROR');
    }
  }

  async function reload() {
    if (!order) return;
    load(await queryClient.fetchQuery({ ...supplierOrderQuery(order.id), staleTime: 0 }));
  }

  async function confirmStorno() {
    if (!storno) return;
    try {
      await stornoLine.mutateAsync(storno.id);
      toast.show(t('PURCHASING.ACTION.STORNO_LINE.DONE', { code: storno.productCode }), 'SUCCESS');
      setStorno(null);
    } catch (error) {
      setStornoRefusal(stateRefusalOf(t, error));
    }
  }

  const stale = errors.errorOf('version');
  const linesError = errors.errorOf('lines');
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('PURCHASING.FORM.TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        // A dialog's form (receive) is portalled out of this one, but React bubbles its submit here.
        if (event.target === event.currentTarget && !readOnly) void submit();
      }}
    >
      <Stack gap="md">
        {stale && (
          <StaleAlert
            title={t('PURCHASING.ERROR.STALE_TITLE')}
            message={stale}
            onReload={() => void reload()}
          />
        )}
        <Fieldset legend={t('PURCHASING.FORM.HEADER')}>
          <OrderHeader
            values={header}
            stored={order && { ...headerOf(order), rate: order.exchangeRate }}
            errors={errors}
            readOnly={readOnly}
            onChange={(patch, field) => {
              setHeader((h) => ({ ...h, ...patch }));
              errors.change(field);
            }}
          />
        </Fieldset>
        <Fieldset legend={t('PURCHASING.FORM.LINES')}>
          <Stack gap="sm">
            <OrderLines
              lines={lines}
              currency={header.currencyCode}
              readOnly={readOnly}
              errorOf={errors.errorOf}
              onChange={setLines}
              onStorno={
                order && STORNO_STATES.has(order.state)
                  ? (line) => {
                      setStornoRefusal(null);
                      setStorno(line);
                    }
                  : null
              }
            />
            {linesError && (
              <Alert color="red" role="alert">
                {linesError}
              </Alert>
            )}
          </Stack>
        </Fieldset>
        <Group justify="space-between">
          <Group gap="sm">
            {order && <OrderActions order={order} isDirty={isDirty} onSent={onSent} />}
          </Group>
          {!readOnly && (
            <ActionButton
              endpoint={order ? supplierOrderEndpoints.update : supplierOrderEndpoints.create}
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t('PURCHASING.FORM.SAVE')}
            </ActionButton>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={storno !== null}
        title={t('PURCHASING.ACTION.STORNO_LINE')}
        question={
          storno
            ? t('PURCHASING.ACTION.STORNO_LINE.QUESTION', {
                code: storno.productCode,
                quantity: storno.openQuantity,
              })
            : ''
        }
        confirmLabel={t('PURCHASING.ACTION.STORNO_LINE')}
        isPending={stornoLine.isPending}
        refusal={stornoRefusal}
        onConfirm={() => void confirmStorno()}
        onClose={() => setStorno(null)}
      />
    </form>
  );
}
