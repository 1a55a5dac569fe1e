/**
 * The printable pick list (kigyűjtési lista) on the documents' one layout (documents/layout.ts),
 * made through the one renderer (documents/render.ts, kind PICK_LIST). Hungarian: it is the
 * floor's own paper. Lines in walk order, with an empty box to tick and a column to write the
 * picked quantity into.
 */
import type { TPickingCycle } from '@kontor/contract';
import type { Db } from '../../platform/db/database.ts';
import type { FirmLetterhead } from '../documents/documents.repository.ts';
import { formatsOf } from '../documents/formats.ts';
import { Sheet } from '../documents/layout.ts';
import { loadCycle } from './picking.view.ts';

const WORDS = {
  TITLE: 'KIGYŰJTÉSI LISTA',
  NUMBER: 'Sorszám',
  ZONE: 'Zóna',
  PACKING: 'Csomagolóhely',
  WORKER: 'Kigyűjtő',
  NOBODY: '—',
  CREATED: 'Létrehozva',
  DUE: 'Legkorábbi szállítás',
  ORDERS: 'Rendelések',
  LOCATION: 'Hely',
  CODE: 'Cikkszám',
  NAME: 'Megnevezés',
  ORDER: 'Rendelés',
  QUANTITY: 'Mennyiség',
  PICKED: 'Kiszedve',
  TAX_NUMBER: 'Adószám',
  PAGE: (n: number, of: number) => `${n}/${of}. oldal`,
};

export function renderPickListPdf(cycle: TPickingCycle, firm: FirmLetterhead): Promise<Buffer> {
  const { number, date } = formatsOf('hu');
  const sheet = new Sheet({
    title: `${WORDS.TITLE} ${cycle.number}`,
    keywords: `PICK_LIST ${cycle.number} hu`,
    footer: [firm.name, firm.address, `${WORDS.TAX_NUMBER}: ${firm.taxNumber}`].join(' · '),
    page: WORDS.PAGE,
  });
  sheet.header(firm.logo, WORDS.TITLE, [{ text: `${WORDS.NUMBER}: ${cycle.number}`, bold: true }]);
  sheet.facts([
    [WORDS.ZONE, `${cycle.zoneCode} – ${cycle.zoneName}`],
    [WORDS.PACKING, cycle.packingStorageCode],
    [WORDS.WORKER, cycle.assignedUserName ?? WORDS.NOBODY],
    [WORDS.CREATED, date(cycle.createdAt)],
    [WORDS.DUE, cycle.due ? date(cycle.due) : WORDS.NOBODY],
  ]);
  sheet.note(
    `${WORDS.ORDERS}: ${cycle.orders.map((o) => `${o.number} (${o.customerName})`).join(', ')}`,
  );
  sheet.table(
    [
      { title: WORDS.LOCATION, width: 0.2, align: 'left' },
      { title: WORDS.CODE, width: 0.14, align: 'left' },
      { title: WORDS.NAME, width: 0.28, align: 'left' },
      { title: WORDS.ORDER, width: 0.16, align: 'left' },
      { title: WORDS.QUANTITY, width: 0.11, align: 'right' },
      { title: WORDS.PICKED, width: 0.11, align: 'right' },
    ],
    cycle.lines.map((l) => [
      l.storagePath.join(' › '),
      l.productCode,
      l.productName,
      l.orderNumber,
      `${number(l.quantity.replace(/\.?0+$/, ''))} ${l.unit}`,
      l.pickedQuantity === null ? '☐ ______' : number(l.pickedQuantity.replace(/\.?0+$/, '')),
    ]),
  );
  return sheet.finish();
}

/** The pick list of one of the firm's cycles (another firm's id: 404). */
export async function pickListOf(db: Db, firmId: number, id: number, firm: FirmLetterhead) {
  const cycle = await loadCycle(db, firmId, id);
  return { pdf: await renderPickListPdf(cycle, firm), number: cycle.number };
}
