import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { userStore } from '../lib/session';
import { useStoredState } from '../lib/stored-state';
import { useErrorFlash } from '../ui/error-flash';
import { useProgress } from '../ui/spinner';
import { useToast } from '../ui/toast';

/** How long the test spinner claim stays open: beyond the shell's 1000 ms spinner delay. */
const SPINNER_CLAIM_MS = 1500;

/**
 * A page the end-to-end tests drive: it triggers the global toast, red flash and spinner, and
 * shows the login state. Served in a public context and in one that needs a login.
 */
export default function E2eTestPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('DEV.E2E_PAGE'));
  const toast = useToast();
  const flash = useErrorFlash();
  const { claim } = useProgress();
  const { loggedIn, userInfo } = useStoredState(userStore);

  return (
    <Stack>
      <Title order={1}>{t('DEV.E2E_PAGE')}</Title>
      <Text data-testid="e2e-context">{pathname}</Text>
      <Text data-testid="e2e-login-state">
        {loggedIn ? t('DEV.LOGGED_IN_AS', { name: userInfo.fullName }) : t('DEV.LOGGED_OUT')}
      </Text>
      <Group>
        <Button onClick={() => toast.show(t('DEV.E2E_TOAST_SUCCESS'), 'SUCCESS')}>
          {t('DEV.E2E_SHOW_SUCCESS')}
        </Button>
        <Button color="red" onClick={() => toast.show(t('DEV.E2E_TOAST_ERROR'), 'ERROR')}>
          {t('DEV.E2E_SHOW_ERROR')}
        </Button>
        <Button variant="default" onClick={flash}>
          {t('DEV.E2E_FLASH')}
        </Button>
        <Button
          variant="default"
          onClick={() =>
            void claim(new Promise((resolve) => setTimeout(resolve, SPINNER_CLAIM_MS)))
          }
        >
          {t('DEV.E2E_SPINNER')}
        </Button>
      </Group>
    </Stack>
  );
}
