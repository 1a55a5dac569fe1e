import presentationTexts from '@kontor/contract/dictionaries/component-presentation.json';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addBundledTexts } from '../lib/i18n/i18n';
import { usePageTitle } from '../lib/page';
import {
  BadgeDemo,
  ImagePreviewDemo,
  LayersDemo,
  TabListDemo,
  TooltipDemo,
} from '../ui/presentation/display-demos';
import {
  ErrorDisplayDemo,
  ErrorFlashDemo,
  SpinnerDemo,
  ToastDemo,
} from '../ui/presentation/feedback-demos';
import { EditableGridDemo } from '../ui/presentation/grid-demo';
import { SelectDemo, TextInputDemo, ThreeStateCheckboxDemo } from '../ui/presentation/input-demos';
import { ScanDemo } from '../ui/presentation/scan-demo';

// The demos' texts are the developer page's own: no user page carries them.
addBundledTexts(presentationTexts);

/** Every shared widget of spec 000 §4, §5 and §9, live, with its variants. */
export default function ComponentPresentationPage() {
  const { t } = useTranslation();
  usePageTitle(t('COMPONENT_PRESENTATION.TITLE'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('COMPONENT_PRESENTATION.TITLE')}</Title>
          <Text c="dimmed">{t('COMPONENT_PRESENTATION.INTRO')}</Text>
        </div>
        <ToastDemo />
        <SpinnerDemo />
        <ErrorFlashDemo />
        <ErrorDisplayDemo />
        <ThreeStateCheckboxDemo />
        <TextInputDemo />
        <SelectDemo />
        <EditableGridDemo />
        <ScanDemo />
        <ImagePreviewDemo />
        <BadgeDemo />
        <TooltipDemo />
        <TabListDemo />
        <LayersDemo />
      </Stack>
    </Container>
  );
}
