/**
 * The route sheet (menetlevél / túralap) and the stops' delivery notes (szállítólevél) on the
 * documents' one layout (documents/layout.ts), made through the one renderer (documents/render.ts,
 * kinds ROUTE_SHEET and DELIVERY_NOTE). Hungarian: the driver's and the customer's paper here.
 * A delivered stop's note carries the proof: recipient, time, signature and whether a photo exists.
 */
import type { TRoute, TRouteStop } from '@kontor/contract';
import type { Db } from '../../platform/db/database.ts';
import type { FirmLetterhead } from '../documents/documents.repository.ts';
import { formatsOf } from '../documents/formats.ts';
import { Sheet } from '../documents/layout.ts';
import { notFound } from './delivery.errors.ts';
import * as repo from './routes.repository.ts';
import { loadRoute } from './routes.view.ts';
import { readProof } from './stops.service.ts';

const WORDS = {
  ROUTE_SHEET: 'TÚRALAP',
  DELIVERY_NOTE: 'SZÁLLÍTÓLEVÉL',
  NUMBER: 'Sorszám',
  DATE: 'Nap',
  VEHICLE: 'Jármű',
  DRIVER: 'Gépkocsivezető',
  LOAD: 'Rakomány',
  DISTANCE: 'Becsült táv (légvonal)',
  STOP: '#',
  ORDER: 'Rendelés',
  CUSTOMER: 'Vevő',
  ADDRESS: 'Cím',
  PHONE: 'Telefon',
  PARCELS: 'Csomag',
  COD: 'Utánvét',
  SIGN: 'Átvevő aláírása',
  SENDER: 'Feladó',
  RECIPIENT: 'Címzett',
  NOTE_NUMBER: 'Szállítólevél száma',
  ROUTE: 'Túra',
  RECEIVED_BY: 'Átvette',
  RECEIVED_AT: 'Átvétel ideje',
  PHOTO: 'Fénykép a kézbesítésről',
  YES: 'van',
  FAILED: 'Sikertelen kézbesítés',
  NONE: '—',
  TAX_NUMBER: 'Adószám',
  PAGE: (n: number, of: number) => `${n}/${of}. oldal`,
};

type Kind = 'ALL' | 'ROUTE_SHEET' | 'DELIVERY_NOTES';

const DATE_TIME = new Intl.DateTimeFormat('hu-HU', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Budapest',
});
/** The dictionary's `DELIVERY.FAILURE.*` words (delivery-server.json), as printed. */
const FAILURES: Record<NonNullable<TRouteStop['failureReason']>, string> = {
  NOBODY_HOME: 'Nem volt otthon senki',
  REFUSED: 'Átvételt megtagadta',
  WRONG_ADDRESS: 'Hibás cím',
  NO_PAYMENT: 'Nem fizetett',
  DAMAGED: 'Sérült áru',
  NO_TIME: 'Nem fért bele az időbe',
  OTHER: 'Egyéb ok',
};

function routeSheet(sheet: Sheet, route: TRoute, firm: FirmLetterhead) {
  const { number, date } = formatsOf('hu');
  sheet.header(firm.logo, WORDS.ROUTE_SHEET, [
    { text: `${WORDS.NUMBER}: ${route.number}`, bold: true },
  ]);
  sheet.facts([
    [WORDS.DATE, date(route.date)],
    [WORDS.VEHICLE, `${route.vehiclePlate} – ${route.vehicleName}`],
    [WORDS.DRIVER, route.driverName],
    [WORDS.LOAD, `${number(route.weightKg)} kg / ${number(route.volumeM3)} m³`],
    [WORDS.DISTANCE, `${number(route.distanceKm)} km`],
  ]);
  sheet.table(
    [
      { title: WORDS.STOP, width: 0.05, align: 'right' },
      { title: WORDS.ORDER, width: 0.15, align: 'left' },
      { title: WORDS.CUSTOMER, width: 0.2, align: 'left' },
      { title: WORDS.ADDRESS, width: 0.25, align: 'left' },
      { title: WORDS.PHONE, width: 0.13, align: 'left' },
      { title: WORDS.PARCELS, width: 0.07, align: 'right' },
      { title: WORDS.COD, width: 0.15, align: 'right' },
    ],
    route.stops.map((s) => [
      String(s.position),
      s.orderNumber,
      s.customerName,
      s.address,
      s.phone ?? WORDS.NONE,
      String(s.parcelCount),
      s.codAmount === null ? WORDS.NONE : `${number(s.codAmount)} ${s.codCurrency}`,
    ]),
  );
}

