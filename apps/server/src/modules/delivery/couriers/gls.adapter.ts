/**
 * MyGLS (GLS Hungary's parcel API), JSON flavour: `POST {url}/ParcelService.svc/json/<Method>`
 * with the user name and the password as the bytes of its SHA-512 hash (MyGLS API documentation,
 * "Authentication"). Used: PrintLabels (registers parcels and answers their labels: served once),
 * GetParcelList (what was registered in a period, to find a parcel whose answer was lost) and
 * GetPrintedLabels (the labels of registered parcels). Dates travel as `/Date(ms)/`, PDFs as byte
 * arrays. The fake server for tests is `fake-mygls.test-data.ts`.
 */
import { createHash } from 'node:crypto';

export interface GlsAccount {
  url: string;
  username: string;
  password: string;
  clientNumber: number;
}

export type GlsLabelFormat = 'A4_2x2' | 'Thermo';

export interface GlsParcel {
  clientReference: string;
  count: number;
  codAmount: number | null;
  codReference: string | null;
  codCurrency: string | null;
  content: string;
  pickupDate: string;
  delivery: {
    name: string;
    street: string;
    houseNumber: string;
    city: string;
    zipCode: string;
    countryIsoCode: string;
    contactName: string;
    contactPhone: string;
    contactEmail: string;
  };
  /** FDS (FlexDelivery: e-mail notice) when an address is known. */
  services: { Code: string; FDSParameter?: { Value: string } }[];
}

export interface GlsLabels {
  pdf: Buffer;
  parcels: { clientReference: string; parcelId: number; parcelNumber: string }[];
}

/** A refusal of MyGLS: its error list (code and description). Nothing was registered. */
export class GlsRefused extends Error {
  readonly errors: { code: number; description: string }[];
  constructor(errors: { code: number; description: string }[]) {
    super(errors.map((e) => `${e.code}: ${e.description}`).join('; '));
    this.errors = errors;
  }
}

/** MyGLS did not answer in time or answered garbage: whether it registered anything is unknown. */
export class GlsUnreachable extends Error {}

const passwordBytes = (password: string) => [
  ...createHash('sha512').update(password, 'utf8').digest(),
];
const msDate = (isoDay: string) => `/Date(${Date.parse(`${isoDay}T12:00:00Z`)})/`;

async function call(account: GlsAccount, method: string, body: object, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(`${account.url.replace(/\/$/, '')}/ParcelService.svc/json/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Username: account.username,
        Password: passwordBytes(account.password),
        ...body,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GlsUnreachable(`MyGLS ${method}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new GlsUnreachable(`MyGLS ${method} answered ${response.status}`);
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    throw new GlsUnreachable(`MyGLS ${method} answered no JSON`);
  }
}

type ErrorEntry = { ErrorCode: number; ErrorDescription: string };
const refusalOf = (list: unknown) => {
  const errors = ((list as ErrorEntry[] | undefined) ?? []).map((e) => ({
    code: e.ErrorCode,
    description: e.ErrorDescription,
  }));
  if (errors.length > 0) throw new GlsRefused(errors);
};

const pdfOf = (labels: unknown) => Buffer.from((labels as number[] | null) ?? []);

/** Registers the parcels and answers their labels (one PDF) and parcel numbers. */
export async function printLabels(
  account: GlsAccount,
  parcels: readonly GlsParcel[],
  format: GlsLabelFormat,
  timeoutMs: number,
): Promise<GlsLabels> {
  const answer = await call(
    account,
    'PrintLabels',
    {
      ParcelList: parcels.map((p) => ({
        ClientNumber: account.clientNumber,
        ClientReference: p.clientReference,
        Count: p.count,
        CODAmount: p.codAmount,
        CODReference: p.codReference,
        CODCurrency: p.codCurrency,
        Content: p.content,
        PickupDate: msDate(p.pickupDate),
        DeliveryAddress: {
          Name: p.delivery.name,
          Street: p.delivery.street,
          HouseNumber: p.delivery.houseNumber,
          City: p.delivery.city,
          ZipCode: p.delivery.zipCode,
          CountryIsoCode: p.delivery.countryIsoCode,
          ContactName: p.delivery.contactName,
          ContactPhone: p.delivery.contactPhone,
          ContactEmail: p.delivery.contactEmail,
        },
        ServiceList: p.services,
      })),
      TypeOfPrinter: format,
      PrintPosition: 1,
      ShowPrintDialog: false,
    },
    timeoutMs,
  );
  refusalOf(answer.PrintLabelsErrorList);
  const info =
    (answer.PrintLabelsInfoList as {
      ClientReference: string;
      ParcelId: number;
      ParcelNumber: number;
    }[]) ?? [];
  return {
    pdf: pdfOf(answer.Labels),
    parcels: info.map((i) => ({
      clientReference: i.ClientReference,
      parcelId: i.ParcelId,
      parcelNumber: String(i.ParcelNumber),
    })),
  };
}

/** The parcels registered (printed) between the two days whose client reference is `reference`. */
export async function findParcels(
  account: GlsAccount,
  reference: string,
  fromDay: string,
  toDay: string,
  timeoutMs: number,
): Promise<{ parcelId: number; parcelNumber: string }[]> {
  const answer = await call(
    account,
    'GetParcelList',
    { PrintDateFrom: msDate(fromDay), PrintDateTo: msDate(toDay) },
    timeoutMs,
  );
  refusalOf(answer.GetParcelListErrors);
  const list =
    (answer.PrintDataInfoList as {
      Parcel: { ClientReference: string };
      ParcelId: number;
      ParcelNumber: number;
    }[]) ?? [];
  return list
    .filter((p) => p.Parcel?.ClientReference === reference)
    .map((p) => ({ parcelId: p.ParcelId, parcelNumber: String(p.ParcelNumber) }));
}

/** The labels of parcels already registered. */
export async function printedLabels(
  account: GlsAccount,
  parcelIds: readonly number[],
  format: GlsLabelFormat,
  timeoutMs: number,
): Promise<Buffer> {
  const answer = await call(
    account,
    'GetPrintedLabels',
    { ParcelIdList: parcelIds, TypeOfPrinter: format, PrintPosition: 1, ShowPrintDialog: false },
    timeoutMs,
  );
  refusalOf(answer.GetPrintedLabelsErrorList);
  return pdfOf(answer.Labels);
}

/** `Váci út 141/B.` → street `Váci út`, house number `141/B.` (MyGLS wants them apart). */
export function splitStreet(street: string): { street: string; houseNumber: string } {
  const match = /^(.*?)[\s,]+(\d+[\w/.-]*\.?(?:\s.*)?)$/.exec(street.trim());
  return match
    ? { street: match[1]!, houseNumber: match[2]! }
    : { street: street.trim(), houseNumber: '' };
}
