import { inboxEndpoints, type TMessage } from '@kontor/contract';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { useToast } from '../../ui/toast';
import classes from './inbox.module.css';
import { useMessages, useReadMessage } from './inbox-api';

function MessageCard({ message }: { message: TMessage }) {
  const { t } = useTranslation();
  const toast = useToast();
  const read = useReadMessage();
  const isUnread = message.readAt === null;

  return (
    <Card
      withBorder
      component="li"
      className={classes.item}
      data-message-id={message.id}
      data-unread={isUnread || undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} className={classes.main}>
          <Group gap="xs">
            <Text fw={isUnread ? 700 : 500}>{message.subject}</Text>
            {isUnread && (
              <Badge size="sm" color="indigo">
                {t('MESSAGES.NEW')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {message.senderName ?? t('MESSAGES.SYSTEM_SENDER')} ·{' '}
            {formatDateTime(message.createdAt)}
          </Text>
          <Text size="sm" className={classes.body}>
            {message.body}
          </Text>
        </Stack>
        {isUnread && (
          <ActionButton
            endpoint={inboxEndpoints.readMessage}
            size="xs"
            variant="light"
            leftSection={<IconMailOpened size={14} aria-hidden />}
            loading={read.isPending}
            onClick={() =>
              read.mutate(message.id, {
                onError: () => toast.show(t('MESSAGES.READ_FAILED'), 'ERROR'),
              })
            }
            aria-label={t('MESSAGES.MARK_READ_ONE', { subject: message.subject })}
          >
            {t('MESSAGES.MARK_READ')}
          </ActionButton>
        )}
      </Group>
    </Card>
  );
}

/** The user's messages in the current firm, newest first; an unread one can be marked read. */
export default function MessagesPage() {
  const { t } = useTranslation();
  usePage({ title: t('MESSAGES.TITLE') });
  const messages = useMessages();
  return (
    <Stack maw={860}>
      <Title order={1} size="h2">
        {t('MESSAGES.TITLE')}
      </Title>
      {messages.isError && <ErrorMessage error={messages.error} />}
      {messages.isPending && <Skeleton height={80} />}
      {messages.data?.length === 0 && <Text c="dimmed">{t('MESSAGES.EMPTY')}</Text>}
      {messages.data && messages.data.length > 0 && (
        <ul className={classes.list} aria-label={t('MESSAGES.TITLE')}>
          {messages.data.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
