import { ROLES, type TRole } from './user.ts';

/**
 * Who may do what: the one permission table of the server (each route declares one permission)
 * and of the web app (which hides what the user may not do). A role has a permission when listed
 * here; `admin` holds every permission. Areas add their permissions here as they arrive.
 */
export const PERMISSIONS = {
  /** The shell calls of any logged-in user: user info, menu, history, welcome page, inbox. */
  session: ROLES,
  'products.read': ROLES,
  'products.write': ['back_office'],
  'partners.read': ['sales', 'back_office', 'warehouse', 'driver', 'scheduler'],
  'partners.write': ['sales', 'back_office'],
  /** Discounts: sales propose (write), the back office approves; approval is four-eyes too. */
  'discounts.read': ['sales', 'back_office'],
  'discounts.write': ['sales', 'back_office'],
  'discounts.approve': ['back_office'],
  /** Marking employees absent: the office and the scheduler who plans drivers and workshop. */
  'employees.write': ['back_office', 'scheduler'],
  'sales.use': ['sales', 'back_office'],
  'purchasing.use': ['back_office'],
  /** Supplier invoices (supplier-invoices README): approving for payment, recording payments. */
  'supplier-invoices.approve': ['back_office'],
  'supplier-invoices.pay': ['back_office'],
  'warehouse.use': ['warehouse', 'back_office'],
  /**
   * The warehouse dashboard, the floor's home page (warehouse-dashboard README): the workshop's
   * tabs are there too; each tab asks its own permission on top of this one.
   */
  'warehouse.dashboard': ['warehouse', 'workshop', 'back_office'],
  /** The warehouse layout (storages README): create, rename, move, (de)activate, print labels. */
  'storages.admin': ['back_office'],
  /**
   * Posting a stock count (stock-counts README): the floor counts, the office books the
   * differences into the ledger (and may cancel a count): four eyes on a change of stock value.
   */
  'stock.post-count': ['back_office'],
  /** The warehouse dashboard's job titles and workstations (warehouse-dashboard README). */
  'warehouse.settings': ['back_office'],
  'production.use': ['workshop', 'scheduler'],
  /** The work schedule (production README): reading the calendars, booking on them, over capacity. */
  'schedule.read': ['scheduler', 'workshop', 'back_office', 'sales'],
  'schedule.write': ['scheduler', 'back_office'],
  'schedule.override': ['scheduler'],
  /** The schedule's tabs and teams (production README "Settings"): who plans keeps them too. */
  'schedule.admin': ['scheduler', 'back_office'],
  'delivery.use': ['driver', 'scheduler', 'back_office'],
  /** Delivery (delivery README): planning routes; the driver only works their own. */
  'delivery.plan': ['scheduler', 'back_office'],
  /** Delivery methods, plan conditions, fleet vehicles, unpacking fees. */
  'delivery.admin': ['back_office'],
  /** Sales (customer-orders README): quote requests, quotes and customer orders. */
  'sales.read': ['sales', 'back_office', 'warehouse'],
  'sales.write': ['sales', 'back_office'],
  'sales.confirm': ['sales', 'back_office'],
  /** Typing a unit price or discount other than the pricing engine's answer (README: prices). */
  'sales.price': ['back_office'],
  /** Dispatch: stock out with a delivery note, parcels, the order label. */
  'sales.dispatch': ['warehouse', 'back_office'],
  /** Imports of partners, products and services (imports README). */
  'imports.run': ['back_office'],
  /**
   * The windshield catalogue is shared by every firm (vehicles README): importing into it changes
   * it for all of them, so it takes more than one firm's import right.
   */
  'vehicles.catalogue': [],
  /** Customer invoices (invoices README): sales read them, the back office issues and books payments. */
  'invoices.read': ['sales', 'back_office'],
  'invoices.write': ['back_office'],
  /** Documents (documents README): making, downloading and printing a quote's, order's, invoice's PDF. */
  'documents.print': ['sales', 'back_office'],
  /** The library (library README): files attached to orders, partners, products. */
  'library.read': ['sales', 'back_office', 'warehouse'],
  'library.write': ['sales', 'back_office'],
  /** Removing a file (kept for the audit): the back office only. */
  'library.delete': ['back_office'],
  /** E-mail (emails README): sales and the office send documents; the office writes templates. */
  'emails.read': ['sales', 'back_office'],
  'emails.send': ['sales', 'back_office'],
  'emails.templates': ['back_office'],
  'settings.admin': [],
  'admin.tools': [],
  /** Design proofs (design-proofs README): the board, and placing the design on the product. */
  'design.read': ['sales', 'back_office', 'workshop', 'scheduler'],
  'design.write': ['sales', 'back_office', 'workshop', 'scheduler'],
  /** Answering a proof for the customer (phone, e-mail): recorded with who. */
  'design.approve-on-behalf': ['sales', 'back_office'],
} as const satisfies Record<string, readonly TRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Roles are strings in the stored state of the web app; an unknown role grants nothing. */
export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  if (roles.includes('admin')) return true;
  const allowed: readonly string[] = PERMISSIONS[permission];
  return roles.some((r) => allowed.includes(r));
}
