import type { TEmailState } from '@kontor/contract';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../platform/db/database.ts';
import { publishChange } from '../../platform/events.ts';
import { defineJob, type JobContext, type JobDefinition } from '../../platform/queue.ts';
import * as repo from './emails.repository.ts';
import { htmlOfText } from './template-engine.ts';

export interface DeliverJob {
  messageId: number;
}

/** Temporary failures (4xx, no answer) are tried this often in all, waiting 30 s, 60 s, 120 s, … */
export const MAX_ATTEMPTS = 5;
const retryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);

/** One pooled transport per SMTP URL and process. */
const transports = new Map<string, Transporter>();
function transportOf(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url, { pool: true, maxConnections: 4 } as never);
    transports.set(url, transport);
  }
  return transport;
}

/** Closes the pooled SMTP connections (tests, benchmarks, shutdown). */
export function closeTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

type Outcome =
  | { state: 'SENT'; answer: string }
  | { state: 'FAILED'; answer: string }
  | { state: 'QUEUED'; answer: string; afterSeconds: number };

async function converse(url: string, m: repo.ClaimRow): Promise<Outcome> {
  try {
    const info = await transportOf(url).sendMail({
      messageId: m.message_id,
      from: m.from_address,
      to: m.to_addresses,
      cc: m.cc_addresses,
      subject: m.subject,
      text: m.body,
      html: htmlOfText(m.body),
      attachments:
        m.attachment && m.attachment_name
          ? [
              {
                filename: m.attachment_name,
                content: Buffer.from(m.attachment),
                contentType: 'application/pdf',
              },
            ]
          : [],
    });
    return { state: 'SENT', answer: info.response ?? '' };
  } catch (error) {
    const { responseCode, response, message } = error as {
      responseCode?: number;
      response?: string;
      message: string;
    };
    const answer = response ?? message;
    // A 5xx is the server's final word; a 4xx or no answer at all (connection lost) may pass.
    const isTemporary = responseCode === undefined || (responseCode >= 400 && responseCode < 500);
    if (isTemporary && m.attempts < MAX_ATTEMPTS)
      return { state: 'QUEUED', answer, afterSeconds: retryDelaySeconds(m.attempts) };
    return { state: 'FAILED', answer };
  }
}

/**
 * Moves a message's state and tells the firm's screens (the document's e-mail history, the
 * outbox) in the same transaction, so they show the state once it is committed.
 */
async function moveState(
  tx: Db,
  message: { id: number; firm_id: number },
  from: TEmailState,
  to: TEmailState,
  serverAnswer?: string,
): Promise<void> {
  if (await repo.moveState(tx, message.id, from, to, serverAnswer))
    await publishChange(tx, message.firm_id, 'emails');
}

/**
 * Sends one message at most once. The SENDING claim commits before the SMTP conversation begins
 * and only a QUEUED message is claimed, so a second run (a retry, a parallel worker, a run after a
 * crash) never speaks to the server about a message another run has begun. The cost is a crash
 * between the server's answer and the next commit: the message stays SENDING (README: crash test).
 */
export async function deliverMessage(ctx: JobContext, data: DeliverJob): Promise<void> {
  const url = ctx.config.smtpUrl;
  const claimed = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockForDelivery(tx, data.messageId);
    if (row?.state !== 'QUEUED') return null;
    if (!url) {
      await moveState(tx, row, 'QUEUED', 'OUTBOX');
      return null;
    }
    if ((await repo.countRecentClaims(tx, row.firm_id)) >= ctx.config.emailRatePerMinute) {
      await ctx.queue.send(tx, deliverJob, data, { startAfterSeconds: 10 });
      return null;
    }
    await moveState(tx, row, 'QUEUED', 'SENDING');
    return { ...row, attempts: row.attempts + 1 };
  });
  if (!claimed || !url) return;
  const outcome = await converse(url, claimed);
  await ctx.db.transaction(async (tx) => {
    await moveState(tx, claimed, 'SENDING', outcome.state, outcome.answer);
    if (outcome.state === 'QUEUED')
      await ctx.queue.send(tx, deliverJob, data, { startAfterSeconds: outcome.afterSeconds });
  });
  ctx.log.info({ emailId: claimed.id, state: outcome.state }, 'e-mail delivery');
}

/** pg-boss's own retries cover a crashed run only; the run itself schedules 4xx retries. */
export const deliverJob: JobDefinition<DeliverJob> = defineJob<DeliverJob>({
  name: 'emails.deliver',
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
  // A worker polls every 2 s: 20 messages a poll side by side (4 pooled SMTP connections).
  batchSize: 20,
  handler: deliverMessage,
});

export const emailJobs = [deliverJob];
