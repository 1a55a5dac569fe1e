import {
  branches,
  codes,
  couriers,
  currencyRates,
  documentTemplates,
  firms,
  storages,
} from '../db/schema.ts';
import { todayInHungary } from '../platform/business-day.ts';
import type { Db } from '../platform/db/database.ts';

/** group, code, Hungarian name, English name */
const CODES: [string, string, string, string][] = [
  ['PAYMENT_METHOD', 'ATUTALAS', 'Átutalás', 'Bank transfer'],
  ['PAYMENT_METHOD', 'KESZPENZ', 'Készpénz', 'Cash'],
  ['PAYMENT_METHOD', 'UTANVET', 'Utánvét', 'Cash on delivery'],
  ['PAYMENT_METHOD', 'BANKKARTYA', 'Bankkártya', 'Bank card'],
  ['PAYMENT_METHOD', 'ELORE', 'Előre utalás (díjbekérő alapján)', 'Prepayment (pro forma invoice)'],
  ['PAYMENT_METHOD', 'KOMPENZACIO', 'Kompenzáció', 'Offsetting'],
  ['PRICE_TYPE', 'LISTA', 'Listaár', 'List price'],
  ['PRICE_TYPE', 'NAGYKER', 'Nagykereskedelmi ár', 'Wholesale price'],
  ['PRICE_TYPE', 'VISZONT', 'Viszonteladói ár', 'Reseller price'],
  ['PRICE_TYPE', 'AKCIOS', 'Akciós ár', 'Promotional price'],
  ['PRICE_TYPE', 'WEBSHOP', 'Webáruház ár', 'Webshop price'],
  ['PRICE_TYPE', 'BESZERZESI', 'Beszerzési ár', 'Purchase price'],
  ['PARTNER_CATEGORY', 'KISKER', 'Kiskereskedelmi vevő', 'Retail customer'],
  ['PARTNER_CATEGORY', 'NAGYKER', 'Nagykereskedelmi vevő', 'Wholesale customer'],
  ['PARTNER_CATEGORY', 'VISZONT', 'Viszonteladó', 'Reseller'],
  ['PARTNER_CATEGORY', 'KIVITELEZO', 'Kivitelező', 'Contractor'],
  ['PARTNER_CATEGORY', 'KOZULET', 'Közintézmény', 'Public body'],
  ['PARTNER_CATEGORY', 'MAGAN', 'Magánszemély', 'Private person'],
  ['ORDER_SOURCE', 'SZEMELYES', 'Személyesen az üzletben', 'In store'],
  ['ORDER_SOURCE', 'TELEFON', 'Telefon', 'Phone'],
  ['ORDER_SOURCE', 'EMAIL', 'E-mail', 'E-mail'],
  ['ORDER_SOURCE', 'WEBSHOP', 'Webáruház', 'Webshop'],
  ['ORDER_SOURCE', 'UZLETKOTO', 'Üzletkötő', 'Sales agent'],
  ['ORDER_SOURCE', 'KOZBESZ', 'Közbeszerzés', 'Public tender'],
  ['DELIVERY_TERM', 'EXW', 'Raktárban átvéve (EXW)', 'Ex works (EXW)'],
  ['DELIVERY_TERM', 'FCA', 'Fuvarozónak átadva (FCA)', 'Free carrier (FCA)'],
  ['DELIVERY_TERM', 'CPT', 'Fuvardíj fizetve (CPT)', 'Carriage paid to (CPT)'],
  ['DELIVERY_TERM', 'DAP', 'Házhoz szállítva (DAP)', 'Delivered at place (DAP)'],
  ['DELIVERY_TERM', 'DDP', 'Vámfizetve leszállítva (DDP)', 'Delivered duty paid (DDP)'],
  ['CANCEL_REASON', 'VEVO', 'A vevő lemondta', 'Cancelled by the customer'],
  ['CANCEL_REASON', 'KESZLET', 'Nincs készleten', 'Out of stock'],
  ['CANCEL_REASON', 'AR', 'Árváltozás', 'Price change'],
  ['CANCEL_REASON', 'DUPLIKALT', 'Duplikált rendelés', 'Duplicate order'],
  ['CANCEL_REASON', 'FIZETES', 'Elmaradt fizetés', 'Not paid'],
  ['COMPLAINT_TYPE', 'SERULT', 'Sérült áru', 'Damaged goods'],
  ['COMPLAINT_TYPE', 'HIANY', 'Mennyiségi hiány', 'Short delivery'],
  ['COMPLAINT_TYPE', 'HIBAS', 'Hibás termék', 'Defective product'],
  ['COMPLAINT_TYPE', 'TEVES', 'Téves termék', 'Wrong product'],
  ['COMPLAINT_TYPE', 'KESES', 'Késedelmes szállítás', 'Late delivery'],
];

