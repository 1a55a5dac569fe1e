import { hasPermission, type Permission } from '@kontor/contract';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from './session';
import { useStore } from './store';

export type { Permission };

/**
 * What the logged-in user may do, read from the server's permission table (the contract's
 * PERMISSIONS) and the roles of user info: the web app hides or locks what the server would refuse.
 */
export function usePermission(permission: Permission): boolean {
  const { roles } = useStore(userStore).userInfo;
  return hasPermission(roles, permission);
}

/** Shows its children only when the user holds the permission (create, save, delete buttons). */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return usePermission(permission) ? children : null;
}

/**
 * A form, or a page of forms, that only users holding `permission` may change. Without it the
 * page says it is read-only and every control inside is disabled (a disabled fieldset), so no
 * field needs to know about permissions.
 */
export function Editable({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (usePermission(permission)) return children;
  return (
    <>
      <Alert color="gray" icon={<IconLock aria-hidden />} data-testid="read-only-notice">
        {t('SHELL.READ_ONLY')}
      </Alert>
      <fieldset
        disabled
        aria-label={t('SHELL.READ_ONLY')}
        style={{ all: 'unset', display: 'contents' }}
      >
        {children}
      </fieldset>
    </>
  );
}
