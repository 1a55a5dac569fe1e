import type { TScheduleOrderBody } from '@kontor/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../ui/toast';
import { type CapacityRefusal, capacityRefusal, OverCapacityDialog } from '../over-capacity';
import { workshopRefusal } from '../workshop/workshop-api';
import { bookOrder, reorderDay } from './schedule-api';
import { type GridBooking, reorderedCell, type Slot } from './schedule-grid';

interface Pending {
  orderId: number;
  body: TScheduleOrderBody;
  refusal: CapacityRefusal;
}

/**
 * The calendar's writes: book or move a customer order on a team's day (`place` from 1 in the
 * day; default last) and reorder a day. A refusal over capacity opens the dialog with the
 * server's reason (and the explicit override for who may); any other refusal is a toast. Each
 * write is followed by `refresh`, so the board shows the server's truth.
 */
export function useBooking(tab: string, refresh: () => Promise<void>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);

  const send = async (orderId: number, body: TScheduleOrderBody) => {
    try {
      await bookOrder(orderId, body);
      return true;
    } catch (error) {
      const refusal = capacityRefusal(error);
      if (refusal) setPending({ orderId, body, refusal });
      else toast.show(workshopRefusal(error, t), 'ERROR');
      return false;
    } finally {
      await refresh();
    }
  };

  const book = (
    orderId: number,
    to: Slot,
    options: { version?: number; place?: number | undefined } = {},
  ) =>
    send(orderId, {
      tab,
      teamId: to.teamId,
      day: to.day,
      ...(options.version !== undefined && { version: options.version }),
      ...(options.place !== undefined && { position: options.place }),
    });

  const reorder = async (cell: readonly GridBooking[], id: number, index: number) => {
    const first = cell[0];
    if (!first) return;
    try {
      await reorderDay({
        tab,
        teamId: first.teamId,
        day: first.day,
        bookings: reorderedCell(cell, id, index),
      });
    } catch (error) {
      toast.show(workshopRefusal(error, t), 'ERROR');
    } finally {
      await refresh();
    }
  };

  const dialog = pending && (
    <OverCapacityDialog
      refusal={pending.refusal}
      onClose={() => setPending(null)}
      onOverride={(overrideReason) => {
        setPending(null);
        void send(pending.orderId, { ...pending.body, override: true, overrideReason });
      }}
    />
  );
  return { book, reorder, dialog };
}