const COURIERS = [
  {
    code: 'GLS',
    name: 'GLS Hungary',
    kind: 'PARCEL',
    accountNumber: '25160482',
    trackingUrlTemplate: 'https://gls-group.com/HU/hu/csomagkovetes?match={trackingNumber}',
  },
  {
    code: 'MPL',
    name: 'MPL – Magyar Posta',
    kind: 'POSTAL',
    accountNumber: '10871344',
    trackingUrlTemplate: 'https://www.posta.hu/nyomkovetes/nyitooldal?searchvalue={trackingNumber}',
  },
  {
    code: 'DPD',
    name: 'DPD Hungária',
    kind: 'PARCEL',
    accountNumber: null,
    trackingUrlTemplate: 'https://tracking.dpd.de/status/hu_HU/parcel/{trackingNumber}',
  },
  {
    code: 'SPRINTER',
    name: 'Sprinter Futárszolgálat',
    kind: 'PARCEL',
    accountNumber: null,
    trackingUrlTemplate: null,
  },
  {
    code: 'FOXPOST',
    name: 'Foxpost csomagautomata',
    kind: 'PARCEL_LOCKER',
    accountNumber: null,
    trackingUrlTemplate: 'https://foxpost.hu/csomagkovetes/?code={trackingNumber}',
  },
  {
    code: 'SAJAT',
    name: 'Saját kiszállítás',
    kind: 'OWN_DELIVERY',
    accountNumber: null,
    trackingUrlTemplate: null,
  },
] as const;

/** scope, kind, code, name, language, is default */
const TEMPLATES: [string, 'DOCUMENT' | 'EMAIL', string, string, string, boolean][] = [
  ['CUSTOMER_ORDER', 'DOCUMENT', 'RENDELES_VISSZAIG', 'Rendelés-visszaigazolás', 'HU', true],
  [
    'CUSTOMER_ORDER',
    'EMAIL',
    'RENDELES_VISSZAIG_EMAIL',
    'Rendelés-visszaigazolás e-mail',
    'HU',
    true,
  ],
  ['CUSTOMER_ORDER', 'EMAIL', 'ORDER_CONFIRMATION', 'Order confirmation', 'EN', true],
  ['QUOTE', 'DOCUMENT', 'ARAJANLAT', 'Árajánlat', 'HU', true],
  ['QUOTE', 'DOCUMENT', 'QUOTATION', 'Quotation', 'EN', true],
  ['QUOTE', 'EMAIL', 'ARAJANLAT_EMAIL', 'Árajánlat küldése', 'HU', true],
  ['QUOTE_REQUEST', 'EMAIL', 'AJANLATKERES_VISSZAIG', 'Ajánlatkérés visszaigazolása', 'HU', true],
  ['CUSTOMER_INVOICE', 'DOCUMENT', 'SZAMLA', 'Számla', 'HU', true],
  [
    'CUSTOMER_INVOICE',
    'DOCUMENT',
    'SZAMLA_KETNYELVU',
    'Kétnyelvű számla (magyar–angol)',
    'HU',
    false,
  ],
  ['CUSTOMER_INVOICE', 'DOCUMENT', 'DIJBEKERO', 'Díjbekérő', 'HU', false],
  ['CUSTOMER_INVOICE', 'EMAIL', 'SZAMLA_EMAIL', 'Számla küldése e-mailben', 'HU', true],
  ['DELIVERY_NOTE', 'DOCUMENT', 'SZALLITOLEVEL', 'Szállítólevél', 'HU', true],
  ['DELIVERY_NOTE', 'EMAIL', 'KISZALLITAS_ERTESITO', 'Kiszállítási értesítő', 'HU', true],
  ['SUPPLIER_ORDER', 'DOCUMENT', 'BESZALLITOI_REND', 'Beszállítói megrendelés', 'HU', true],
  ['SUPPLIER_ORDER', 'DOCUMENT', 'PURCHASE_ORDER', 'Purchase order', 'EN', true],
  [
    'SUPPLIER_ORDER',
    'EMAIL',
    'BESZALLITOI_REND_EMAIL',
    'Megrendelés küldése a beszállítónak',
    'HU',
    true,
  ],
  ['WORKSHOP_ORDER', 'DOCUMENT', 'MUNKALAP', 'Műhely munkalap', 'HU', true],
  ['PRODUCT_LABEL', 'DOCUMENT', 'TERMEKCIMKE_50X30', 'Termékcímke 50×30 mm', 'HU', true],
  ['PRODUCT_LABEL', 'DOCUMENT', 'POLCCIMKE', 'Polccímke', 'HU', false],
];

