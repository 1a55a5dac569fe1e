import {
  type Endpoint,
  endpointKey,
  hasPermission,
  type Permission,
  permissionOfEndpoint,
} from '@kontor/contract';
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

/**
 * Whether the user may call `endpoint`, by the permission the server guards it with (the
 * contract's table of button endpoints). An endpoint missing from the table is a programming
 * error: the button could not know whom the server lets through.
 */
export function useMayCall(endpoint: Pick<Endpoint, 'method' | 'path'>): boolean {
  const permission = permissionOfEndpoint(endpoint);
  if (permission === undefined)
    throw new Error(`${endpointKey(endpoint)} is missing from the contract's endpoint permissions`);
  return usePermission(permission);
}

/**
 * Shows its children only when the user may call `endpoint`; the children get the endpoint's
 * name as `data-endpoint` through `endpointAttribute`, so a test can ask the server about it.
 */
export function CanCall({
  endpoint,
  children,
}: {
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  children: ReactNode;
}) {
  return useMayCall(endpoint) ? children : null;
}

/** The attribute a button carries to name the call it makes: `POST /customer-order/:orderId/state`. */
export function endpointAttribute(endpoint: Pick<Endpoint, 'method' | 'path'>) {
  return { 'data-endpoint': endpointKey(endpoint) };
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
      <ReadOnlyNotice permission={permission} />
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

/**
 * The read-only notice alone, for a page whose forms lock their own fields but whose actions
 * other rights may still use (a warehouse user dispatches an order it may not edit).
 */
export function ReadOnlyNotice({ permission }: { permission: Permission }) {
  const { t } = useTranslation();
  if (usePermission(permission)) return null;
  return (
    <Alert color="gray" icon={<IconLock aria-hidden />} data-testid="read-only-notice">
      {t('SHELL.READ_ONLY')}
    </Alert>
  );
}
