import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
}

/** The closing row of a form (mostly a modal's): Cancel, then the button that submits the form. */
export function FormButtons({ onCancel, submitLabel, cancelLabel, ...submit }: FormButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('UI.CANCEL')}
      </Button>
      <Button type="submit" {...submit}>
        {submitLabel}
      </Button>
    </Group>
  );
}