/** Second sites of the first three firms (the first site of every firm is its seat). */
const MORE_BRANCHES: Record<number, { code: string; name: string; address: string }> = {
  0: { code: 'BO', name: 'Budaörsi logisztikai központ', address: '2040 Budaörs, Gyár utca 2.' },
  1: {
    code: 'MO',
    name: 'Mosonmagyaróvári telephely',
    address: '9200 Mosonmagyaróvár, Gabona rakpart 6.',
  },
  2: { code: 'NY', name: 'Nyíregyházi raktár', address: '4400 Nyíregyháza, Debreceni út 146.' },
};

/** `1138 Budapest, Váci út 141.` → its parts. */
function splitAddress(address: string) {
  const m = /^(\d{4})\s+([^,]+),\s*(.+)$/.exec(address);
  if (!m) throw new Error(`Unreadable demo address: ${address}`);
  return { postalCode: m[1]!, city: m[2]!, street: m[3]! };
}

type StorageType = 'WAREHOUSE' | 'ZONE' | 'SHELF' | 'BIN' | 'BUFFER';

async function addStorage(
  tx: Db,
  row: {
    firmId: number;
    branchId: number;
    parentId: number | null;
    code: string;
    name: string;
    type: StorageType;
  },
): Promise<number> {
  const [created] = await tx.insert(storages).values(row).returning({ id: storages.id });
  return created!.id;
}

/**
 * A warehouse: zones → shelves (állványok) → bins (polcszintek), plus inbound and outbound
 * buffers. `prefix` keeps the codes of a second site apart (codes are unique per firm).
 */
async function seedWarehouse(
  tx: Db,
  at: { firmId: number; branchId: number },
  prefix: string,
  name: string,
  layout: { zones: string[]; shelves: number; bins: number },
) {
  const add = (parentId: number | null, code: string, label: string, type: StorageType) =>
    addStorage(tx, { ...at, parentId, code: `${prefix}${code}`, name: label, type });
  const warehouse = await add(null, 'KR', name, 'WAREHOUSE');
  await add(warehouse, 'PUFFER-BE', 'Beérkező áru puffer', 'BUFFER');
  await add(warehouse, 'PUFFER-KI', 'Kiszállításra váró puffer', 'BUFFER');
  for (const zone of layout.zones) {
    const zoneId = await add(warehouse, zone, `${zone} zóna`, 'ZONE');
    for (let s = 1; s <= layout.shelves; s++) {
      const shelf = `${zone}-${String(s).padStart(2, '0')}`;
      const shelfId = await add(zoneId, shelf, `${shelf} állvány`, 'SHELF');
      for (let b = 1; b <= layout.bins; b++) {
        const bin = `${shelf}-${String(b).padStart(2, '0')}`;
        await add(shelfId, bin, `${shelf} állvány, ${b}. szint`, 'BIN');
      }
    }
  }
}

