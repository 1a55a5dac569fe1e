import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Spec 000 §8: a warning icon and a message, for an error that belongs to the page. */
export function ErrorDisplay({ message }: { message: ReactNode }) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
      {message}
    </Alert>
  );
}
