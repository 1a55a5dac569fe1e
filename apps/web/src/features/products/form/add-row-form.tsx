import type { Endpoint } from '@kontor/contract';
import { Fieldset, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FormErrors } from '../../../lib/forms/use-form-errors';
import { ActionButton } from '../../../ui/action-button';

interface AddRowFormProps {
  /** The fieldset's legend and the form's name */
  title: string;
  addLabel: string;
  /** The call that adds the row: the Add button is shown only to users it lets through */
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  isAdding: boolean;
  onSubmit: () => Promise<void>;
  /** Beside the Add button, e.g. a hint */
  note?: ReactNode;
  children: ReactNode;
}

/** A form under a product tab's list that adds one row to it: its fields, then Add. */
export function AddRowForm({
  title,
  addLabel,
  endpoint,
  isAdding,
  onSubmit,
  note,
  children,
}: AddRowFormProps) {
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Fieldset legend={title}>
        {children}
        <Group justify={note === undefined ? 'flex-end' : 'space-between'} mt="sm">
          {note}
          <ActionButton
            endpoint={endpoint}
            type="submit"
            variant="light"
            loading={isAdding}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {addLabel}
          </ActionButton>
        </Group>
      </Fieldset>
    </form>
  );
}

/**
 * Adds after the form's own checks pass, then clears the field errors; a refusal the server
 * names at a field shows there, any other failure through `onFailure`.
 */
export async function submitAdd(
  errors: FormErrors,
  add: () => Promise<void>,
  onFailure: () => void,
): Promise<void> {
  if (!errors.attemptSubmit()) return;
  try {
    await add();
    errors.reset();
  } catch (error) {
    if (!errors.showServerErrors(error)) onFailure();
  }
}
