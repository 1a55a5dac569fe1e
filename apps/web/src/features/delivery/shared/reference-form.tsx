import type { Endpoint } from '@kontor/contract';
import { Alert, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../ui/form-buttons';
import { useToast } from '../../../ui/toast';
import { useListChange } from '../delivery-api';
import { deliveryRefusal } from '../delivery-errors';

type Refusal = { field: string | null; text: string } | null;

/**
 * The values of a reference form and the server's refusal: `set` changes one field (and clears
 * its refusal), `errorAt` is the refusal shown in place under a field; `modal` is what the
 * form's `ReferenceFormModal` needs to save (`save` sends the values; the list is read again).
 */
export function useReferenceForm<Values extends object>(
  initial: () => Values,
  list: Endpoint,
  send: (values: Values) => Promise<unknown>,
) {
  const [values, setValues] = useState(initial);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const change = useListChange(list, send);
  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (refusal?.field === field) setRefusal(null);
    };
  const errorAt = (field: string) =>
    refusal?.field === field || refusal?.field?.startsWith(`${field}.`) ? refusal.text : undefined;
  const modal = {
    refusal,
    isPending: change.isPending,
    save: () => change.mutateAsync(values),
    onRefused: setRefusal,
  };
  return { values, set, errorAt, modal };
}

/**
 * The modal of a reference form (a delivery method, plan condition, unpacking fee): the fields,
 * a refusal that belongs to no field above the buttons, Cancel and Save (an `ActionButton` of the
 * call it makes). Saving closes it with a toast; a refusal keeps it open.
 */
export function ReferenceFormModal({
  title,
  endpoint,
  fields,
  refusal,
  isPending,
  save,
  onRefused,
  onClose,
  savedName,
  children,
}: {
  title: string;
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  /** The fields that show their refusal in place */
  fields: readonly string[];
  refusal: Refusal;
  isPending: boolean;
  save: () => Promise<unknown>;
  onRefused: (refusal: Refusal) => void;
  onClose: () => void;
  savedName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save();
      toast.show(t('DELIVERY.SAVED', { name: savedName }), 'SUCCESS');
      onClose();
    } catch (error) {
      onRefused(deliveryRefusal(error, t));
    }
  };
  const isInPlace = refusal?.field && fields.some((f) => refusal.field?.startsWith(f));
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {children}
          {refusal && !isInPlace && <Alert color="red">{refusal.text}</Alert>}
          <FormButtons
            onCancel={onClose}
            submitLabel={t('DELIVERY.SAVE')}
            endpoint={endpoint}
            loading={isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
