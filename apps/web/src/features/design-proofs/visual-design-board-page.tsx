import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TDesignProofCard, TDesignProofState } from '@kontor/contract';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { useToast } from '../../ui/toast';
import { type Answer, AnswerModal } from './answer-modal';
import { BoardColumn, cardLabel } from './board-column';
import classes from './design-proofs.module.css';
import { ANSWERABLE, BOARD_COLUMNS, cardsByState, useBoard } from './design-proofs-api';
import { ProofDetailDrawer } from './proof-detail-drawer';

/** Arrow left/right carries a picked-up card to the middle of the next column. */
const toNextColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = { [KeyboardCode.Right]: 1, [KeyboardCode.Left]: -1 }[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  const x = context.collisionRect
    ? context.collisionRect.left + context.collisionRect.width / 2
    : currentCoordinates.x;
  const here = columns.findIndex((r) => x >= r.left && x <= r.left + r.width);
  const target = columns[Math.min(columns.length - 1, Math.max(0, here + step))];
  if (!target || !context.collisionRect) return undefined;
  const dx = target.left + target.width / 2 - x;
  return { x: currentCoordinates.x + dx, y: currentCoordinates.y };
};

const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

function useDndTexts(cards: readonly TDesignProofCard[]) {
  const { t } = useTranslation();
  return useMemo(() => {
    const byId = new Map(cards.map((c) => [c.id, c]));
    const name = (id: unknown) => {
      const card = byId.get(Number(id));
      return card ? cardLabel(card, t) : '';
    };
    const column = (id: unknown) => t(`DESIGN_PROOFS.STATE.${String(id)}`);
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('DESIGN_PROOFS.DND.PICKED', { card: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('DESIGN_PROOFS.DND.OVER', { card: name(active.id), column: column(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('DESIGN_PROOFS.DND.DROPPED', { card: name(active.id), column: column(over.id) })
          : t('DESIGN_PROOFS.DND.CANCELLED'),
      onDragCancel: () => t('DESIGN_PROOFS.DND.CANCELLED'),
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: t('DESIGN_PROOFS.DND.INSTRUCTIONS') },
    };
  }, [cards, t]);
}

/**
 * `/app/visual-design-board`: every proof of the firm by state, live. The office answers for the
 * customer by dropping a sent or expired card on Accepted or Rejected (mouse, touch or keyboard),
 * which asks for the stamp or the comment first; Enter or a double click opens a card.
 */
export default function VisualDesignBoardPage() {
  const { t } = useTranslation();
  usePage({ title: t('DESIGN_PROOFS.BOARD.TITLE') });
  const toast = useToast();
  const board = useBoard();
  const cards = board.data ?? [];
  const columns = useMemo(() => cardsByState(cards), [cards]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [answering, setAnswering] = useState<{ card: TDesignProofCard; answer: Answer } | null>(
    null,
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: toNextColumn,
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
    }),
  );
  const accessibility = useDndTexts(cards);
  const open = cards.find((c) => c.id === openId) ?? null;

  function onDragEnd({ active, over }: DragEndEvent) {
    const card = active.data.current?.card as TDesignProofCard | undefined;
    const target = over?.id as TDesignProofState | undefined;
    if (!card || !target || target === card.state) return;
    if ((target === 'ACCEPTED' || target === 'REJECTED') && ANSWERABLE.includes(card.state))
      setAnswering({ card, answer: target });
    else toast.show(t('DESIGN_PROOFS.DND.NOT_ALLOWED'), 'ERROR');
  }

  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {t('DESIGN_PROOFS.BOARD.TITLE')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('DESIGN_PROOFS.BOARD.HINT')}
      </Text>
      {board.error && <ErrorMessage error={board.error} />}
      {board.isPending ? (
        <Skeleton height={400} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collisions}
          onDragEnd={onDragEnd}
          accessibility={accessibility}
        >
          <div className={classes.board} data-board>
            {BOARD_COLUMNS.map((state) => (
              <BoardColumn
                key={state}
                state={state}
                cards={columns.get(state) ?? []}
                onOpen={(card) => setOpenId(card.id)}
              />
            ))}
          </div>
        </DndContext>
      )}
      {open && (
        <ProofDetailDrawer
          card={open}
          onClose={() => setOpenId(null)}
          onAnswer={(card, answer) => setAnswering({ card, answer })}
        />
      )}
      {answering && (
        <AnswerModal
          card={answering.card}
          answer={answering.answer}
          onClose={() => setAnswering(null)}
        />
      )}
    </Stack>
  );
}
