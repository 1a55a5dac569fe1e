import { taxNumberCheckDigit } from '@kontor/contract';
import { count, eq } from 'drizzle-orm';
import { seedCustomerPortal } from '../classic/customer-portal.seed.ts';
import { employees, firms, messages, products, tasks, userFirms, users } from '../db/schema.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db/database.ts';
import { seedDelivery } from './delivery.ts';
import { seedDeliveryCandidates } from './delivery-candidates.ts';
import { seedDesignProofs } from './design-proofs.ts';
import { seedDiscounts } from './discounts.ts';
import { seedEmails } from './emails.ts';
import { seedInvoices } from './invoices.ts';
import { seedPartners } from './partners.ts';
import { seedPicking } from './picking.ts';
import { seedProduction } from './production.ts';
import { seedProducts } from './products.ts';
import { seedPurchasing } from './purchasing.ts';
import { seedReferenceData } from './reference-data.ts';
import { seedSales } from './sales.ts';
import { seedShelving } from './shelving.ts';
import { seedStockCounts } from './stock-counts.ts';
import { seedSupplierInvoices } from './supplier-invoices.ts';
import { seedTenderOrders } from './tender-orders.ts';
import { seedWarehouseDashboard } from './warehouse-dashboard.ts';

export const DEMO_PASSWORD = 'Kontor-demo-2026';

/** A valid tax number from a 7-digit base, VAT code and county code. */
function taxNumber(base7: string, vat: number, county: string): string {
  return `${base7}${taxNumberCheckDigit(base7)}-${vat}-${county}`;
}

const FIRMS = [
  {
    name: 'Kontor Kereskedelmi Kft.',
    shortName: 'Kontor Kereskedelem',
    tax: ['2456781', 2, '41'],
    address: '1138 Budapest, Váci út 141.',
  },
  {
    name: 'Kontor Gyártó Zrt.',
    shortName: 'Kontor Gyártó',
    tax: ['1387254', 2, '08'],
    address: '9027 Győr, Budai út 12.',
  },
  {
    name: 'Kontor Logisztika Kft.',
    shortName: 'Kontor Logisztika',
    tax: ['2698143', 2, '09'],
    address: '4031 Debrecen, Határ út 3.',
  },
  {
    name: 'Alföldi Bútorház Kft.',
    shortName: 'Alföldi Bútorház',
    tax: ['1254987', 2, '03'],
    address: '6000 Kecskemét, Szolnoki út 45.',
  },
  {
    name: 'Balaton Vasudvar Kft.',
    shortName: 'Balaton Vasudvar',
    tax: ['2331579', 2, '14'],
    address: '8600 Siófok, Fő utca 210.',
  },
  {
    name: 'Tisza Építőanyag Kft.',
    shortName: 'Tisza Építőanyag',
    tax: ['1478520', 2, '06'],
    address: '6724 Szeged, Kossuth Lajos sugárút 88.',
  },
  {
    name: 'Mecsek Faipari Bt.',
    shortName: 'Mecsek Faipari',
    tax: ['2865319', 3, '02'],
    address: '7630 Pécs, Megyeri út 52.',
  },
  {
    name: 'Bükk Kereskedőház Kft.',
    shortName: 'Bükk Kereskedőház',
    tax: ['1193468', 2, '05'],
    address: '3527 Miskolc, József Attila utca 74.',
  },
  {
    name: 'Rába Csomagolástechnika Kft.',
    shortName: 'Rába Csomagolás',
    tax: ['2547896', 2, '08'],
    address: '9700 Szombathely, Körmendi út 19.',
  },
] as const;

/** username, full name, nick name, roles, firm indexes (into FIRMS), job title */
const USERS = [
  [
    'admin',
    'Kovács Anna',
    'Anna',
    ['admin', 'sales', 'back_office', 'warehouse', 'driver', 'scheduler', 'workshop'],
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    'Rendszergazda',
  ],
  ['ertekesito', 'Szabó Péter', 'Péter', ['sales'], [0, 1], 'Értékesítő'],
  ['irodai', 'Nagy Katalin', 'Kati', ['back_office'], [0, 1, 2], 'Irodavezető'],
  ['raktaros', 'Tóth Gábor', 'Gábor', ['warehouse'], [0], 'Raktáros'],
  ['sofor', 'Horváth László', 'Laci', ['driver'], [0, 2], 'Gépkocsivezető'],
  ['utemezo', 'Varga Eszter', 'Eszter', ['scheduler'], [0, 2], 'Ütemező'],
  ['muhely', 'Kiss Zoltán', 'Zoli', ['workshop'], [1], 'Műhelyvezető'],
] as const;

const MORE_EMPLOYEES = [
  ['Molnár Judit', 'Ügyfélszolgálati munkatárs'],
  ['Farkas Bence', 'Raktáros'],
  ['Balogh Réka', 'Beszerző'],
  ['Papp Dávid', 'Gépkocsivezető'],
  ['Lakatos Zsófia', 'Könyvelő'],
  ['Takács Márton', 'Asztalos'],
  ['Juhász Nóra', 'Értékesítő'],
  ['Mészáros Ádám', 'Targoncavezető'],
] as const;

