import { Button, Group, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../error-display';
import { useErrorFlash } from '../error-flash';
import { SmallSpinner, useProgress } from '../spinner';
import { useToast } from '../toast';
import { DemoSection } from './demo-section';

function wait(ms: number, isFailing = false): Promise<void> {
  return new Promise((resolve, reject) =>
    setTimeout(() => (isFailing ? reject(new Error('demo failure')) : resolve()), ms),
  );
}

export function ToastDemo() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.TOAST')}
      description={t('COMPONENT_PRESENTATION.TOAST_DESCRIPTION')}
    >
      <Group>
        <Button
          color="green"
          onClick={() => toast.show(t('COMPONENT_PRESENTATION.TOAST_SUCCESS_MESSAGE'), 'SUCCESS')}
        >
          {t('COMPONENT_PRESENTATION.TOAST_SUCCESS')}
        </Button>
        <Button
          color="red"
          onClick={() => toast.show(t('COMPONENT_PRESENTATION.TOAST_ERROR_MESSAGE'), 'ERROR')}
        >
          {t('COMPONENT_PRESENTATION.TOAST_ERROR')}
        </Button>
      </Group>
    </DemoSection>
  );
}

export function SpinnerDemo() {
  const { t } = useTranslation();
  const progress = useProgress();
  const toast = useToast();
  const [isLoading, setIsLoading] = useState(false);

  const runFailing = () =>
    progress
      .claim(wait(2500, true))
      .catch(() => toast.show(t('COMPONENT_PRESENTATION.SPINNER_FAILED_MESSAGE'), 'ERROR'));

  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.SPINNER')}
      description={t('COMPONENT_PRESENTATION.SPINNER_DESCRIPTION')}
    >
      <Group>
        <Button variant="default" onClick={() => progress.claim(wait(300))}>
          {t('COMPONENT_PRESENTATION.SPINNER_FAST')}
        </Button>
        <Button variant="default" onClick={() => progress.claim(wait(2500))}>
          {t('COMPONENT_PRESENTATION.SPINNER_SLOW')}
        </Button>
        <Button variant="default" onClick={runFailing}>
          {t('COMPONENT_PRESENTATION.SPINNER_FAILING')}
        </Button>
      </Group>
      <Group>
        <Switch
          label={t('COMPONENT_PRESENTATION.SMALL_SPINNER')}
          checked={isLoading}
          onChange={(event) => setIsLoading(event.currentTarget.checked)}
        />
        <SmallSpinner isActive={isLoading} />
      </Group>
    </DemoSection>
  );
}

export function ErrorFlashDemo() {
  const { t } = useTranslation();
  const flash = useErrorFlash();
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.ERROR_FLASH')}
      description={t('COMPONENT_PRESENTATION.ERROR_FLASH_DESCRIPTION')}
    >
      <Group>
        <Button color="red" variant="outline" onClick={flash}>
          {t('COMPONENT_PRESENTATION.ERROR_FLASH_TRIGGER')}
        </Button>
      </Group>
    </DemoSection>
  );
}

export function ErrorDisplayDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.ERROR_DISPLAY')}
      description={t('COMPONENT_PRESENTATION.ERROR_DISPLAY_DESCRIPTION')}
    >
      <ErrorDisplay message={t('COMPONENT_PRESENTATION.ERROR_DISPLAY_MESSAGE')} />
    </DemoSection>
  );
}
