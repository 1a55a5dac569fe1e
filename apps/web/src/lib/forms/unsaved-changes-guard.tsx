import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedChangesDialog } from '../../ui/unsaved-changes-dialog';
import { useStore } from '../store';
import { isLeavingPage, leaveQuestion, unsavedForms } from './unsaved-changes';

/**
 * Mounted once in the layout: while a form holds unsaved changes, every navigation that leaves
 * the page (links, back button, breadcrumb, menu, hotkeys: all go through the router) and the
 * shell's `confirmLeave` (firm switch, logout) ask first; closing or reloading the tab gets the
 * browser's own question.
 */
export function UnsavedChangesGuard() {
  const isDirty = useStore(unsavedForms).size > 0;
  const question = useStore(leaveQuestion);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedForms.get().size > 0 && isLeavingPage(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const isBlocked = blocker.state === 'blocked';
  return (
    <UnsavedChangesDialog
      opened={isBlocked || question !== null}
      onStay={() => (isBlocked ? blocker.reset() : question?.(false))}
      onDiscard={() => (isBlocked ? blocker.proceed() : question?.(true))}
    />
  );
}
