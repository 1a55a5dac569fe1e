import type { Endpoint } from '@kontor/contract';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { FORM_FIELDS, settingsRefusal, useSettingsChange } from './settings-api';

export interface CodeName {
  code: string;
  name: string;
}

/**
 * The frame of the job title and workstation forms: code (only for a new one: it never changes),
 * name, the form's own fields (`children`, given the field errors), save and cancel. A refusal
 * shows at its field, or above the buttons.
 */
export function SettingsFormModal<V extends CodeName>({
  title,
  initial,
  isNew,
  endpoint,
  save,
  onClose,
  children,
}: {
  title: string;
  initial: V;
  isNew: boolean;
  endpoint: Endpoint;
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: (
    values: V,
    set: <K extends keyof V>(field: K, value: V[K]) => void,
    errorAt: (field: string) => string | undefined,
  ) => ReactNode;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [refusal, setRefusal] = useState<{ field: string | null; text: string } | null>(null);
  const change = useSettingsChange(save);
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (refusal?.field === field) setRefusal(null);
  };
  const errorAt = (field: string) => (refusal?.field === field ? refusal.text : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(values, {
      onSuccess: onClose,
      onError: (error) => setRefusal(settingsRefusal(error, t)),
    });
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {isNew && (
            <TextInput
              label={t('WAREHOUSE_SETTINGS.CODE')}
              description={t('WAREHOUSE_SETTINGS.CODE_HINT')}
              required
              data-autofocus
              maxLength={40}
              value={values.code}
              onChange={(e) => set('code', e.currentTarget.value.toLocaleUpperCase('hu'))}
              error={errorAt('code')}
            />
          )}
          <TextInput
            label={t('WAREHOUSE_SETTINGS.NAME')}
            required
            data-autofocus={isNew ? undefined : true}
            maxLength={100}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errorAt('name')}
          />
          {children(values, set, errorAt)}
          {refusal && !FORM_FIELDS.includes(refusal.field ?? '') && (
            <Alert color="red" role="alert">
              {refusal.text}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('WAREHOUSE_SETTINGS.CANCEL')}
            </Button>
            <ActionButton type="submit" endpoint={endpoint} loading={change.isPending}>
              {t('WAREHOUSE_SETTINGS.SAVE')}
            </ActionButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