const PRODUCTS = [
  ['ASZ-1001', 'Árvíztűrő tükörfúrógép'],
  ['ASZ-1002', 'Ütvefúró 750 W'],
  ['ASZ-1003', 'Akkus csavarbehajtó 18 V'],
  ['BUT-2001', 'Tölgyfa étkezőasztal 160×90'],
  ['BUT-2002', 'Bükkfa szék kárpitozott'],
  ['BUT-2003', 'Fenyő könyvespolc 5 polcos'],
  ['BUT-2004', 'Gardróbszekrény tolóajtós 200 cm'],
  ['CSO-3001', 'Hullámkarton doboz 40×30×30'],
  ['CSO-3002', 'Stretch fólia 23 µm'],
  ['CSO-3003', 'Raklap EUR 1200×800'],
  ['EPI-4001', 'Gipszkarton lap 12,5 mm'],
  ['EPI-4002', 'Csemperagasztó flexibilis 25 kg'],
  ['EPI-4003', 'Kőzetgyapot szigetelés 10 cm'],
  ['FES-5001', 'Beltéri falfesték fehér 15 l'],
  ['FES-5002', 'Fapác dió 0,75 l'],
  ['FES-5003', 'Őszibarack-sárga zománcfesték 0,75 l'],
  ['VAS-6001', 'Zártszelvény 40×40×2 mm'],
  ['VAS-6002', 'Horganyzott csavar M8×60'],
  ['VAS-6003', 'Zsanér rejtett 35 mm'],
  ['KON-7001', 'Mosogató rozsdamentes egymedencés'],
  ['KON-7002', 'Munkalap bükk 38 mm'],
  ['KON-7003', 'Fiókcsúszó teleszkópos 45 cm'],
  ['VIL-8001', 'LED panel 60×60 40 W'],
  ['VIL-8002', 'Függőlámpa üveg búrával'],
  ['VIL-8003', 'Kültéri reflektor mozgásérzékelős'],
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo company group: 9 firms, a user per role, employees, tasks, messages and products.
 * Dated rows (rates, a driver's leave) count back from `now`; the mock fixtures pass a fixed one.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const firmRows = await tx
      .insert(firms)
      .values(
        FIRMS.map((f) => ({
          name: f.name,
          shortName: f.shortName,
          taxNumber: taxNumber(f.tax[0], f.tax[1], f.tax[2]),
          address: f.address,
        })),
      )
      .returning({ id: firms.id });
    const firmIds = firmRows.map((f) => f.id);
    for (const [username, fullName, nickName, roles, firmIndexes, jobTitle] of USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          username,
          fullName,
          nickName,
          passwordHash,
          roles: [...roles],
          defaultFirmId: firmIds[firmIndexes[0]]!,
        })
        .returning({ id: users.id });
      const memberOf = firmIndexes.map((i) => firmIds[i]!);
      await tx.insert(userFirms).values(memberOf.map((firmId) => ({ userId: user!.id, firmId })));
      await tx.insert(employees).values(
        memberOf.map((firmId) => ({
          firmId,
          userId: user!.id,
          name: fullName,
          jobTitle,
          email: `${username}@kontor.hu`,
          phone: '+36 1 555 0100',
        })),
      );
      await tx.insert(tasks).values([
        {
          firmId: memberOf[0]!,
          assigneeUserId: user!.id,
          title: 'Heti leltáreltérések átnézése',
          department: 'Raktár',
          dueDate: '2026-12-04',
        },
        {
          firmId: memberOf[0]!,
          assigneeUserId: user!.id,
          title: 'Reklamáció visszahívása: Alföldi Bútorház',
          department: 'Ügyfélszolgálat',
          kind: 'CUSTOMER_SERVICE' as const,
          dueDate: '2026-11-30',
        },
        {
          firmId: memberOf[0]!,
          assigneeUserId: user!.id,
          title: 'Szállítási címek ellenőrzése',
          department: 'Logisztika',
        },
      ]);
      await tx.insert(messages).values([
        {
          firmId: memberOf[0]!,
          recipientUserId: user!.id,
          senderName: 'Nagy Katalin',
          subject: 'Decemberi nyitvatartás',
          body: 'December 24. és 26. között a raktár zárva tart.',
        },
        {
          firmId: memberOf[0]!,
          recipientUserId: user!.id,
          senderName: 'Rendszer',
          subject: 'Üdvözlünk a Kontorban!',
          body: 'A menüt a bal felső sarokban találod.',
        },
      ]);
    }
    for (const firmId of firmIds) {
      await tx
        .insert(employees)
        .values(MORE_EMPLOYEES.map(([name, jobTitle]) => ({ firmId, name, jobTitle })));
    }
    for (const firmId of firmIds.slice(0, 2)) {
      await tx.insert(products).values(PRODUCTS.map(([code, name]) => ({ firmId, code, name })));
    }
    await seedReferenceData(tx, firmIds, now);
    await seedPartners(tx, firmIds, now);
    await seedProducts(tx, firmIds);
    await seedDiscounts(tx, firmIds);
    await seedCustomerPortal(tx, firmIds);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'admin'));
    await seedSales(tx, firmIds[0]!, admin!.id);
    await seedInvoices(tx, firmIds[0]!, admin!.id);
    await seedEmails(tx, firmIds.slice(0, 2));
    await seedWarehouseDashboard(tx, firmIds);
    await seedShelving(tx, firmIds[0]!, admin!.id);
    await seedStockCounts(tx, firmIds[0]!);
    await seedPicking(tx, firmIds, admin!.id);
    await seedPurchasing(tx, firmIds[0]!, admin!.id);
    await seedTenderOrders(tx, firmIds[0]!, admin!.id);
    await seedSupplierInvoices(tx, firmIds[0]!, admin!.id);
    await seedProduction(tx, firmIds, admin!.id, now);
    await seedDelivery(tx, firmIds[0]!, admin!.id, now);
    await seedDeliveryCandidates(tx, firmIds[0]!, admin!.id);
    await seedDesignProofs(tx, firmIds[0]!, admin!.id);
  });
}
