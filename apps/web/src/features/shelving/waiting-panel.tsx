import { Money, shelvingEndpoints, type TShelvingItem } from '@kontor/contract';
import { Alert, Skeleton, Stack, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FloorResult, useFloorAction } from '../../lib/floor-action';
import { formatQuantity } from '../../lib/format';
import { formatDecimalInput, toDecimalString } from '../../lib/forms/decimal-input';
import { ErrorMessage } from '../../shell/error-message';
import { CameraScanButton } from '../../ui/scan/camera-scan-button';
import { PendingActions } from '../../ui/scan/pending-actions';
import { useWedgeScanner } from '../../ui/scan/use-wedge-scanner';
import { beepError, beepOk } from './beep';
import { type ShelveDraft, ShelveForm } from './shelve-form';
import {
  itemKey,
  lookUpCode,
  moveRefusalKey,
  outcomeOf,
  useRefreshShelving,
  useWaiting,
} from './shelving-api';
import { WaitingList } from './waiting-list';

const QUANTITY = /^\d{1,12}(\.\d{1,4})?$/;

type DoneText = Record<'quantity' | 'unit' | 'product' | 'target', string>;

/**
 * What waits in the inbound buffers, and the move: scan (or tap) a product, scan (or choose) the
 * place, keep or change the quantity, confirm. A wrong scan is said in words and with a sound.
 * A phone without a hand scanner scans with its camera; moves made offline wait on the device.
 */
export function WaitingPanel({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  const waiting = useWaiting();
  const refresh = useRefreshShelving();
  const move = useFloorAction(shelvingEndpoints.move);
  const items = waiting.data?.items ?? [];
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [draft, setDraft] = useState<ShelveDraft>({ quantity: '', target: null });
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const [scanText, setScanText] = useState('');
  const [isSending, setSending] = useState(false);
  const open = items.find((item) => itemKey(item) === openKey) ?? null;

  const fail = (key: string, params: Record<string, string> = {}) => {
    setNotice({ text: t(key, params), isError: true });
    beepError();
  };
  const openItem = useCallback((item: TShelvingItem) => {
    setOpenKey(itemKey(item));
    setDraft({ quantity: formatDecimalInput(item.available), target: item.target });
    setNotice(null);
  }, []);

  const onScan = async (code: string) => {
    let scan: Awaited<ReturnType<typeof lookUpCode>>;
    try {
      scan = await lookUpCode(code);
    } catch {
      fail('SHELVING.ERROR.FAILED');
      return;
    }
    const outcome = outcomeOf(scan, items, open);
    if (outcome.kind === 'error') {
      fail(outcome.key, { code });
      return;
    }
    beepOk();
    if (outcome.kind === 'open') openItem(outcome.item);
    else {
      setDraft((current) => ({ ...current, target: outcome.target }));
      setNotice({ text: t('SHELVING.TARGET_SET', { code: outcome.target.code }), isError: false });
    }
  };
  useWedgeScanner((code) => void onScan(code), isActive);

  const answerText = (answer: FloorResult<typeof shelvingEndpoints.move>, done: DoneText) => {
    if (answer === 'QUEUED') return t('SHELVING.QUEUED');
    const reserved = answer.reservations.reduce((sum, r) => sum.plus(r.quantity), new Money(0));
    const said = t('SHELVING.DONE', done);
    if (answer.reservations.length === 0) return said;
    const count = answer.reservations.length;
    const quantity = formatQuantity(reserved.toFixed());
    return `${said} ${t('SHELVING.RESERVED_FOR_ORDERS', { quantity, unit: done.unit, count })}`;
  };

  const confirm = async () => {
    if (!open || isSending) return;
    const quantity = toDecimalString(draft.quantity);
    if (!quantity || !QUANTITY.test(quantity) || Number(quantity) <= 0) {
      fail('SHELVING.ERROR.QUANTITY');
      return;
    }
    const target = draft.target;
    if (!target) {
      fail('SHELVING.ERROR.NO_TARGET');
      return;
    }
    const line = {
      productId: open.productId,
      fromStorageId: open.storageId,
      toStorageId: target.id,
      quantity,
    };
    const done = {
      quantity: formatQuantity(quantity),
      unit: open.unit,
      product: open.productCode,
      target: target.code,
    };
    setSending(true);
    try {
      const answer = await move.send({ body: { lines: [line] } }, t('SHELVING.DONE', done));
      setNotice({ text: answerText(answer, done), isError: false });
      beepOk();
      setOpenKey(null);
    } catch (error) {
      fail(moveRefusalKey(error), { code: target.code });
    } finally {
      setSending(false);
      await refresh();
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        data-scan-target
        label={t('SHELVING.SCAN')}
        description={t('SHELVING.SCAN_HINT')}
        size="lg"
        autoComplete="off"
        value={scanText}
        onChange={(event) => setScanText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || scanText.trim() === '') return;
          event.preventDefault();
          void onScan(scanText.trim());
          setScanText('');
        }}
      />
      <CameraScanButton onScan={(code) => void onScan(code)} />
      <PendingActions />
      <div aria-live="assertive">
        {notice && (
          <Alert
            color={notice.isError ? 'red' : 'green'}
            role={notice.isError ? 'alert' : 'status'}
          >
            {notice.text}
          </Alert>
        )}
      </div>
      {open && (
        <ShelveForm
          item={open}
          draft={draft}
          onDraft={setDraft}
          onConfirm={() => void confirm()}
          onClose={() => setOpenKey(null)}
          isSending={isSending}
        />
      )}
      {waiting.isError && <ErrorMessage error={waiting.error} />}
      {waiting.isPending && <Skeleton height={160} />}
      {waiting.data && <WaitingList items={items} openKey={openKey} onOpen={openItem} />}
    </Stack>
  );
}
