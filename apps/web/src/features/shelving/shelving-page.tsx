import type { TReceipt } from '@kontor/contract';
import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../lib/page';
import { ReceiptForm } from './receipt-form';
import { ReceiptList } from './receipt-list';
import { receiptRefusalKey, useRefreshShelving } from './shelving-api';
import { WaitingPanel } from './waiting-panel';

type Tab = 'waiting' | 'receipts';

/**
 * `/app/shelving` (modules/shelving/README.md): the floor's shelving screen, phone first: what
 * waits in the inbound buffers and the scan-driven move; beside it the receipts (bevételezés).
 */
export default function ShelvingPage() {
  const { t } = useTranslation();
  usePage({ title: t('SHELVING.TITLE') });
  const refresh = useRefreshShelving();
  const [tab, setTab] = useState<Tab>('waiting');
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const KEYS = {
    post: 'SHELVING.RECEIPT.POSTED',
    cancel: 'SHELVING.RECEIPT.CANCELLED',
    save: 'SHELVING.RECEIPT.SAVED',
  } as const;
  const onReceipt = (receipt: TReceipt, action: keyof typeof KEYS) => {
    setNotice({ text: t(KEYS[action], { number: receipt.number }), isError: false });
    void refresh();
  };
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('SHELVING.TITLE')}
      </Title>
      <Tabs value={tab} onChange={(value) => setTab(value === 'receipts' ? 'receipts' : 'waiting')}>
        <Tabs.List grow>
          <Tabs.Tab value="waiting" mih={44}>
            {t('SHELVING.TAB.WAITING')}
          </Tabs.Tab>
          <Tabs.Tab value="receipts" mih={44}>
            {t('SHELVING.TAB.RECEIPTS')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="waiting" pt="md">
          <WaitingPanel isActive={tab === 'waiting'} />
        </Tabs.Panel>
        <Tabs.Panel value="receipts" pt="md">
          <Stack gap="md">
            {notice && (
              <Alert
                color={notice.isError ? 'red' : 'green'}
                role={notice.isError ? 'alert' : 'status'}
              >
                {notice.text}
              </Alert>
            )}
            <ReceiptForm
              onDone={(receipt, posted) => onReceipt(receipt, posted ? 'post' : 'save')}
            />
            <ReceiptList
              onChanged={onReceipt}
              onRefused={(error) => {
                setNotice({ text: t(receiptRefusalKey(error)), isError: true });
                void refresh();
              }}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
