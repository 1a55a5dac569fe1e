import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  contentType?: string;
  body: string;
}

export interface FakeHttpServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  /** What the next requests get; tests swap it per case. */
  answer: (request: RecordedRequest) => FakeAnswer;
  close(): Promise<void>;
}

/**
 * A stand-in for an outside service (MNB, NAV) on loopback: it records every request and answers
 * with recorded responses, so the adapters are tested over real HTTP without leaving the machine.
 */
export async function startFakeHttpServer(
  answer: FakeHttpServer['answer'],
): Promise<FakeHttpServer> {
  const fake: Omit<FakeHttpServer, 'url' | 'close'> = { requests: [], answer };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.requests.push(recorded);
      const reply = fake.answer(recorded);
      res.writeHead(reply.status ?? 200, {
        'content-type': reply.contentType ?? 'text/xml; charset=utf-8',
      });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  });
}
