import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server.ts';
import {
  type FakeMyGls,
  RECORDED_PRINT_LABELS,
  RECORDED_REFUSAL,
  startFakeMyGls,
} from './fake-mygls.test-data.ts';
import { GlsRefused, GlsUnreachable, printLabels, splitStreet } from './gls.adapter.ts';

const parcel = {
  clientReference: 'VR-2026-000031',
  count: 2,
  codAmount: 12345,
  codReference: 'VR-2026-000031',
  codCurrency: 'HUF',
  content: 'VR-2026-000031',
  pickupDate: '2026-11-27',
  delivery: {
    name: 'Pannon Faipari Kft.',
    street: 'Deák Ferenc utca',
    houseNumber: '109.',
    city: 'Budapest',
    zipCode: '1044',
    countryIsoCode: 'HU',
    contactName: 'Szabó Balázs',
    contactPhone: '+36 20 947 7220',
    contactEmail: '',
  },
  services: [],
};

describe('MyGLS adapter', () => {
  let fake: FakeMyGls;
  const account = () => ({
    url: fake.url,
    username: 'raktar@kontor.example.hu',
    password: 'titok',
    clientNumber: 100012345,
  });
  beforeAll(async () => {
    fake = await startFakeMyGls();
  });
  afterAll(() => fake.close());

  it('sends the password as its SHA-512 bytes and the parcel fields MyGLS names', async () => {
    await printLabels(account(), [parcel], 'Thermo', 2000);
    const { body } = fake.calls.at(-1)!;
    expect(body.Password).toEqual([...createHash('sha512').update('titok').digest()]);
    expect(body.TypeOfPrinter).toBe('Thermo');
    expect((body.ParcelList as object[])[0]).toMatchObject({
      ClientNumber: 100012345,
      ClientReference: 'VR-2026-000031',
      Count: 2,
      CODAmount: 12345,
      CODCurrency: 'HUF',
      PickupDate: `/Date(${Date.parse('2026-11-27T12:00:00Z')})/`,
      DeliveryAddress: {
        Street: 'Deák Ferenc utca',
        HouseNumber: '109.',
        ZipCode: '1044',
        City: 'Budapest',
      },
    });
  });

  it('reads a recorded answer: the label PDF and each parcel’s number', async () => {
    const server = await startRecorded(RECORDED_PRINT_LABELS);
    const labels = await printLabels({ ...account(), url: server.url }, [parcel], 'A4_2x2', 2000);
    expect(labels.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(labels.parcels).toEqual([
      { clientReference: 'VR-2026-000031', parcelId: 151733001, parcelNumber: '5031230001' },
      { clientReference: 'VR-2026-000031', parcelId: 151733002, parcelNumber: '5031230002' },
    ]);
    const refusing = await startRecorded(RECORDED_REFUSAL);
    const refused = await printLabels(
      { ...account(), url: refusing.url },
      [parcel],
      'A4_2x2',
      2000,
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GlsRefused);
    expect((refused as GlsRefused).errors).toEqual([
      { code: 14, description: 'Invalid zip code.' },
    ]);
    await Promise.all([server.close(), refusing.close()]);
  });

  it('gives up after the timeout without knowing whether MyGLS registered the parcel', async () => {
    fake.mode = 'silent';
    const lost = await printLabels(account(), [parcel], 'A4_2x2', 200).catch((e: unknown) => e);
    fake.mode = 'ok';
    expect(lost).toBeInstanceOf(GlsUnreachable);
  });

  it('splits a Hungarian street line into street and house number', () => {
    expect(splitStreet('Váci út 141/B.')).toEqual({ street: 'Váci út', houseNumber: '141/B.' });
    expect(splitStreet('Fő tér')).toEqual({ street: 'Fő tér', houseNumber: '' });
  });
});

function startRecorded(answer: object) {
  return startFakeHttpServer(() => ({
    contentType: 'application/json',
    body: JSON.stringify(answer),
  }));
}
