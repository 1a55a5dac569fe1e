import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it: the raw MIME and its parsed parts. */
export interface ReceivedMail {
  raw: Buffer;
  parsed: ParsedMail;
  envelopeTo: string[];
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /**
   * What the sink answers the next messages (in order); an empty list accepts. A code like 451
   * is a temporary refusal, 550 a final one.
   */
  refuse(codes: number[]): void;
  /** Runs before the sink answers a message (a test may kill a process meanwhile). */
  beforeAnswer(hook: ((mail: ReceivedMail) => Promise<void>) | null): void;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (smtp-server): messages are read whole and kept in memory. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals: number[] = [];
  let hook: ((mail: ReceivedMail) => Promise<void>) | null = null;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 50 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const code = refusals.shift();
        if (code) {
          const error = Object.assign(new Error(`Refused by the test sink (${code})`), {
            responseCode: code,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        const mail: ReceivedMail = {
          raw,
          parsed: await simpleParser(raw),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        };
        received.push(mail);
        for (const wake of waiters.splice(0)) wake();
        if (hook) await hook(mail);
        callback(null, 'Queued as test');
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(codes) {
      refusals = [...codes];
    },
    beforeAnswer(next) {
      hook = next;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`The sink got ${received.length} of ${count}`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length < count) return void waiters.push(check);
          clearTimeout(timer);
          resolve();
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
