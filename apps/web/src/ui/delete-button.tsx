import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from './confirm-modal';

export interface DeleteButtonProps {
  /** Texts, from the area's dictionary */
  labels: { button: string; title: string; question: string; confirm: string };
  isPending: boolean;
  /** Deletes; a rejection keeps the dialog open with the reason `refusalOf` gives. */
  onDelete: () => Promise<void>;
  refusalOf: (error: unknown) => string;
}

/**
 * Deletes a document after a confirmation. A refusal (409: still referenced, stale version) stays
 * in the dialog with its reason, since confirming again would only repeat it.
 */
export function DeleteButton({ labels, isPending, onDelete, refusalOf }: DeleteButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    try {
      await onDelete();
      setIsOpen(false);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  }

  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        {labels.button}
      </Button>
      <ConfirmModal
        opened={isOpen}
        title={labels.title}
        question={labels.question}
        confirmLabel={labels.confirm}
        isPending={isPending}
        refusal={refusal}
        onConfirm={() => void confirm()}
        onClose={() => {
          setIsOpen(false);
          setRefusal(null);
        }}
      />
    </>
  );
}
