import { Text } from '@mantine/core';
import type { ComboItem } from '../editable-grid/combo-editor';
import type { CodedEntry } from './use-entry-lookup';

/** The options of a coded lookup: the code small and monospaced above the name. */
export function entryItemsOf(entries: readonly CodedEntry[]): ComboItem[] {
  return entries.map((entry) => ({
    key: String(entry.id),
    label: `${entry.code} - ${entry.name}`,
    content: (
      <div>
        <Text size="xs" ff="monospace" opacity={0.8}>
          {entry.code}
        </Text>
        <Text size="sm">{entry.name}</Text>
      </div>
    ),
  }));
}
