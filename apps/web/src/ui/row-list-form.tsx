import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface RowListFormProps {
  /** What the rows are, above them */
  hint?: ReactNode;
  /** Shown instead of the rows when there are none */
  emptyText: ReactNode;
  isEmpty: boolean;
  /** A message about the list as a whole (e.g. a row given twice) */
  listError?: ReactNode;
  addLabel: string;
  saveLabel: string;
  isSaving: boolean;
  onAdd: () => void;
  onSubmit: () => void;
  /** The rows */
  children: ReactNode;
}

/**
 * A list edited as a whole and saved at once (packaging units, containers): rows, an add button
 * and a save button; Enter in any field saves.
 */
export function RowListForm({
  hint,
  emptyText,
  isEmpty,
  listError,
  addLabel,
  saveLabel,
  isSaving,
  onAdd,
  onSubmit,
  children,
}: RowListFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {isEmpty && <Text>{emptyText}</Text>}
        {children}
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
          <Button
            type="submit"
            loading={isSaving}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
