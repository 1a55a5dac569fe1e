import { type TWebshopBulkResult, webshopEndpoints } from '@kontor/contract';
import {
  Alert,
  Checkbox,
  Group,
  List,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { useToast } from '../../ui/toast';
import { useBulkWebshopInfo } from './webshop-api';
import { WEBSHOP_LANGUAGES } from './webshop-texts';

type Published = 'keep' | 'true' | 'false';

/**
 * One change for the selected products: publishing and one language's texts (each set only when
 * ticked) and the slug from each name. Products the server refuses (slug clash) are listed here.
 */
export function WebshopBulkForm({
  productIds,
  onDone,
}: {
  productIds: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const bulk = useBulkWebshopInfo();
  const [published, setPublished] = useState<Published>('keep');
  const [language, setLanguage] = useState('HU');
  const [short, setShort] = useState<string | null>(null);
  const [long, setLong] = useState<string | null>(null);
  const [isSlugFromName, setSlugFromName] = useState(false);
  const [refused, setRefused] = useState<TWebshopBulkResult['refused']>([]);
  const hasTexts = short !== null || long !== null || isSlugFromName;

  async function apply() {
    const result = await bulk.mutateAsync({
      productIds,
      ...(published !== 'keep' && { published: published === 'true' }),
      ...(hasTexts && { language }),
      ...(short !== null && { shortDescription: short }),
      ...(long !== null && { longDescription: long }),
      isSlugFromName,
    });
    toast.show(t('WEBSHOP.BULK_DONE', { count: result.changed }), 'SUCCESS');
    if (result.refused.length) setRefused(result.refused);
    else onDone();
  }

  const textField = (
    label: string,
    value: string | null,
    set: (v: string | null) => void,
    rows: number,
  ) => (
    <Stack gap={4}>
      <Checkbox
        label={label}
        checked={value !== null}
        onChange={() => set(value === null ? '' : null)}
      />
      {value !== null && (
        <Textarea
          aria-label={label}
          autosize
          minRows={rows}
          value={value}
          onChange={(e) => set(e.currentTarget.value)}
        />
      )}
    </Stack>
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('WEBSHOP.BULK_PUBLISHED')}
        </Text>
        <SegmentedControl
          aria-label={t('WEBSHOP.BULK_PUBLISHED')}
          value={published}
          onChange={(v) => setPublished(v as Published)}
          data={[
            { value: 'keep', label: t('WEBSHOP.BULK_KEEP') },
            { value: 'true', label: t('WEBSHOP.PUBLISH') },
            { value: 'false', label: t('WEBSHOP.WITHDRAW') },
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('WEBSHOP.BULK_LANGUAGE')}
        </Text>
        <SegmentedControl
          aria-label={t('WEBSHOP.BULK_LANGUAGE')}
          value={language}
          onChange={setLanguage}
          data={[...WEBSHOP_LANGUAGES]}
        />
      </Stack>
      {textField(t('WEBSHOP.BULK_SET_SHORT'), short, setShort, 2)}
      {textField(t('WEBSHOP.BULK_SET_LONG'), long, setLong, 4)}
      <Checkbox
        label={t('WEBSHOP.BULK_SLUG_FROM_NAME')}
        checked={isSlugFromName}
        onChange={(e) => setSlugFromName(e.currentTarget.checked)}
      />
      {bulk.isError && <ErrorMessage error={bulk.error} />}
      {refused.length > 0 && (
        <Alert color="yellow" title={t('WEBSHOP.BULK_REFUSED')}>
          <List size="sm">
            {refused.map((r) => (
              <List.Item key={r.productId}>
                {r.code}: {t(`WEBSHOP.BULK_REASON.${r.reason}`)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end">
        <ActionButton
          endpoint={webshopEndpoints.bulk}
          loading={bulk.isPending}
          disabledReason={
            published === 'keep' && !hasTexts ? t('SHELL.DISABLED.FILL_REQUIRED') : null
          }
          onClick={() => void apply()}
        >
          {t('WEBSHOP.BULK_APPLY')}
        </ActionButton>
      </Group>
    </Stack>
  );
}
