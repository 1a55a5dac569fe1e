import { type ButtonProps, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import { FormButtons } from '../../../ui/form-buttons';
import { GuardedModal } from '../../../ui/guarded-modal';

/** An action on an invoice (payment, refund, credit note, cancel) asked for in a modal form. */
export function InvoiceActionModal({
  title,
  size,
  onClose,
  onSubmit,
  submitLabel,
  color,
  isPending,
  children,
}: {
  title: string;
  size?: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  submitLabel: string;
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
            color={color}
            loading={isPending}
          />
        </Stack>
      </form>
    </GuardedModal>
  );
}

/** What the form says when the action failed: the server's detail, or the error as text. */
export function failureOf(t: TFunction, error: unknown): string {
  return t('INVOICES.ERROR.FAILED', {
    detail: error instanceof ApiError ? (error.problem?.detail ?? error.message) : String(error),
  });
}
