import { ROLES, type TRole } from '@kontor/contract';

/**
 * Who may do what. Each route declares one permission; a role has it when listed here.
 * `admin` holds every permission. Areas add their permissions here as they arrive.
 */
export const PERMISSIONS = {
  /** The shell calls of any logged-in user: user info, menu, history, welcome page, inbox. */
  session: ROLES,
  'products.read': ROLES,
  'products.write': ['back_office'],
  'partners.read': ['sales', 'back_office', 'warehouse', 'driver', 'scheduler'],
  'partners.write': ['sales', 'back_office'],
  /** Marking employees absent: the office and the scheduler who plans drivers and workshop. */
  'employees.write': ['back_office', 'scheduler'],
  'sales.use': ['sales', 'back_office'],
  'purchasing.use': ['back_office'],
  'warehouse.use': ['warehouse', 'back_office'],
  'production.use': ['workshop', 'scheduler'],
  'delivery.use': ['driver', 'scheduler', 'back_office'],
  'settings.admin': [],
  'admin.tools': [],
} as const satisfies Record<string, readonly TRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(roles: readonly TRole[], permission: Permission): boolean {
  if (roles.includes('admin')) return true;
  const allowed: readonly TRole[] = PERMISSIONS[permission];
  return roles.some((r) => allowed.includes(r));
}
