import { stockCountEndpoints, type TStockCount, type TStockCountUncounted } from '@kontor/contract';
import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { callApi } from '../../lib/api/client';
import { ActionButton } from '../../ui/action-button';
import { ErrorDisplay } from '../../ui/error-display';
import { useToast } from '../../ui/toast';
import { refusalOf, useRefreshCounts } from './stock-counts-api';

/**
 * The office's question before posting: what to do with the lines nobody counted (when there
 * are any), and, when the server says posting would leave less than is reserved somewhere, the
 * explicit consent to post anyway.
 */
export function PostCountModal({ count, onClose }: { count: TStockCount; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshCounts();
  const uncountedLines = count.lineCount - count.countedCount;
  const [uncounted, setUncounted] = useState<TStockCountUncounted | null>(
    uncountedLines > 0 ? null : 'KEEP',
  );
  const [belowReserved, setBelowReserved] = useState(false);
  const [asksConsent, setAsksConsent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const post = async () => {
    if (!uncounted) return;
    setPending(true);
    try {
      await callApi(stockCountEndpoints.post, {
        params: { id: count.id },
        body: { uncounted, confirmBelowReserved: belowReserved },
      });
      toast.show(t('STOCK_COUNTS.POSTED'), 'SUCCESS');
      onClose();
    } catch (error) {
      const code = error instanceof ApiError ? error.problem?.errors?.[0]?.code : undefined;
      if (code === 'below_reserved') setAsksConsent(true);
      setRefusal(refusalOf(error, t));
    } finally {
      setPending(false);
      await refresh();
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('STOCK_COUNTS.POST')}>
      <Stack gap="md">
        <Text>{t('STOCK_COUNTS.POST_QUESTION', { number: count.number })}</Text>
        {uncountedLines > 0 && (
          <Radio.Group
            label={t('STOCK_COUNTS.UNCOUNTED_QUESTION', { count: uncountedLines })}
            value={uncounted}
            onChange={(value) => setUncounted(value as TStockCountUncounted)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="KEEP" label={t('STOCK_COUNTS.UNCOUNTED.KEEP')} />
              <Radio value="ZERO" label={t('STOCK_COUNTS.UNCOUNTED.ZERO')} />
            </Stack>
          </Radio.Group>
        )}
        {asksConsent && (
          <Checkbox
            checked={belowReserved}
            onChange={(event) => setBelowReserved(event.currentTarget.checked)}
            label={t('STOCK_COUNTS.CONFIRM_BELOW_RESERVED')}
          />
        )}
        {refusal && <ErrorDisplay message={refusal} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('UI.CANCEL')}
          </Button>
          <ActionButton
            endpoint={stockCountEndpoints.post}
            onClick={() => void post()}
            loading={pending}
            disabledReason={
              !uncounted || (asksConsent && !belowReserved)
                ? t('STOCK_COUNTS.DISABLED.ANSWER_FIRST')
                : null
            }
          >
            {t('STOCK_COUNTS.POST')}
          </ActionButton>
        </Group>
      </Stack>
    </Modal>
  );
}
