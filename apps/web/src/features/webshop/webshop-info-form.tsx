import type { TWebshopInfo } from '@kontor/contract';
import {
  Button,
  Group,
  Image,
  Radio,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChanged, useModalClose, useUnsavedGuard } from '../../lib/forms/unsaved-changes';
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

  const setText = (index: number, patch: Partial<TextDraft>) =>
    setValues((v) => ({
      ...v,
      texts: v.texts.map((text, i) => (i === index ? { ...text, ...patch } : text)),
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
        <Radio.Group
          label={t('WEBSHOP.MAIN_IMAGE')}
          value={String(values.mainMediaId ?? '')}
          onChange={(value) =>
            setValues((v) => ({ ...v, mainMediaId: value ? Number(value) : null }))
          }
        >
          <Group gap="md" mt="xs">
            <Radio value="" label={t('WEBSHOP.NO_IMAGE')} />
            {info.images.map((image) => (
              <Radio
                key={image.id}
                value={String(image.id)}
                label={
                  <Group gap={6}>
                    <Image src={image.url} alt="" w={48} h={48} fit="contain" />
                    <Text size="sm">{image.originalName}</Text>
                  </Group>
                }
              />
            ))}
          </Group>
        </Radio.Group>
        <Tabs defaultValue="HU" keepMounted={false}>
          <Tabs.List>
            {values.texts.map((text) => (
              <Tabs.Tab key={text.language} value={text.language}>
                {text.language}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {values.texts.map((text, index) => (
            <Tabs.Panel key={text.language} value={text.language} pt="sm">
              <Stack gap="sm">
                <Group align="flex-end" gap="xs">
                  <TextInput
                    label={t('WEBSHOP.SLUG')}
                    description={t('WEBSHOP.SLUG_HINT')}
                    value={text.slug}
                    maxLength={120}
                    error={errorOf(text.language, 'slug')}
                    onChange={(event) => setText(index, { slug: event.currentTarget.value })}
                    style={{ flex: 1 }}
                  />
                  <Button
                    variant="default"
                    onClick={() => setText(index, { slug: slugOf(info.name) })}
                  >
                    {t('WEBSHOP.SLUG_FROM_NAME')}
                  </Button>
                </Group>
                <TextInput
                  label={t('WEBSHOP.SHORT_DESCRIPTION')}
                  value={text.shortDescription}
                  maxLength={500}
                  onChange={(event) =>
                    setText(index, { shortDescription: event.currentTarget.value })
                  }
                />
                <Textarea
                  label={t('WEBSHOP.LONG_DESCRIPTION')}
                  value={text.longDescription}
                  maxLength={10000}
                  autosize
                  minRows={4}
                  maxRows={12}
                  onChange={(event) =>
                    setText(index, { longDescription: event.currentTarget.value })
                  }
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('WEBSHOP.CANCEL')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('WEBSHOP.SAVE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
