import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../lib/session';
import { jsonResponse, logInAs, mockApi, renderInShell } from '../../test/shell-test-utils';
import TasksPage from './tasks-page';

const task = (id: number, title: string, canComplete: boolean) => ({
  id,
  title,
  description: '',
  department: 'Raktár',
  kind: 'GENERAL',
  dueDate: null,
  url: null,
  createdAt: '2026-01-01T00:00:00Z',
  completedAt: null,
  assigneeName: canComplete ? 'Tóth Gábor' : 'Horváth László',
  canComplete,
});

describe('Feladataim', () => {
  // Any logged-in user may mark their own tasks done (the button is offered by its endpoint).
  beforeEach(() => logInAs(['warehouse']));
  afterEach(() => {
    vi.unstubAllGlobals();
    userStore.reset();
  });

  it('a colleague’s department task cannot be marked done, and says why', async () => {
    mockApi({
      'GET /tasks': () =>
        jsonResponse([task(1, 'Leltár', true), task(2, 'Polcok átrendezése', false)]),
    });
    renderInShell(<TasksPage />);
    const own = await screen.findByRole('button', { name: 'Kész: Leltár' });
    expect(own).toBeEnabled();
    const colleague = screen.getByRole('button', { name: 'Kész: Polcok átrendezése' });
    expect(colleague).toBeDisabled();
    expect(colleague).toHaveAccessibleDescription(
      'Horváth László feladata: csak ő vagy rendszergazda jelölheti késznek.',
    );
  });
});
