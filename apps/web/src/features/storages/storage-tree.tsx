import type { TStorageNode } from '@kontor/contract';
import { Group, getTreeExpandedState, Text, Tree, type TreeNodeData, useTree } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const toData = (nodes: TStorageNode[]): TreeNodeData[] =>
  nodes.map((n) => ({ value: String(n.id), label: n.code, children: toData(n.children) }));

/**
 * The warehouses and their locations as a tree (Mantine Tree: arrow keys move and open, Space
 * opens or closes). The focused location is the selected one, so the keyboard alone chooses.
 * Warehouses start open; `revealId` opens the way to a location (one just saved) and selects it.
 */
export function StorageTree({
  tree,
  byId,
  selectedId,
  onSelect,
  revealId,
}: {
  tree: TStorageNode[];
  byId: ReadonlyMap<number, TStorageNode>;
  selectedId: number | null;
  onSelect: (id: number) => void;
  revealId: number | null;
}) {
  const { t } = useTranslation();
  const data = useMemo(() => toData(tree), [tree]);
  const controller = useTree({
    initialExpandedState: getTreeExpandedState(
      data,
      data.map((d) => d.value),
    ),
  });
  // Only when another location is to be revealed: the user may close its branch afterwards.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per revealId on purpose
  useEffect(() => {
    let up = revealId === null ? null : (byId.get(revealId)?.parentId ?? null);
    for (; up !== null; up = byId.get(up)?.parentId ?? null) controller.expand(String(up));
  }, [revealId]);
  const selected = selectedId === null ? [] : [String(selectedId)];
  return (
    <Tree
      data={data}
      tree={{ ...controller, selectedState: selected }}
      aria-label={t('STORAGES.TREE')}
      onFocus={(event) => {
        const value = (event.target as HTMLElement).closest<HTMLElement>('[role=treeitem]')?.dataset
          .value;
        if (value) onSelect(Number(value));
      }}
      renderNode={({ node, expanded, hasChildren, elementProps }) => {
        const storage = byId.get(Number(node.value));
        return (
          <Group
            gap={6}
            wrap="nowrap"
            {...elementProps}
            onClick={(event) => {
              elementProps.onClick(event);
              onSelect(Number(node.value));
            }}
          >
            {hasChildren ? (
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: expanded ? undefined : 'rotate(-90deg)', flexShrink: 0 }}
              />
            ) : (
              <span style={{ width: 16, flexShrink: 0 }} />
            )}
            <Text size="sm" c={storage?.isActive === false ? 'dimmed' : undefined} truncate>
              {storage?.code} – {storage?.name}
              {storage?.isActive === false && ` (${t('STORAGES.INACTIVE')})`}
            </Text>
          </Group>
        );
      }}
    />
  );
}
