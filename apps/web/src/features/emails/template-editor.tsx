import {
  EMAIL_GROUPS,
  EMAIL_LANGUAGES,
  emailEndpoints,
  invoiceEndpoints,
  type TEmailLanguage,
  type TEmailType,
} from '@kontor/contract';
import {
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  NavLink,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { listPageQuery } from '../../lib/query';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { useToast } from '../../ui/toast';
import { usePersonalized, useSaveTemplate, useTemplateContent } from './api/emails-api';
import { templateIssueTexts } from './template-issues';

type Field = 'subject' | 'body';

/** The template types on the left, the chosen type's text in one language on the right. */
export function TemplateEditor({ types }: { types: TEmailType[] }) {
  const { t } = useTranslation();
  const [typeId, setTypeId] = useState<number | null>(types[0]?.id ?? null);
  const [language, setLanguage] = useState<TEmailLanguage>('hu');
  const type = types.find((x) => x.id === typeId) ?? null;
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Stack gap={0} w={260} role="navigation" aria-label={t('EMAILS.TYPES')}>
        {types.map((x) => (
          <NavLink
            key={x.id}
            component="button"
            active={x.id === typeId}
            aria-current={x.id === typeId ? 'true' : undefined}
            label={x.name}
            // On the active row's tinted background the primary-coloured description is too pale (axe).
            styles={{ description: { color: 'var(--mantine-color-text)' } }}
            description={`${t(`EMAILS.GROUP.${groupCode(x.groupId)}`)} · ${x.languages.join(', ')}`}
            rightSection={
              !x.isUsed && (
                <Badge size="xs" variant="light" color="gray">
                  {t('EMAILS.TYPE.UNUSED')}
                </Badge>
              )
            }
            onClick={() => setTypeId(x.id)}
          />
        ))}
      </Stack>
      <Stack style={{ flex: 1 }} gap="sm">
        {type ? (
          <>
            <SegmentedControl
              aria-label={t('EMAILS.LANGUAGE')}
              value={language}
              onChange={(v) => setLanguage(v as TEmailLanguage)}
              data={EMAIL_LANGUAGES.map((l) => ({
                value: l,
                label: `${t(`EMAILS.LANGUAGE.${l}`)}${type.languages.includes(l) ? '' : ` ${t('EMAILS.LANGUAGE.MISSING')}`}`,
              }))}
            />
            <TemplateForm key={`${type.id}-${language}`} type={type} language={language} />
          </>
        ) : (
          <Text c="dimmed">{t('EMAILS.SELECT_TYPE')}</Text>
        )}
      </Stack>
    </Group>
  );
}

const groupCode = (groupId: number) =>
  EMAIL_GROUPS.find((g) => g.id === groupId)?.code ?? 'SALES_DOCUMENT';

function TemplateForm({ type, language }: { type: TEmailType; language: TEmailLanguage }) {
  const { t } = useTranslation();
  const toast = useToast();
  const content = useTemplateContent(type.id, language);
  const save = useSaveTemplate();
  const stored = content.data;
  const [values, setValues] = useState({ subject: '', body: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [lastField, setLastField] = useState<Field>('body');
  const refs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const initial = { subject: stored?.subject ?? '', body: stored?.body ?? '' };
  const isDirty = values.subject !== initial.subject || values.body !== initial.body;
  useUnsavedGuard(isDirty);

  useEffect(() => {
    if (stored) setValues({ subject: stored.subject, body: stored.body });
  }, [stored]);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Puts `{{ name }}` where the cursor of the last used field is, and the cursor after it. */
  function insert(name: string) {
    const element = refs[lastField].current;
    const text = values[lastField];
    const at = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? at;
    const token = `{{ ${name} }}`;
    change(lastField, text.slice(0, at) + token + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at + token.length, at + token.length);
    });
  }

  async function submit() {
    try {
      await save.mutateAsync({
        typeId: type.id,
        language,
        ...values,
        version: stored?.version ?? null,
      });
      toast.show(t('EMAILS.SAVED'), 'SUCCESS');
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.status === 409) return toast.show(t('EMAILS.STALE'), 'ERROR');
      const found = templateIssueTexts(e.problem?.errors ?? [], t);
      setErrors(found);
      if (Object.keys(found).length === 0) toast.show(t('EMAILS.SAVE_FAILED'), 'ERROR');
    }
  }

  // Until the stored text has come, nothing can be typed: its late answer would overwrite it.
  if (content.isPending) return <Loader size="sm" />;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          ref={refs.subject}
          label={t('EMAILS.SUBJECT')}
          value={values.subject}
          onChange={(e) => change('subject', e.currentTarget.value)}
          onFocus={() => setLastField('subject')}
          error={errors.subject}
          required
        />
        <Textarea
          ref={refs.body}
          label={t('EMAILS.BODY')}
          value={values.body}
          onChange={(e) => change('body', e.currentTarget.value)}
          onFocus={() => setLastField('body')}
          error={errors.body}
          autosize
          minRows={8}
          maxRows={24}
          required
        />
        <Text size="sm" fw={600}>
          {t('EMAILS.VARIABLES')}
        </Text>
        <Group gap={6}>
          {type.variables.map((name) => (
            <Button key={name} size="compact-sm" variant="light" onClick={() => insert(name)}>
              {name}
            </Button>
          ))}
        </Group>
        <Group>
          <ActionButton
            endpoint={emailEndpoints.saveTemplate}
            type="submit"
            loading={save.isPending}
          >
            {t('EMAILS.SAVE')}
          </ActionButton>
        </Group>
        {stored && <Preview templateId={stored.id} isDirty={isDirty} />}
      </Stack>
    </form>
  );
}

/** The saved template filled with a real invoice's data, as the sender would start with it. */
function Preview({ templateId, isDirty }: { templateId: number; isDirty: boolean }) {
  const { t } = useTranslation();
  const invoices = useQuery(
    listPageQuery(invoiceEndpoints.search, { body: { page_size: 20 } as never }),
  );
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const filled = usePersonalized(
    templateId,
    shown === null ? null : { documentKind: 'INVOICE', documentId: shown },
  );
  const options = invoices.data?.items ?? [];
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('EMAILS.PREVIEW.TITLE')}
        </Title>
        <Group align="flex-end">
          <NativeSelect
            label={t('EMAILS.PREVIEW.INVOICE')}
            value={invoiceId === null ? '' : String(invoiceId)}
            onChange={(e) =>
              setInvoiceId(e.currentTarget.value ? Number(e.currentTarget.value) : null)
            }
            data={[
              { value: '', label: '' },
              ...options.map((i) => ({
                value: String(i.id),
                label: `${i.number} – ${i.buyerName}`,
              })),
            ]}
          />
          <Button
            variant="default"
            disabled={invoiceId === null}
            onClick={() => setShown(invoiceId)}
          >
            {t('EMAILS.PREVIEW.SHOW')}
          </Button>
        </Group>
        {isDirty && (
          <Text size="sm" c="dimmed">
            {t('EMAILS.PREVIEW.UNSAVED')}
          </Text>
        )}
        {filled.isError && <ErrorMessage error={filled.error} />}
        {filled.data && (
          <Stack gap={4} data-testid="email-preview">
            <Text fw={600}>{filled.data.subject}</Text>
            <Text component="pre" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {filled.data.body}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
