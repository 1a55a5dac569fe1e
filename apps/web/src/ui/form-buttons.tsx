import type { Endpoint } from '@kontor/contract';
import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from './action-button';

interface FormButtonsProps {
  /** Closes without saving (in a guarded modal: its `useModalClose`, which asks first) */
  onCancel: () => void;
  submitLabel: ReactNode;
  /** 'Mégse' unless the area names it otherwise */
  cancelLabel?: ReactNode;
  loading?: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
  leftSection?: ReactNode;
  /** The call the submit makes: the button is then an `ActionButton` (hidden from refused roles) */
  endpoint?: Pick<Endpoint, 'method' | 'path'>;
  /** With `endpoint`: why the submit is disabled (a dictionary text) */
  disabledReason?: string | null;
}

/** The closing row of a form (mostly a modal's): Cancel, then the button that submits the form. */
export function FormButtons({
  onCancel,
  submitLabel,
  cancelLabel,
  endpoint,
  disabledReason,
  ...submit
}: FormButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('UI.CANCEL')}
      </Button>
      {endpoint ? (
        <ActionButton
          type="submit"
          endpoint={endpoint}
          {...submit}
          disabledReason={
            disabledReason ?? (submit.disabled ? t('SHELL.DISABLED.FILL_REQUIRED') : null)
          }
        >
          {submitLabel}
        </ActionButton>
      ) : (
        <Button type="submit" {...submit}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}
