import type { TDashboardItem, TStorageOption } from '@kontor/contract';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationLookup } from './location-lookup';

export type ItemActionMode = 'change-state' | 'update-location' | 'cannot-produce';

export interface ItemActionChoice {
  state?: string;
  storageId?: number;
  reason?: string;
}

const TITLES: Record<ItemActionMode, string> = {
  'change-state': 'WAREHOUSE_DASHBOARD.NEW_STATE',
  'update-location': 'WAREHOUSE_DASHBOARD.ACTION.UPDATE_LOCATION',
  'cannot-produce': 'WAREHOUSE_DASHBOARD.ACTION.CANNOT_PRODUCE',
};

/**
 * What an item action needs from the worker: the next state (one big button each), the new
 * location (lookup, scannable), or the reason it cannot be produced.
 */
export function ItemActionModal({
  item,
  mode,
  onClose,
  onChoose,
}: {
  item: TDashboardItem;
  mode: ItemActionMode;
  onClose: () => void;
  onChoose: (choice: ItemActionChoice) => void;
}) {
  const { t } = useTranslation();
  const [storage, setStorage] = useState<TStorageOption | null>(null);
  const [reason, setReason] = useState('');
  const [isTried, setIsTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (mode === 'update-location' && storage) onChoose({ storageId: storage.id });
    if (mode === 'cannot-produce' && reason.trim()) onChoose({ reason: reason.trim() });
  };
  return (
    <Modal opened onClose={onClose} title={`${t(TITLES[mode])} – ${item.title}`} size="md">
      {mode === 'change-state' ? (
        <Stack gap="sm">
          {item.nextStates.map((state) => (
            <Button key={state} size="lg" onClick={() => onChoose({ state })} data-autofocus>
              {t(`WAREHOUSE_DASHBOARD.STATE.${state}`, { defaultValue: state })}
            </Button>
          ))}
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {mode === 'update-location' ? (
              <LocationLookup
                value={storage}
                onChange={setStorage}
                error={isTried && !storage ? t('WAREHOUSE_DASHBOARD.ERROR.LOCATION') : undefined}
              />
            ) : (
              <Textarea
                size="lg"
                label={t('WAREHOUSE_DASHBOARD.REASON')}
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={
                  isTried && !reason.trim() ? t('WAREHOUSE_DASHBOARD.ERROR.REASON') : undefined
                }
                data-autofocus
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" size="lg" onClick={onClose}>
                {t('WAREHOUSE_DASHBOARD.CANCEL')}
              </Button>
              <Button type="submit" size="lg">
                {t('WAREHOUSE_DASHBOARD.SAVE')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
