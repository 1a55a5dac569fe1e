import {
  EMAIL_LANGUAGES,
  emailEndpoints,
  isValidEmail,
  type TEmailLanguage,
  type TSenderStart,
} from '@kontor/contract';
import {
  Checkbox,
  NativeSelect,
  Skeleton,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { ErrorMessage } from '../../shell/error-message';
import { FormButtons } from '../../ui/form-buttons';
import { GuardedModal } from '../../ui/guarded-modal';
import { useToast } from '../../ui/toast';
import {
  type DocumentRef,
  usePersonalized,
  useSendEmail,
  useSenderStart,
  useTemplateContent,
} from './api/emails-api';
import { MessageList } from './message-list';

/** EmailSender: recipients proposed from the partner's contacts, the template in their language. */
export function EmailSenderModal({
  document,
  onClose,
}: {
  document: DocumentRef;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const start = useSenderStart(document);
  return (
    <GuardedModal
      opened
      onClose={onClose}
      size="xl"
      title={start.data ? t('EMAILS.SEND.TITLE', { number: start.data.documentNumber }) : ''}
    >
      {start.isError && <ErrorMessage error={start.error} />}
      {!start.data && !start.isError && <Skeleton height={300} />}
      {start.data && <SenderForm start={start.data} onClose={onClose} />}
    </GuardedModal>
  );
}

function SenderForm({ start, onClose }: { start: TSenderStart; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useSendEmail();
  const ref = { documentKind: start.documentKind, documentId: start.documentId };
  // One key per opening of the sender: however often Send is pressed, one message is queued.
  const [requestKey] = useState(() => crypto.randomUUID());
  const first = start.recipients[0];
  const [to, setTo] = useState<string[]>(first ? [first.email] : []);
  const [cc, setCc] = useState<string[]>([]);
  const [language, setLanguage] = useState<TEmailLanguage>(start.language);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [isEdited, setIsEdited] = useState(false);
  const [withAttachment, setWithAttachment] = useState(start.attachmentName !== null);
  const [error, setError] = useState<string | null>(null);
  const template = useTemplateContent(start.typeId, language);
  const filled = usePersonalized(template.data?.id ?? null, ref, to[0]);
  useUnsavedGuard(isEdited);

  // A new language or first recipient fills the template anew (the user's edits start over).
  useEffect(() => {
    if (!filled.data) return;
    setSubject(filled.data.subject);
    setBody(filled.data.body);
    setIsEdited(false);
  }, [filled.data]);

  function changeTo(next: string[]) {
    setTo(next);
    setError(null);
    const reader = start.recipients.find((r) => r.email === next[0]);
    if (reader && reader.language !== language) setLanguage(reader.language);
  }

  async function submit() {
    const invalid = [...to, ...cc].find((address) => !isValidEmail(address));
    if (invalid) return setError(t('EMAILS.ADDRESS.INVALID', { address: invalid }));
    if (to.length === 0) return setError(t('EMAILS.ADDRESS.REQUIRED'));
    try {
      await send.mutateAsync({
        ...ref,
        typeId: start.typeId,
        language,
        to,
        cc,
        subject,
        body,
        isAttachmentIncluded: withAttachment,
        requestKey,
      });
      toast.show(t('EMAILS.SEND.QUEUED'), 'SUCCESS');
      setIsEdited(false);
      onClose();
    } catch (e) {
      setError(
        t('EMAILS.SEND.FAILED', {
          detail: e instanceof ApiError ? (e.problem?.detail ?? e.message) : String(e),
        }),
      );
    }
  }

  const suggestions = start.recipients.map((r) => r.email);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}
    >
      <TagsInput
        label={t('EMAILS.SEND.TO')}
        description={t('EMAILS.SEND.TO_HINT')}
        data={suggestions}
        value={to}
        onChange={changeTo}
        error={error}
        data-autofocus
      />
      <TagsInput label={t('EMAILS.SEND.CC')} data={suggestions} value={cc} onChange={setCc} />
      <NativeSelect
        label={t('EMAILS.LANGUAGE')}
        value={language}
        onChange={(e) => setLanguage(e.currentTarget.value as TEmailLanguage)}
        data={EMAIL_LANGUAGES.map((l) => ({ value: l, label: t(`EMAILS.LANGUAGE.${l}`) }))}
      />
      {template.isError && (
        <Text size="sm" c="dimmed">
          {t('EMAILS.SEND.NO_TEMPLATE')}
        </Text>
      )}
      {filled.isError && (
        <Text size="sm" c="red" role="alert">
          {t('EMAILS.SEND.TEMPLATE_FAILED')}
        </Text>
      )}
      <TextInput
        label={t('EMAILS.SUBJECT')}
        value={subject}
        onChange={(e) => {
          setSubject(e.currentTarget.value);
          setIsEdited(true);
        }}
        required
      />
      <Textarea
        label={t('EMAILS.BODY')}
        value={body}
        onChange={(e) => {
          setBody(e.currentTarget.value);
          setIsEdited(true);
        }}
        autosize
        minRows={8}
        maxRows={20}
        required
      />
      {start.attachmentName ? (
        <Checkbox
          label={t('EMAILS.SEND.ATTACHMENT', { name: start.attachmentName })}
          checked={withAttachment}
          onChange={(e) => setWithAttachment(e.currentTarget.checked)}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('EMAILS.SEND.NO_ATTACHMENT')}
        </Text>
      )}
      <FormButtons
        onCancel={onClose}
        submitLabel={t('EMAILS.SEND.SUBMIT')}
        endpoint={emailEndpoints.send}
        loading={send.isPending}
      />
      <Text fw={600} size="sm">
        {t('EMAILS.HISTORY.TITLE')}
      </Text>
      <MessageList filters={ref} empty={t('EMAILS.HISTORY.EMPTY')} />
    </form>
  );
}
