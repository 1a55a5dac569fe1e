/**
 * A fake MyGLS on loopback for tests (the real one is GLS Hungary's): it keeps the parcels it
 * registered, answers PrintLabels, GetParcelList and GetPrintedLabels in MyGLS's JSON shapes
 * (recorded answers of the sandbox, trimmed), and can refuse, or register and then keep silent
 * (a lost answer).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PrintLabels answer as the MyGLS sandbox sent it (labels shortened to a tiny PDF). */
export const RECORDED_PRINT_LABELS = {
  Labels: [...Buffer.from('%PDF-1.4\n% GLS label\n%%EOF\n')],
  PrintLabelsErrorList: [],
  PrintLabelsInfoList: [
    { ClientReference: 'VR-2026-000031', ParcelId: 151733001, ParcelNumber: 5031230001, PIN: null },
    { ClientReference: 'VR-2026-000031', ParcelId: 151733002, ParcelNumber: 5031230002, PIN: null },
  ],
};

/** A PrintLabels refusal as MyGLS sends it: the error list, no labels. */
export const RECORDED_REFUSAL = {
  Labels: null,
  PrintLabelsErrorList: [
    {
      ErrorCode: 14,
      ErrorDescription: 'Invalid zip code.',
      ClientReferenceList: ['VR-2026-000031'],
      ParcelIdList: [],
    },
  ],
  PrintLabelsInfoList: [],
};

interface Registered {
  parcelId: number;
  parcelNumber: number;
  reference: string;
}

export interface FakeMyGls {
  url: string;
  /** Every parcel registered (PrintLabels), one per counted box. */
  parcels: Registered[];
  calls: { method: string; body: Record<string, unknown> }[];
  /** `refuse`: answer the error list; `silent`: register, then never answer. */
  mode: 'ok' | 'refuse' | 'silent';
  close(): Promise<void>;
}

export async function startFakeMyGls(): Promise<FakeMyGls> {
  const pending: ServerResponse[] = [];
  const fake: Omit<FakeMyGls, 'url' | 'close'> = { parcels: [], calls: [], mode: 'ok' };
  let next = 900_000_001;
  const labelsOf = (ids: number[]) => [
    ...Buffer.from(`%PDF-1.4\n% labels ${ids.join(',')}\n%%EOF\n`),
  ];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = (req.url ?? '').split('/').at(-1) ?? '';
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
        string,
        unknown
      >;
      fake.calls.push({ method, body });
      const send = (answer: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (method === 'PrintLabels') {
        if (fake.mode === 'refuse') return send(RECORDED_REFUSAL);
        const made: Registered[] = [];
        for (const p of body.ParcelList as { ClientReference: string; Count: number }[])
          for (let i = 0; i < p.Count; i++) {
            const id = next++;
            made.push({
              parcelId: id,
              parcelNumber: id + 4_000_000_000,
              reference: p.ClientReference,
            });
          }
        fake.parcels.push(...made);
        if (fake.mode === 'silent') {
          pending.push(res);
          return;
        }
        return send({
          Labels: labelsOf(made.map((m) => m.parcelId)),
          PrintLabelsErrorList: [],
          PrintLabelsInfoList: made.map((m) => ({
            ClientReference: m.reference,
            ParcelId: m.parcelId,
            ParcelNumber: m.parcelNumber,
          })),
        });
      }
      if (method === 'GetParcelList')
        return send({
          GetParcelListErrors: [],
          PrintDataInfoList: fake.parcels.map((p) => ({
            Parcel: { ClientReference: p.reference },
            ParcelId: p.parcelId,
            ParcelNumber: p.parcelNumber,
          })),
        });
      if (method === 'GetPrintedLabels')
        return send({
          GetPrintedLabelsErrorList: [],
          Labels: labelsOf(body.ParcelIdList as number[]),
        });
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
