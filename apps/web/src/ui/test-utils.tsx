import presentationTexts from '@kontor/contract/dictionaries/component-presentation.json';
import loginTexts from '@kontor/contract/dictionaries/login.json';
import widgetTexts from '@kontor/contract/dictionaries/ui.json';
import { MantineProvider } from '@mantine/core';
import { type RenderOptions, render } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** An isolated i18next holding the widget dictionary, the way the app's i18n provides it. */
export function createTestI18n(language: 'hu' | 'en' = 'hu'): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: {
      hu: { translation: { ...loginTexts.hu, ...widgetTexts.hu, ...presentationTexts.hu } },
      en: { translation: { ...loginTexts.en, ...widgetTexts.en, ...presentationTexts.en } },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const testI18n = createTestI18n();

function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <I18nextProvider i18n={testI18n}>{children}</I18nextProvider>
    </MantineProvider>
  );
}

/**
 * Renders inside the providers every widget expects: Mantine (test mode: no transitions, no
 * portals) and the Hungarian dictionary.
 */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestProviders, ...options });
}
