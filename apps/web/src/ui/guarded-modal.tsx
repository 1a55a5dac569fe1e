import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { ModalGuardContext } from '../lib/forms/unsaved-changes';
import { LAYER } from './layers';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/**
 * A modal holding a form: while the form (through `useUnsavedGuard`) has unsaved input, Esc, a
 * click outside, the close button and the form's Cancel (`useModalClose`) ask before discarding it.
 */
export function GuardedModal({ opened, onClose, children, ...rest }: ModalProps) {
  const [isDirty, setIsDirty] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  useEffect(() => {
    if (!opened) setIsAsking(false);
  }, [opened]);
  const guard = useMemo(
    () => ({
      setDirty: setIsDirty,
      // Asked once the Esc that asks has been handled: opened during it, the question's own Esc
      // handler (a window listener like the modal's) would take the same key press as "stay".
      requestClose: () => (isDirty ? setTimeout(() => setIsAsking(true)) : onClose()),
    }),
    [isDirty, onClose],
  );
  return (
    <ModalGuardContext value={guard}>
      <Modal
        zIndex={LAYER.dialog}
        {...rest}
        opened={opened}
        onClose={guard.requestClose}
        closeOnEscape={!isAsking}
      >
        {children}
      </Modal>
      <UnsavedChangesDialog
        opened={isAsking}
        onStay={() => setIsAsking(false)}
        onDiscard={() => {
          setIsAsking(false);
          onClose();
        }}
      />
    </ModalGuardContext>
  );
}
