import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { TDesignProofCard, TDesignProofState } from '@kontor/contract';
import { Group, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInteger } from '../../lib/format';
import { Badge } from '../../ui/badge';
import classes from './design-proofs.module.css';
import { STATE_COLORS } from './design-proofs-api';

/** Fixed card height (px, with its gap): the column renders only the cards in view. */
export const CARD_HEIGHT = 92;

export function cardLabel(card: TDesignProofCard, t: TFunction) {
  return t('DESIGN_PROOFS.CARD.LABEL', {
    order: card.orderNumber,
    product: card.productName,
    customer: card.customerName,
    state: t(`DESIGN_PROOFS.STATE.${card.state}`),
  });
}

function ProofCard({
  card,
  top,
  onOpen,
}: {
  card: TDesignProofCard;
  top: number;
  onOpen: (card: TDesignProofCard) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { card },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-proof-id={card.id}
      style={{
        top,
        transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
      }}
      {...attributes}
      {...listeners}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !isDragging) onOpen(card);
        else listeners?.onKeyDown?.(event);
      }}
      onDoubleClick={() => onOpen(card)}
    >
      <span className={classes.cardHead}>
        <Text component="span" fw={600} size="sm" truncate>
          {card.orderNumber}
        </Text>
        <Text component="span" size="xs" c="dimmed">
          {card.proofNumber > 0
            ? t('DESIGN_PROOFS.CARD.VERSION', { number: card.proofNumber })
            : t('DESIGN_PROOFS.CARD.NO_VERSION')}
        </Text>
      </span>
      <Text component="span" size="sm" truncate className={classes.cardLine}>
        {card.productName}
      </Text>
      <Text component="span" size="xs" c="dimmed" truncate className={classes.cardLine}>
        {card.customerName}
        {card.expiresAt && card.state === 'SENT'
          ? ` · ${t('DESIGN_PROOFS.CARD.EXPIRES', { date: formatDate(card.expiresAt.slice(0, 10)) })}`
          : ''}
      </Text>
    </button>
  );
}

/** One state's column: a drop target, its cards virtualised (5 000 cards stay fast). */
export function BoardColumn({
  state,
  cards,
  onOpen,
}: {
  state: TDesignProofState;
  cards: readonly TDesignProofCard[];
  onOpen: (card: TDesignProofCard) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: state });
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_HEIGHT,
    overscan: 4,
  });
  const title = t(`DESIGN_PROOFS.STATE.${state}`);
  return (
    <section
      ref={setNodeRef}
      className={classes.column}
      data-over={isOver || undefined}
      data-state={state}
      aria-label={title}
    >
      <Group justify="space-between" className={classes.columnHead}>
        <Badge color={STATE_COLORS[state]} size="md">
          {title}
        </Badge>
        <Text size="sm" c="dimmed" data-count>
          {t('DESIGN_PROOFS.BOARD.COUNT', { formatted: formatInteger(cards.length) })}
        </Text>
      </Group>
      <div ref={scroller} className={classes.scroller}>
        {cards.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            {t('DESIGN_PROOFS.BOARD.EMPTY_COLUMN')}
          </Text>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const card = cards[item.index]!;
              return <ProofCard key={card.id} card={card} top={item.start} onOpen={onOpen} />;
            })}
          </div>
        )}
      </div>
    </section>
  );
}
