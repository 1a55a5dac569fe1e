import { type TWebshopInfo, webshopEndpoints } from '@kontor/contract';
import {
  Button,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChanged, useModalClose, useUnsavedGuard } from '../../lib/forms/unsaved-changes';
import { FormButtons } from '../../ui/form-buttons';
import { useToast } from '../../ui/toast';
import { useSaveWebshopInfo, webshopFieldErrors } from './webshop-api';
import { draftsOf, slugOf, type TextDraft, textsOf } from './webshop-texts';

/** The webshop data of one product: published, main image, texts and slug per language. */
export function WebshopInfoForm({ info, onDone }: { info: TWebshopInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const close = useModalClose() ?? onDone;
  const initial = {
    published: info.published,
    mainMediaId: info.mainMediaId,
    texts: draftsOf(info),
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveWebshopInfo();
  useUnsavedGuard(hasChanged(values, initial) && !save.isSuccess);

  const [language, setLanguage] = useState('HU');
  const text = values.texts.find((draft) => draft.language === language);
  const setText = (patch: Partial<TextDraft>) =>
    setValues((v) => ({
      ...v,
      texts: v.texts.map((draft) => (draft.language === language ? { ...draft, ...patch } : draft)),
    }));
  const sent = textsOf(values.texts);
  const errorOf = (language: string, field: string) => {
    const index = sent.findIndex((text) => text.language === language);
    const key = errors[`texts.${index}.${field}`];
    return index >= 0 && key ? t(key) : undefined;
  };

  async function submit() {
    setErrors({});
    try {
      await save.mutateAsync({
        info,
        body: {
          published: values.published,
          mainMediaId: values.mainMediaId,
          texts: sent,
          version: info.version,
        },
      });
      toast.show(t('WEBSHOP.SAVED'), 'SUCCESS');
      onDone();
    } catch (error) {
      const found = webshopFieldErrors(error);
      setErrors({ ...found });
      toast.show(t(Object.values(found)[0] ?? 'WEBSHOP.ERROR.SAVE_FAILED'), 'ERROR');
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Switch
          label={t('WEBSHOP.PUBLISHED')}
          checked={values.published}
          onChange={(event) => setValues((v) => ({ ...v, published: event.currentTarget.checked }))}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="webshop-main-image">
            {t('WEBSHOP.MAIN_IMAGE')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby="webshop-main-image">
            {[null, ...info.images].map((image) => (
              <Button
                key={image?.id ?? 0}
                variant={values.mainMediaId === (image?.id ?? null) ? 'light' : 'default'}
                aria-pressed={values.mainMediaId === (image?.id ?? null)}
                h={image ? 64 : undefined}
                leftSection={image && <Image src={image.url} alt="" w={48} h={48} fit="contain" />}
                onClick={() => setValues((v) => ({ ...v, mainMediaId: image?.id ?? null }))}
              >
                {image ? image.originalName : t('WEBSHOP.NO_IMAGE')}
              </Button>
            ))}
          </Group>
        </Stack>
        <SegmentedControl
          aria-label={t('WEBSHOP.LANGUAGES')}
          value={language}
          onChange={setLanguage}
          data={values.texts.map((text) => text.language)}
          style={{ alignSelf: 'flex-start' }}
        />
        {text && (
          <Stack gap="sm">
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t('WEBSHOP.SLUG')}
                description={t('WEBSHOP.SLUG_HINT')}
                value={text.slug}
                maxLength={120}
                error={errorOf(text.language, 'slug')}
                onChange={(event) => setText({ slug: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <Button variant="default" onClick={() => setText({ slug: slugOf(info.name) })}>
                {t('WEBSHOP.SLUG_FROM_NAME')}
              </Button>
            </Group>
            <TextInput
              label={t('WEBSHOP.SHORT_DESCRIPTION')}
              value={text.shortDescription}
              maxLength={500}
              onChange={(event) => setText({ shortDescription: event.currentTarget.value })}
            />
            <Textarea
              label={t('WEBSHOP.LONG_DESCRIPTION')}
              value={text.longDescription}
              maxLength={10000}
              autosize
              minRows={4}
              maxRows={12}
              onChange={(event) => setText({ longDescription: event.currentTarget.value })}
            />
          </Stack>
        )}
        <FormButtons
          onCancel={close}
          cancelLabel={t('WEBSHOP.CANCEL')}
          submitLabel={t('WEBSHOP.SAVE')}
          endpoint={webshopEndpoints.save}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
