import type { TEmailMessageListItem, TEmailState } from '@kontor/contract';
import { Anchor, Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { ErrorMessage } from '../../shell/error-message';
import { LAYER } from '../../ui/layers';
import { type DocumentRef, useMessage, useMessages } from './api/emails-api';

const STATE_COLOURS: Record<TEmailState, string> = {
  QUEUED: 'blue',
  SENDING: 'yellow',
  SENT: 'green',
  FAILED: 'red',
  OUTBOX: 'gray',
};

export function MessageStateBadge({ state }: { state: TEmailState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLOURS[state]} variant="light">
      {t(`EMAILS.STATE.${state}`)}
    </Badge>
  );
}

/** EmailPreview: one message as it went (or waits to go) out, its state and the server's answer. */
export function MessagePreview({ emailId, onClose }: { emailId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessage(emailId);
  const m = message.data;
  return (
    <Modal
      opened
      onClose={onClose}
      zIndex={LAYER.dialog}
      size="lg"
      title={m ? t('EMAILS.MESSAGE.TITLE', { subject: m.subject }) : ''}
    >
      {message.isError && <ErrorMessage error={message.error} />}
      {m && (
        <Stack gap="xs">
          <Text size="sm">
            {t('EMAILS.MESSAGE.FROM')}: {m.from}
          </Text>
          <Text size="sm">
            {t('EMAILS.COL.TO')}: {[...m.to, ...m.cc].join(', ')}
          </Text>
          <Text size="sm">
            <MessageStateBadge state={m.state} /> {t('EMAILS.MESSAGE.ATTEMPTS')}: {m.attempts}
            {m.sentAt && ` · ${t('EMAILS.MESSAGE.SENT_AT')}: ${formatDateTime(m.sentAt)}`}
          </Text>
          {m.serverAnswer && (
            <Text size="sm" c="dimmed">
              {t('EMAILS.COL.ANSWER')}: {m.serverAnswer}
            </Text>
          )}
          {m.attachmentName && (
            <Text size="sm">{t('EMAILS.SEND.ATTACHMENT', { name: m.attachmentName })}</Text>
          )}
          <Text component="pre" style={{ whiteSpace: 'pre-wrap' }} data-testid="email-body">
            {m.body}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

/** The messages of one document (its e-mail history) or of the firm (the outbox), newest first. */
export function MessageList({ filters, empty }: { filters: Partial<DocumentRef>; empty: string }) {
  const { t } = useTranslation();
  const messages = useMessages(filters);
  const [open, setOpen] = useState<number | null>(null);
  if (messages.isError) return <ErrorMessage error={messages.error} />;
  const items: TEmailMessageListItem[] = messages.data?.items ?? [];
  if (messages.isSuccess && items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <>
      <Table aria-label={t('EMAILS.HISTORY.TITLE')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('EMAILS.COL.CREATED')}</Table.Th>
            <Table.Th>{t('EMAILS.COL.TO')}</Table.Th>
            <Table.Th>{t('EMAILS.COL.SUBJECT')}</Table.Th>
            <Table.Th>{t('EMAILS.COL.STATE')}</Table.Th>
            <Table.Th>{t('EMAILS.COL.ANSWER')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{formatDateTime(m.createdAt)}</Table.Td>
              <Table.Td>{m.to.join(', ')}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => setOpen(m.id)}>
                  {m.subject}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <MessageStateBadge state={m.state} />
              </Table.Td>
              <Table.Td>{m.serverAnswer ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {open !== null && <MessagePreview emailId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
