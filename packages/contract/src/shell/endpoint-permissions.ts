import {
  customerOrderEndpoints,
  quoteEndpoints,
  quoteRequestEndpoints,
} from '../customer-orders/endpoints.ts';
import { dispatchEndpoints } from '../customer-orders/order-calls.ts';
import { discountEndpoints } from '../discounts/endpoints.ts';
import type { Endpoint } from '../endpoint.ts';
import { invoiceEndpoints } from '../invoices/endpoints.ts';
import type { Permission } from './permissions.ts';

/**
 * The permission that guards each endpoint behind a button of the web app: the server refuses to
 * start when a route guards one of these with another permission (platform/routes.ts), and the
 * web app's `<Action endpoint>` shows the button only to users holding it. So a button is offered
 * exactly to the users the server lets through. Add an endpoint here when a button calls it.
 */
const GUARDS: readonly (readonly [Endpoint, Permission])[] = [
  [customerOrderEndpoints.create, 'sales.write'],
  [customerOrderEndpoints.update, 'sales.write'],
  [customerOrderEndpoints.changeState, 'sales.confirm'],
  [quoteRequestEndpoints.createQuote, 'sales.write'],
  [quoteRequestEndpoints.decline, 'sales.write'],
  [quoteEndpoints.changeState, 'sales.write'],
  [quoteEndpoints.createOrder, 'sales.write'],
  [dispatchEndpoints.dispatch, 'sales.dispatch'],
  [dispatchEndpoints.saveParcels, 'sales.dispatch'],
  [dispatchEndpoints.updateParcel, 'sales.dispatch'],
  [dispatchEndpoints.deleteParcel, 'sales.dispatch'],
  [dispatchEndpoints.reprintLabel, 'sales.dispatch'],
  [invoiceEndpoints.dispatchAndInvoice, 'invoices.write'],
  [invoiceEndpoints.createFromOrder, 'invoices.write'],
  [discountEndpoints.approve, 'discounts.approve'],
];

/** `POST /customer-order/:orderId/state`: how an endpoint is named in this table and in the page. */
export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

const BY_KEY: ReadonlyMap<string, Permission> = new Map(
  GUARDS.map(([endpoint, permission]) => [endpointKey(endpoint), permission]),
);

/** The permission guarding `endpoint`, when a button of the web app calls it; else undefined. */
export function permissionOfEndpoint(endpoint: Pick<Endpoint, 'method' | 'path'>) {
  return BY_KEY.get(endpointKey(endpoint));
}

/** Every guarded endpoint, for the tests that hold both sides to the table. */
export function guardedEndpoints(): readonly (readonly [string, Permission])[] {
  return [...BY_KEY];
}
