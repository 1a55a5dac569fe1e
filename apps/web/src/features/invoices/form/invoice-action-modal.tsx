import type { Endpoint } from '@kontor/contract';
import { type ButtonProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormButtons } from '../../../ui/form-buttons';
import { GuardedModal } from '../../../ui/guarded-modal';

/** An action on an invoice (payment, refund, credit note, cancel) asked for in a modal form. */
export function InvoiceActionModal({
  title,
  size,
  onClose,
  onSubmit,
  submitLabel,
  endpoint,
  color,
  isPending,
  children,
}: {
  title: string;
  size?: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  submitLabel: string;
  /** The call the submit makes: hidden from users the server refuses */
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  color?: ButtonProps['color'];
  isPending: boolean;
  /** The action's fields */
  children: ReactNode;
}) {
  return (
    <GuardedModal opened onClose={onClose} title={title} {...(size && { size })}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <FormButtons
            onCancel={onClose}
            submitLabel={submitLabel}
            endpoint={endpoint}
            color={color}
            loading={isPending}
          />
        </Stack>
      </form>
    </GuardedModal>
  );
}
