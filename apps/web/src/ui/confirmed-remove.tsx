import { useState } from 'react';
import { ConfirmModal } from './confirm-modal';
import { useToast } from './toast';

export interface ConfirmedRemoveTexts<Row> {
  title: string;
  /** The question; null while it closes */
  question: (row: Row | null) => string;
  confirmLabel: string;
  /** The toast once removed */
  done: (row: Row) => string;
  /** The toast when it failed */
  failed: string;
}

/**
 * Removing a row of a list, asked first: `ask(row)` opens the question, `dialog` is the question
 * (placed once in the list's section); a toast says how it went.
 */
export function useConfirmedRemove<Row extends { id: number }>(
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean },
  texts: ConfirmedRemoveTexts<Row>,
) {
  const toast = useToast();
  const [removing, setRemoving] = useState<Row | null>(null);

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.show(texts.done(removing), 'SUCCESS');
    } catch {
      toast.show(texts.failed, 'ERROR');
    }
    setRemoving(null);
  }

  return {
    ask: setRemoving,
    dialog: (
      <ConfirmModal
        opened={removing !== null}
        title={texts.title}
        question={texts.question(removing)}
        confirmLabel={texts.confirmLabel}
        isPending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    ),
  };
}
