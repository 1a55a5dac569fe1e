import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useStore } from '../store';
import { isLeavingPage, leaveQuestion, unsavedForms } from './unsaved-changes';

// Loaded when first asked: the shell's bundle stays without the modal (the form pages have it).
const UnsavedChangesDialog = lazy(async () => ({
  default: (await import('../../ui/unsaved-changes-dialog')).UnsavedChangesDialog,
}));

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
  if (!isBlocked && question === null) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        opened
        onStay={() => (isBlocked ? blocker.reset() : question?.(false))}
        onDiscard={() => (isBlocked ? blocker.proceed() : question?.(true))}
      />
    </Suspense>
  );
}
