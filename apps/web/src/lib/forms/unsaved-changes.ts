import { createContext, use, useEffect, useId } from 'react';
import type { Location } from 'react-router';
import { createStore } from '../store';

/**
 * Which forms of the page hold unsaved changes (their ids), and a pending "leave anyway?"
 * question of the shell (firm switch, logout). One registry for the whole app: every form calls
 * `useUnsavedGuard`, the one `UnsavedChangesGuard` in the layout asks before anything discards them.
 */
export const unsavedForms = createStore<ReadonlySet<string>>(new Set());

/** The shell's question waiting for the user's answer; null when none is asked. */
export const leaveQuestion = createStore<((isLeaving: boolean) => void) | null>(null);

export function hasUnsavedChanges(): boolean {
  return unsavedForms.get().size > 0;
}

/** Forgets every unsaved change: the user chose to leave them. */
export function discardUnsavedChanges(): void {
  unsavedForms.set(new Set());
}

/**
 * Asks the user before the shell discards the page (firm switch, logout): answers true at once
 * when nothing is unsaved, else once the user has chosen; leaving forgets the changes, so the
 * navigation that follows is not asked about again.
 */
export function confirmLeave(): Promise<boolean> {
  if (!hasUnsavedChanges()) return Promise.resolve(true);
  return new Promise((resolve) => {
    leaveQuestion.get()?.(false);
    leaveQuestion.set(() => (isLeaving: boolean) => {
      leaveQuestion.set(null);
      if (isLeaving) discardUnsavedChanges();
      resolve(isLeaving);
    });
  });
}

/** The navigation state of a move made right after a save or a delete: nothing to ask about. */
export const AFTER_SAVE = { isAfterSave: true } as const;

/**
 * Whether a navigation leaves the page: another path, or other query parameters than `tab` (the
 * tabs of a form page keep their panels, and so their unsaved values, alive).
 */
export function isLeavingPage(current: Location, next: Location): boolean {
  if ((next.state as Partial<typeof AFTER_SAVE> | null)?.isAfterSave) return false;
  const withoutTab = (search: string) => {
    const params = new URLSearchParams(search);
    params.delete('tab');
    params.sort();
    return params.toString();
  };
  return (
    current.pathname !== next.pathname || withoutTab(current.search) !== withoutTab(next.search)
  );
}

/** Whether a form's values differ from what it started with (plain data: JSON-equal). */
export function hasChanged<T>(values: T, initial: T): boolean {
  return JSON.stringify(values) !== JSON.stringify(initial);
}

/** A modal that holds a form: told by the form whether it has unsaved input (GuardedModal). */
export const ModalGuardContext = createContext<{
  setDirty: (isDirty: boolean) => void;
  requestClose: () => void;
} | null>(null);

/**
 * Registers a form's unsaved changes: while `isDirty`, leaving the page (link, back button, menu,
 * hotkey, firm switch, logout, tab close or reload) asks first, and so does closing the modal the
 * form is in.
 */
export function useUnsavedGuard(isDirty: boolean): void {
  const id = useId();
  const modal = use(ModalGuardContext);
  const setModalDirty = modal?.setDirty;
  useEffect(() => {
    setModalDirty?.(isDirty);
    if (!isDirty) return;
    unsavedForms.set((current) => new Set(current).add(id));
    return () => {
      setModalDirty?.(false);
      unsavedForms.set((current) => {
        if (!current.has(id)) return current;
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    };
  }, [id, isDirty, setModalDirty]);
}

/** The close of the guarded modal a form is in (asks first when the form has unsaved input). */
export function useModalClose(): (() => void) | undefined {
  return use(ModalGuardContext)?.requestClose;
}