async function deliveryNote(
  sheet: Sheet,
  route: TRoute,
  stop: TRouteStop,
  firm: FirmLetterhead,
  signature: Buffer | null,
) {
  const { number, date } = formatsOf('hu');
  sheet.header(firm.logo, WORDS.DELIVERY_NOTE, [
    { text: `${WORDS.NOTE_NUMBER}: ${stop.deliveryNoteNumber ?? WORDS.NONE}`, bold: true },
  ]);
  sheet.parties([
    {
      title: WORDS.SENDER,
      lines: [firm.name, firm.address, `${WORDS.TAX_NUMBER}: ${firm.taxNumber}`],
    },
    {
      title: WORDS.RECIPIENT,
      lines: [stop.customerName, stop.address, stop.contactName, stop.phone],
    },
  ]);
  sheet.facts([
    [WORDS.ORDER, stop.orderNumber],
    [WORDS.ROUTE, `${route.number} (${date(route.date)})`],
    [WORDS.PARCELS, `${stop.parcelCount} / ${number(stop.weightKg)} kg`],
    [
      WORDS.COD,
      stop.codAmount === null ? WORDS.NONE : `${number(stop.codAmount)} ${stop.codCurrency}`,
    ],
  ]);
  if (stop.state === 'FAILED')
    sheet.note(
      `${WORDS.FAILED}: ${FAILURES[stop.failureReason ?? 'OTHER']} ${stop.failureNote ?? ''}`,
      true,
    );
  if (stop.state === 'DELIVERED') {
    sheet.facts([
      [WORDS.RECEIVED_BY, stop.recipientName ?? WORDS.NONE],
      [
        WORDS.RECEIVED_AT,
        stop.completedAt ? DATE_TIME.format(new Date(stop.completedAt)) : WORDS.NONE,
      ],
      [WORDS.PHOTO, stop.hasPhoto ? WORDS.YES : WORDS.NONE],
    ]);
  }
  sheet.note(WORDS.SIGN);
  if (signature) sheet.doc.image(signature, sheet.left, sheet.doc.y, { fit: [200, 80] });
  sheet.doc.moveDown(6);
}

/** The route's documents as one PDF: the route sheet, then one delivery note per stop. */
export async function renderRouteDocuments(
  db: Db,
  firmId: number,
  routeId: number,
  kind: Kind,
  firm: FirmLetterhead,
  stopId?: number,
): Promise<{ pdf: Buffer; number: string }> {
  const route = await loadRoute(db, firmId, routeId);
  const sheet = new Sheet({
    title: `${WORDS.ROUTE_SHEET} ${route.number}`,
    keywords: `${kind} ${route.number} hu`,
    footer: [firm.name, firm.address, `${WORDS.TAX_NUMBER}: ${firm.taxNumber}`].join(' · '),
    page: WORDS.PAGE,
  });
  if (kind !== 'DELIVERY_NOTES') routeSheet(sheet, route, firm);
  const signatures = new Map(
    (await repo.listStops(db, firmId, routeId)).map((s) => [s.id, s.signature_file_id]),
  );
  const stops = route.stops.filter((s) => stopId === undefined || s.id === stopId);
  for (const [i, stop] of (kind === 'ROUTE_SHEET' ? [] : stops).entries()) {
    if (kind === 'ALL' || i > 0) sheet.doc.addPage();
    const fileId = signatures.get(stop.id) ?? null;
    await deliveryNote(
      sheet,
      route,
      stop,
      firm,
      fileId === null ? null : await readProof(db, fileId),
    );
  }
  return { pdf: await sheet.finish(), number: route.number };
}

/** One stop's delivery note (kind DELIVERY_NOTE, the stop's id; another firm's: 404). */
export async function renderStopDeliveryNote(
  db: Db,
  firmId: number,
  stopId: number,
  firm: FirmLetterhead,
) {
  const routeId = await repo.routeOfStop(db, firmId, stopId);
  if (routeId === null) throw notFound('stop');
  return renderRouteDocuments(db, firmId, routeId, 'DELIVERY_NOTES', firm, stopId);
}
