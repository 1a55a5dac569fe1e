import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface StopItem {
  id: number;
  /** How the stop is named to a screen reader ('3. Kovács Kft., Győr') */
  title: string;
}

function SortableStop({
  item,
  isLocked,
  children,
}: {
  item: StopItem;
  isLocked: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: isLocked,
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      data-stop-id={item.id}
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition, listStyle: 'none' }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {!isLocked && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('DELIVERY.ROUTES.MOVE_STOP', { title: item.title })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
        )}
        {children}
      </Group>
    </Paper>
  );
}

/** Hungarian words for dnd-kit's screen reader announcements. */
function useStopDndTexts(items: StopItem[]) {
  const { t } = useTranslation();
  return useMemo(() => {
    const titles = new Map(items.map((item) => [item.id, item.title]));
    const titleOf = (id: string | number) => titles.get(Number(id)) ?? String(id);
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('DELIVERY.ROUTES.DND_PICKED', { title: titleOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('DELIVERY.ROUTES.DND_OVER', { title: titleOf(active.id), over: titleOf(over.id) })
          : undefined,
      onDragEnd: ({ active }) => t('DELIVERY.ROUTES.DND_DROPPED', { title: titleOf(active.id) }),
      onDragCancel: ({ active }) =>
        t('DELIVERY.ROUTES.DND_CANCELLED', { title: titleOf(active.id) }),
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: t('DELIVERY.ROUTES.DND_INSTRUCTIONS') },
    };
  }, [items, t]);
}

/**
 * A route's stops in their order, reordered by dragging the handle or by keyboard (Space on the
 * handle, arrows, Space). `onReorder` gets the stop ids in the new order; a locked route (departed
 * or closed) shows no handles.
 */
export function SortableStops({
  label,
  items,
  isLocked,
  onReorder,
  renderStop,
}: {
  label: string;
  items: StopItem[];
  isLocked: boolean;
  onReorder: (ids: number[]) => void;
  renderStop: (item: StopItem, index: number) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useStopDndTexts(items);
  const ids = items.map((item) => item.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} style={{ display: 'grid', gap: 6, padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <SortableStop key={item.id} item={item} isLocked={isLocked}>
              {renderStop(item, index)}
            </SortableStop>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
