import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type TWelcomePage, welcomePageEndpoints } from '@kontor/contract';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { logError } from '../../lib/log';
import { useStoredState } from '../../lib/stored-state';
import { ActionButton } from '../../ui/action-button';
import { Badge } from '../../ui/badge';
import { LAYER } from '../../ui/layers';
import { useToast } from '../../ui/toast';
import { widgetOrderQuery } from '../shell-queries';
import { Greeting } from './greeting';
import {
  arrangeWidgets,
  type DisplayedWidget,
  displayWidget,
  moveWidget,
  returnWidget,
} from './welcome-order';
import classes from './welcome-page.module.css';
import { UnresolvedWidgetCard, WidgetCard } from './widget-card';
import { isWidgetExpanded, setWidgetExpanded, widgetExpandedStore } from './widget-expanded';

function SortableWidget({
  item,
  onReturn,
}: {
  item: DisplayedWidget;
  onReturn: (id: string) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const flags = useStoredState(widgetExpandedStore);
  const handleProps = { ...attributes, ...listeners };
  return (
    <li
      ref={setNodeRef}
      className={classes.slot}
      data-widget-id={item.id}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {item.widget ? (
        <WidgetCard
          widget={item.widget}
          isExpanded={isWidgetExpanded(flags, item.id)}
          onToggleExpanded={() => setWidgetExpanded(item.id, !isWidgetExpanded(flags, item.id))}
          onReturn={() => onReturn(item.id)}
          handleProps={handleProps}
        />
      ) : (
        <UnresolvedWidgetCard
          id={item.id}
          onReturn={() => onReturn(item.id)}
          handleProps={handleProps}
        />
      )}
    </li>
  );
}

/** Hungarian words for dnd-kit's screen reader announcements. */
function useDndTexts(titleOf: (id: string) => string) {
  const { t } = useTranslation();
  return useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('WELCOME.DND_PICKED', { title: titleOf(String(active.id)) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('WELCOME.DND_OVER', {
              title: titleOf(String(active.id)),
              over: titleOf(String(over.id)),
            })
          : undefined,
      onDragEnd: ({ active }) => t('WELCOME.DND_DROPPED', { title: titleOf(String(active.id)) }),
      onDragCancel: ({ active }) =>
        t('WELCOME.DND_CANCELLED', { title: titleOf(String(active.id)) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = {
      draggable: t('WELCOME.DND_INSTRUCTIONS'),
    };
    return { announcements, screenReaderInstructions };
  }, [t, titleOf]);
}

/**
 * The welcome page's widgets (000 §2, §4): the displayed ones in the saved order, reordered by
 * drag and drop or by keyboard (Space on the handle, arrows, Space); the remaining ones in the
 * drawer. Every change saves the order; a failed save puts the previous order back.
 */
export function DesktopWelcome({ page, order }: { page: TWelcomePage; order: readonly string[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { displayed, remaining } = arrangeWidgets(order, page.widgets);

  const save = useMutation({
    mutationFn: (ids: string[]) => callApi(welcomePageEndpoints.saveWidgetOrder, { body: { ids } }),
    onMutate: (ids) => {
      const previous = queryClient.getQueryData(widgetOrderQuery.queryKey);
      queryClient.setQueryData(widgetOrderQuery.queryKey, { ids });
      return { previous };
    },
    onError: (error, _ids, context) => {
      logError('Saving the widget order failed', error);
      queryClient.setQueryData(widgetOrderQuery.queryKey, context?.previous);
      toast.show(t('WELCOME.SAVE_FAILED'), 'ERROR');
    },
    onSuccess: (saved) => queryClient.setQueryData(widgetOrderQuery.queryKey, saved),
  });
  const change = (ids: string[]) => save.mutate(ids);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = useMemo(() => {
    const titles = new Map(page.widgets.map((widget) => [widget.id, widget.title]));
    return (id: string) => titles.get(id) ?? id;
  }, [page.widgets]);
  const accessibility = useDndTexts(titleOf);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    change(moveWidget(order, String(active.id), String(over.id)));
  }

  return (
    <>
      <Group justify="space-between" mb="lg">
        <Greeting nickName={page.welcome.nickName} />
        <Button
          variant="default"
          leftSection={<IconLayoutGrid size={16} aria-hidden />}
          rightSection={
            remaining.length > 0 ? (
              <Badge size="sm" color="info" circle>
                {remaining.length}
              </Badge>
            ) : null
          }
          onClick={() => setIsDrawerOpen(true)}
        >
          {t('WELCOME.DRAWER')}
        </Button>
      </Group>
      {displayed.length === 0 && (
        <Text c="dimmed" mb="md">
          {t('WELCOME.EMPTY')}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={displayed.map((item) => item.id)} strategy={rectSortingStrategy}>
          <ul className={classes.grid} aria-label={t('WELCOME.DISPLAYED_WIDGETS')}>
            {displayed.map((item) => (
              <SortableWidget
                key={item.id}
                item={item}
                onReturn={(id) => change(returnWidget(order, id))}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <Drawer
        opened={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        position="right"
        title={t('WELCOME.DRAWER')}
        closeButtonProps={{ 'aria-label': t('UI.CLOSE') }}
        zIndex={LAYER.dialog}
      >
        {remaining.length === 0 ? (
          <Text c="dimmed">{t('WELCOME.DRAWER_EMPTY')}</Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            className={classes.drawerList}
            aria-label={t('WELCOME.DRAWER')}
          >
            {remaining.map((widget) => (
              <li key={widget.id} className={classes.drawerItem} data-widget-id={widget.id}>
                <Text size="sm">{widget.title}</Text>
                <ActionButton
                  endpoint={welcomePageEndpoints.saveWidgetOrder}
                  size="xs"
                  variant="light"
                  onClick={() => change(displayWidget(order, widget.id, order.length))}
                  aria-label={t('WELCOME.DISPLAY_WIDGET', { title: widget.title })}
                >
                  {t('WELCOME.DISPLAY')}
                </ActionButton>
              </li>
            ))}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
