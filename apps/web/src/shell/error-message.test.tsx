import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { renderInShell } from '../test/shell-test-utils';
import { ErrorMessage } from './error-message';

vi.mock('../lib/log', () => ({ logError: vi.fn() }));

const failure = (status: number) => new ApiError('/kontor/rest/partners', status, '', {}, 'failed');

it('tells a refused page load (403) that permission is missing and what to do', async () => {
  renderInShell(<ErrorMessage error={failure(403)} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Nincs jogosultság');
  expect(alert).toHaveTextContent('Kérjen jogosultságot a rendszergazdától, vagy váltson céget.');
  expect(alert).not.toHaveTextContent('Próbálja újra később');
});

it('asks to try again later when the load failed for another reason', async () => {
  renderInShell(<ErrorMessage error={failure(500)} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Az adatok betöltése nem sikerült. Próbálja újra később.',
  );
});
