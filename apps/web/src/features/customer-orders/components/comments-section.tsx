import type { TCommentTarget } from '@kontor/contract';
import { commentEndpoints } from '@kontor/contract';
import { Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { Can } from '../../../lib/permissions';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { useToast } from '../../../ui/toast';
import { useAddComment, useComments } from '../api/sales-api';

/** The comments of a quote request, quote or order, oldest first, and a box to add one. */
export function CommentsSection({ target }: { target: TCommentTarget }) {
  const { t } = useTranslation();
  const toast = useToast();
  const comments = useComments(target);
  const add = useAddComment(target);
  const [text, setText] = useState('');
  useUnsavedGuard(text.trim() !== '');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('SALES.COMMENTS')}
        </Title>
        {comments.isError && <ErrorMessage error={comments.error} />}
        {comments.data?.length === 0 && <Text c="dimmed">{t('SALES.NO_COMMENTS')}</Text>}
        {comments.data?.map((comment) => (
          <div key={comment.id}>
            <Text size="xs" c="dimmed">
              {comment.authorName}, {formatDateTime(comment.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {comment.text}
            </Text>
          </div>
        ))}
        <Can permission="sales.write">
          <Textarea
            label={t('SALES.NEW_COMMENT')}
            autosize
            minRows={2}
            maxLength={4000}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <ActionButton
              endpoint={commentEndpoints.create}
              size="xs"
              disabledReason={text.trim() === '' ? t('SHELL.DISABLED.FILL_REQUIRED') : null}
              loading={add.isPending}
              onClick={() =>
                add.mutate(text, {
                  onSuccess: () => setText(''),
                  onError: () => toast.show(t('SALES.SAVE_FAILED'), 'ERROR'),
                })
              }
            >
              {t('SALES.ADD_COMMENT')}
            </ActionButton>
          </Group>
        </Can>
      </Stack>
    </Paper>
  );
}
