import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { hashAccessCode } from './pages/customer-portal.ts';

/**
 * Demo orders of the customer portal with the access codes printed on their confirmations
 * (README of classic/ lists them). Fixed values, so tests and demos can rely on them.
 */
export const DEMO_PORTAL_ORDERS = [
  {
    orderNumber: 'VR-2026-00042',
    accessCode: 'K7M2-P9QX',
    customerName: 'Alföldi Bútorház Kft.',
    status: 'IN_PRODUCTION',
    items: [
      { code: 'ASZ-120', name: 'Tölgy étkezőasztal 120 cm', quantity: '2', unit: 'db' },
      { code: 'SZK-10', name: 'Kárpitozott szék, szürke', quantity: '8', unit: 'db' },
    ],
  },
  {
    orderNumber: 'VR-2026-00057',
    accessCode: 'T3H8-W6RD',
    customerName: 'Kovács Péter',
    status: 'DISPATCHED',
    items: [{ code: 'POL-80', name: 'Fali polc 80 cm', quantity: '3', unit: 'db' }],
  },
] as const;

export async function seedCustomerPortal(db: Db, firmIds: number[]): Promise<void> {
  for (const order of DEMO_PORTAL_ORDERS) {
    await db.execute(sql`
      insert into customer_order_access (firm_id, order_number, access_code_hash, customer_name, status, items)
      values (${firmIds[0]!}, ${order.orderNumber}, ${hashAccessCode(order.accessCode)},
              ${order.customerName}, ${order.status}, ${JSON.stringify(order.items)}::jsonb)`);
  }
}