/** Per-firm reference data of the demo group: codes, couriers, templates, branches, storages. */
export async function seedReferenceData(tx: Db, firmIds: number[], now: Date): Promise<void> {
  await seedCurrencyRates(tx, todayInHungary(now));
  const firmRows = await tx.select({ id: firms.id, address: firms.address }).from(firms);
  for (const [index, firmId] of firmIds.entries()) {
    await tx.insert(codes).values(
      CODES.map(([codeGroup, code, nameHu, nameEn], i) => ({
        firmId,
        codeGroup,
        code,
        nameHu,
        nameEn,
        sortOrder: i + 1,
      })),
    );
    await tx.insert(couriers).values(COURIERS.map((c, i) => ({ ...c, firmId, sortOrder: i + 1 })));
    await tx.insert(documentTemplates).values(
      TEMPLATES.map(([scope, kind, code, name, language, isDefault], i) => ({
        firmId,
        scope,
        kind,
        code,
        name,
        language,
        isDefault,
        sortOrder: i + 1,
      })),
    );
    const seat = firmRows.find((f) => f.id === firmId)!;
    const [head] = await tx
      .insert(branches)
      .values({ firmId, code: 'KP', name: 'Központi telephely', ...splitAddress(seat.address) })
      .returning({ id: branches.id });
    const more = MORE_BRANCHES[index];
    if (!more) continue;
    const [second] = await tx
      .insert(branches)
      .values({ firmId, code: more.code, name: more.name, ...splitAddress(more.address) })
      .returning({ id: branches.id });
    await seedWarehouse(tx, { firmId, branchId: head!.id }, '', 'Központi raktár', {
      zones: ['A', 'B'],
      shelves: 3,
      bins: 4,
    });
    await seedWarehouse(tx, { firmId, branchId: second!.id }, `${more.code}-`, more.name, {
      zones: ['A'],
      shelves: 2,
      bins: 3,
    });
  }
}

/** HUF per unit in fillér (hundredths) on the last day of the series, and the daily swing. */
const RATE_SERIES = [
  { currency: 'EUR', last: 38_512, swing: 90 },
  { currency: 'USD', last: 33_187, swing: 110 },
  { currency: 'CHF', last: 41_296, swing: 100 },
  { currency: 'GBP', last: 43_874, swing: 120 },
];

/** A fixed pseudo-random sequence (mulberry32): the same demo rates on every seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The last `count` working days (Monday–Friday) up to and including `today`, oldest first. */
export function workingDaysUpTo(today: string, count: number): string[] {
  const days: string[] = [];
  const day = new Date(`${today}T12:00:00Z`);
  while (days.length < count) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6)
      days.unshift(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return days;
}

/**
 * 60 working days of EUR, USD, CHF and GBP rates ending today, as MNB publishes them (working
 * days only, two decimals). Walked backwards from realistic values in whole fillér, never floats.
 */
export async function seedCurrencyRates(tx: Db, today: string): Promise<void> {
  const days = workingDaysUpTo(today, 60);
  const rows: (typeof currencyRates.$inferInsert)[] = [];
  for (const [i, series] of RATE_SERIES.entries()) {
    const next = random(20_261_120 + i);
    let hundredths = series.last;
    for (const date of [...days].reverse()) {
      const rate = `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
      rows.push({ currencyCode: series.currency, rateDate: date, rate, unit: 1, source: 'MNB' });
      hundredths -= Math.round((next() - 0.5) * 2 * series.swing);
    }
  }
  await tx.insert(currencyRates).values(rows).onConflictDoNothing();
}
