import type { TToolbarWidget } from '@kontor/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/shell-test-utils';
import { ToolbarWidgets, toolbarWidgetIcon } from './toolbar-widgets';

const widgets: TToolbarWidget[] = [
  { type: 'ToolbarTaskWidget', count: 3, tooltip: 'Feladataim', url: '/app/tasks' },
  { type: 'ToolbarMessageWidget', count: 0, tooltip: 'Üzeneteim', url: '/app/messages' },
  {
    type: 'DeveloperToolsWidget',
    count: 5,
    tooltip: 'Fejlesztői eszközök',
    url: '/app/DeveloperTools',
  },
];

describe('toolbar widgets', () => {
  it('link to their URL and show a badge only for task and message counts above 0', async () => {
    renderInShell(<ToolbarWidgets widgets={widgets} />);
    const tasks = await screen.findByRole('link', { name: 'Feladataim 3' });
    expect(tasks).toHaveAttribute('href', '/app/tasks');
    expect(tasks).toHaveTextContent('3');
    const messages = screen.getByRole('link', { name: 'Üzeneteim' });
    expect(messages).toHaveAttribute('href', '/app/messages');
    expect(messages).not.toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Fejlesztői eszközök' })).toHaveAttribute(
      'href',
      '/app/DeveloperTools',
    );
  });

  it('treat an unknown widget type as an error', () => {
    expect(() => toolbarWidgetIcon('CalendarWidget')).toThrow(
      'Unknown toolbar widget type: CalendarWidget',
    );
  });
});
