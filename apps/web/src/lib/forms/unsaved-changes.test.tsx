import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/shell-test-utils';
import { GuardedModal } from '../../ui/guarded-modal';
import {
  confirmLeave,
  discardUnsavedChanges,
  hasUnsavedChanges,
  isLeavingPage,
  useUnsavedGuard,
} from './unsaved-changes';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function NameForm() {
  const [name, setName] = useState('');
  useUnsavedGuard(name !== '');
  return (
    <TextInput label="Név" value={name} onChange={(event) => setName(event.currentTarget.value)} />
  );
}

function Page() {
  return (
    <>
      <NameForm />
      <Link to="/app/elsewhere">Máshová</Link>
      <Link to="/test?tab=other">Másik fül</Link>
      <UnsavedChangesGuard />
    </>
  );
}

function ModalPage() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <GuardedModal opened={isOpen} onClose={() => setIsOpen(false)} title="Új kapcsolattartó">
      <NameForm />
    </GuardedModal>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(discardUnsavedChanges);

describe('unsaved changes guard', () => {
  it('lets a clean form go without asking', async () => {
    const { router } = renderInShell(<Page />);
    fireEvent.click(screen.getByText('Máshová'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/elsewhere'));
  });

  it('asks before a link leaves typed input; staying keeps it, discarding leaves', async () => {
    const { router } = renderInShell(<Page />);
    type('Név', 'Kovács');
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByText('Máshová'));
    expect(await screen.findByText('Nem mentett módosítások')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(router.state.location.pathname).toBe('/test');
    expect(screen.getByLabelText('Név')).toHaveValue('Kovács');

    fireEvent.click(screen.getByText('Máshová'));
    fireEvent.click(await screen.findByRole('button', { name: 'Elvetem a módosításokat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/elsewhere'));
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks on the back button too', async () => {
    const { router } = renderInShell(<Page />);
    await act(() => router.navigate('/test?x=1'));
    type('Név', 'Kovács');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Nem mentett módosítások')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?x=1');
  });

  it('does not ask when only the tab of the page changes', async () => {
    const { router } = renderInShell(<Page />);
    type('Név', 'Kovács');
    fireEvent.click(screen.getByText('Másik fül'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=other'));
    expect(screen.queryByText('Nem mentett módosítások')).not.toBeInTheDocument();
  });

  it('confirmLeave (firm switch, logout) answers at once when clean, else the user’s choice', async () => {
    renderInShell(<Page />);
    await expect(confirmLeave()).resolves.toBe(true);
    type('Név', 'Kovács');
    const staying = confirmLeave();
    fireEvent.click(await screen.findByRole('button', { name: 'Mégse' }));
    await expect(staying).resolves.toBe(false);
    expect(hasUnsavedChanges()).toBe(true);
    const leaving = confirmLeave();
    fireEvent.click(await screen.findByRole('button', { name: 'Elvetem a módosításokat' }));
    await expect(leaving).resolves.toBe(true);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('sets the browser’s leave question only while something is unsaved', () => {
    renderInShell(<Page />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('Név', 'Kovács');
    expect(unload()).toBe(true);
  });
});

describe('guarded modal', () => {
  it('asks on Esc once something is typed; discarding closes it', async () => {
    renderInShell(<ModalPage />);
    type('Név', 'Kovács');
    fireEvent.keyDown(screen.getByLabelText('Név'), { key: 'Escape' });
    expect(await screen.findByText('Nem mentett módosítások')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(screen.getByLabelText('Név')).toHaveValue('Kovács');
    fireEvent.keyDown(screen.getByLabelText('Név'), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Elvetem a módosításokat' }));
    await waitFor(() => expect(screen.queryByLabelText('Név')).not.toBeInTheDocument());
  });
});

describe('isLeavingPage', () => {
  const at = (path: string, state: unknown = null) => {
    const url = new URL(path, 'http://x');
    return { pathname: url.pathname, search: url.search, hash: '', state, key: '' };
  };
  it('is another path or other parameters than the tab', () => {
    expect(isLeavingPage(at('/app/P?id=1&tab=a'), at('/app/P?tab=b&id=1'))).toBe(false);
    expect(isLeavingPage(at('/app/P?id=1'), at('/app/P?id=2'))).toBe(true);
    expect(isLeavingPage(at('/app/P?id=1'), at('/app/Q?id=1'))).toBe(true);
    expect(isLeavingPage(at('/app/P'), at('/app/P?id=3', { isAfterSave: true }))).toBe(false);
  });
});
