import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Spec 000 §8: a warning icon and a message (under an optional title), for an error of the page. */
export function ErrorDisplay({ title, message }: { title?: string; message: ReactNode }) {
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertTriangle aria-hidden />}>
      {message}
    </Alert>
  );
}
