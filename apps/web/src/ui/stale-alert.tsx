import { Alert, Button, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A save refused because someone else changed the data first (409): what happened, and a reload. */
export function StaleAlert({
  title,
  message,
  onReload,
}: {
  title: string;
  message: ReactNode;
  onReload?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        {message}
        {onReload && (
          <Button
            size="xs"
            variant="white"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onReload}
          >
            {t('UI.RELOAD')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
