import { Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../lib/page';
import { ErrorMessage } from '../../shell/error-message';
import { KeptTabPanels } from '../../ui/kept-tab-panels';
import { useEmailTypes } from './api/emails-api';
import { MessageList } from './message-list';
import { TemplateEditor } from './template-editor';

type Tab = 'templates' | 'outbox';

/**
 * `/app/email-template-editor` (spec 001 §2 "E-mail template editor"): the firm's templates per
 * type and language with the group's variables and a preview on a real invoice; and the outgoing
 * mail (the outbox where messages stay when no mail server is configured).
 */
export default function EmailTemplateEditorPage() {
  const { t } = useTranslation();
  usePage({ title: t('EMAILS.PAGE.TITLE') });
  const types = useEmailTypes();
  const [tab, setTab] = useState<Tab>('templates');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('EMAILS.PAGE.TITLE')}
      </Title>
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'templates')}>
        <Tabs.List>
          <Tabs.Tab value="templates">{t('EMAILS.TAB.TEMPLATES')}</Tabs.Tab>
          <Tabs.Tab value="outbox">{t('EMAILS.TAB.OUTBOX')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <KeptTabPanels
        selected={tab}
        renderPanel={(key) =>
          key === 'templates' ? (
            types.isError ? (
              <ErrorMessage error={types.error} />
            ) : types.data ? (
              <TemplateEditor types={types.data} />
            ) : (
              <Skeleton height={400} />
            )
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('EMAILS.OUTBOX.NO_SMTP')}
              </Text>
              <MessageList filters={{}} empty={t('EMAILS.OUTBOX.EMPTY')} />
            </Stack>
          )
        }
      />
    </Stack>
  );
}
