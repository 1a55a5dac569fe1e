import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { EVENTS_CHANNEL } from '../../platform/events.ts';
import { describeApp, REST, type Session, type TestApp } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { fileNameOf } from '../documents/render.ts';
import { closeTransports, deliverMessage } from './emails.jobs.ts';

const sink = await startSmtpSink();
afterAll(async () => {
  closeTransports();
  await sink.close();
});

async function firstInvoice(t: TestApp, firmId = 1) {
  const [row] = await queryRows<{ id: number; number: string }>(
    t.database.db,
    sql`select id, number from invoices where firm_id = ${firmId} order by id limit 1`,
  );
  return row!;
}

const draft = (invoiceId: number, extra: Record<string, unknown> = {}) => ({
  documentKind: 'INVOICE',
  documentId: invoiceId,
  language: 'hu',
  to: ['vevo@example.hu'],
  subject: 'Számla',
  body: 'Tisztelt Vevő!',
  requestKey: randomUUID(),
  ...extra,
});

/** The firm's 'emails' change notices (platform/events.ts) from now on, as they arrive. */
async function emailNotices(t: TestApp, firmId = 1): Promise<string[]> {
  const notices: string[] = [];
  await t.database.listen(EVENTS_CHANNEL, (payload) => {
    const { firmId: firm, topic } = JSON.parse(payload) as { firmId: number; topic: string };
    if (firm === firmId && topic === 'emails') notices.push(payload);
  });
  return notices;
}

/** Makes every waiting delivery job due now (a retry is scheduled 30 s ahead). */
const makeJobsDue = (t: TestApp) =>
  t.database.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'emails.deliver' and state in ('created', 'retry')`,
  );

describeApp(
  'e-mail sending over SMTP',
  (t) => {
    let office: Session;
    const call = (method: string, path: string, body?: unknown, as: Session | null = office) =>
      t().call(method, `${REST}/emails${path}`, {
        session: as,
        ...(body !== undefined && { body }),
      });
    const stateOf = async (id: number) => (await call('GET', `/${id}`)).json();

    it('proposes the customer’s contacts in their languages and sends the German template with the PDF', async () => {
      office = await t().login('irodai');
      const invoice = await firstInvoice(t());
      const start = await call(
        'GET',
        `/assemble-sender-url-json?documentKind=INVOICE&documentId=${invoice.id}`,
      );
      expect(start.statusCode).toBe(200);
      const { recipients, typeId, url } = start.json();
      expect(url).toBe(`/app/EmailSender?documentKind=INVOICE&documentId=${invoice.id}`);
      const anna = recipients.find((r: { email: string }) => r.email === 'anna.schmidt@example.de');
      expect(anna).toMatchObject({ name: 'Anna Schmidt', language: 'de' });
      const de = (await call('GET', `/types/${typeId}/content?language=de`)).json();
      const filled = (
        await call(
          'GET',
          `/templates/${de.id}/personalized?documentKind=INVOICE&documentId=${invoice.id}&recipient=${anna.email}`,
        )
      ).json();
      expect(filled.subject).toBe(`Rechnung – ${invoice.number}`);
      const before = sink.received.length;
      const sent = await call(
        'POST',
        '/send-email',
        draft(invoice.id, {
          typeId,
          language: 'de',
          to: [anna.email],
          subject: filled.subject,
          body: filled.body,
        }),
      );
      expect(sent.statusCode).toBe(200);
      const message = sent.json();
      expect(message).toMatchObject({ state: 'QUEUED', attempts: 0, language: 'de' });
      expect(message.attachmentName).toBe(fileNameOf('INVOICE', invoice.number, 'de'));
      expect(await t().app.jobs.runUntilIdle()).toBe(1);
      expect(sink.received).toHaveLength(before + 1);
      const mail = sink.received.at(-1)!;
      expect(mail.parsed.subject).toBe(`Rechnung – ${invoice.number}`);
      expect(mail.parsed.text).toContain('Sehr geehrte(r) Anna Schmidt');
      expect(mail.parsed.text).toContain('Mit freundlichen Grüßen');
      expect(mail.parsed.messageId).toBe(message.messageId);
      expect(mail.envelopeTo).toEqual(['anna.schmidt@example.de']);
      const [stored] = await queryRows<{ attachment: Uint8Array }>(
        t().database.db,
        sql`select attachment from email_messages where id = ${message.id}`,
      );
      const [attachment] = mail.parsed.attachments;
      expect(attachment?.filename).toBe(fileNameOf('INVOICE', invoice.number, 'de'));
      expect(attachment?.contentType).toBe('application/pdf');
      expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(Buffer.compare(attachment!.content, Buffer.from(stored!.attachment))).toBe(0);
      expect(await stateOf(message.id)).toMatchObject({
        state: 'SENT',
        attempts: 1,
        serverAnswer: expect.stringContaining('250'),
      });
      const history = (
        await call('GET', `/messages?documentKind=INVOICE&documentId=${invoice.id}`)
      ).json();
      expect(history.items[0]).toMatchObject({ id: message.id, state: 'SENT' });
    });

    it('opens the sender for a quote and an order, in the language of the customer’s country', async () => {
      office = await t().login('irodai');
      const [quote] = await queryRows<{ id: number }>(
        t().database.db,
        sql`select id from quotes where firm_id = 1 order by id limit 1`,
      );
      const [order] = await queryRows<{ id: number }>(
        t().database.db,
        sql`select id from customer_orders where firm_id = 1 order by id limit 1`,
      );
      for (const [kind, id] of [
        ['QUOTE', quote!.id],
        ['ORDER_CONFIRMATION', order!.id],
      ] as const) {
        const start = await call(
          'GET',
          `/assemble-sender-url-json?documentKind=${kind}&documentId=${id}`,
        );
        expect(start.statusCode, kind).toBe(200);
        expect(start.json().language, kind).toBe('hu');
      }
    });

    it('sends once for repeated and parallel posts of one request, and once per address named twice', async () => {
      const invoice = await firstInvoice(t());
      const body = draft(invoice.id, {
        to: ['Vevo@Example.hu', 'vevo@example.hu'],
        isAttachmentIncluded: false,
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call('POST', '/send-email', body)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect((await call('POST', '/send-email', body)).json().id).toBe(answers[0]!.json().id);
      const before = sink.received.length;
      await t().app.jobs.runUntilIdle();
      await t().app.jobs.runUntilIdle();
      expect(sink.received).toHaveLength(before + 1);
      expect(sink.received.at(-1)!.envelopeTo).toEqual(['vevo@example.hu']);
      const [count] = await queryRows<{ n: number }>(
        t().database.db,
        sql`select count(*)::int as n from email_messages where request_key = ${body.requestKey}`,
      );
      expect(count?.n).toBe(1);
    });

    it('never lets two workers send one message', async () => {
      const invoice = await firstInvoice(t());
      const { id } = (
        await call('POST', '/send-email', draft(invoice.id, { isAttachmentIncluded: false }))
      ).json();
      const before = sink.received.length;
      const ctx = {
        db: t().database.db,
        log: t().app.log,
        config: t().config,
        queue: t().app.jobs,
        jobId: 'test',
      };
      await Promise.all(Array.from({ length: 4 }, () => deliverMessage(ctx, { messageId: id })));
      expect(sink.received).toHaveLength(before + 1);
      expect(await stateOf(id)).toMatchObject({ state: 'SENT', attempts: 1 });
      await t().app.jobs.runUntilIdle();
      expect(sink.received).toHaveLength(before + 1);
    });

    it('tells the firm’s screens of each state as it commits: queued, sending, sent', async () => {
      const notices = await emailNotices(t());
      const invoice = await firstInvoice(t());
      const body = draft(invoice.id, { isAttachmentIncluded: false });
      const { id } = (await call('POST', '/send-email', body)).json();
      await vi.waitFor(() => expect(notices).toHaveLength(1));
      // A repeated request changes nothing and says nothing.
      expect((await call('POST', '/send-email', body)).json().id).toBe(id);
      const ctx = {
        db: t().database.db,
        log: t().app.log,
        config: t().config,
        queue: t().app.jobs,
        jobId: 'test',
      };
      await deliverMessage(ctx, { messageId: id });
      expect(await stateOf(id)).toMatchObject({ state: 'SENT' });
      await vi.waitFor(() => expect(notices).toHaveLength(3));
      await t().app.jobs.runUntilIdle();
      expect(notices).toHaveLength(3);
    });

    it('retries a temporary refusal with backoff and fails on a final one with the server’s answer', async () => {
      const invoice = await firstInvoice(t());
      sink.refuse([451]);
      const first = (
        await call('POST', '/send-email', draft(invoice.id, { isAttachmentIncluded: false }))
      ).json();
      await t().app.jobs.runUntilIdle();
      expect(await stateOf(first.id)).toMatchObject({
        state: 'QUEUED',
        attempts: 1,
        serverAnswer: expect.stringContaining('451'),
      });
      await makeJobsDue(t());
      const before = sink.received.length;
      await t().app.jobs.runUntilIdle();
      expect(sink.received).toHaveLength(before + 1);
      expect(await stateOf(first.id)).toMatchObject({ state: 'SENT', attempts: 2 });

      sink.refuse([550]);
      const second = (
        await call('POST', '/send-email', draft(invoice.id, { isAttachmentIncluded: false }))
      ).json();
      await t().app.jobs.runUntilIdle();
      expect(await stateOf(second.id)).toMatchObject({
        state: 'FAILED',
        attempts: 1,
        serverAnswer: expect.stringContaining('550'),
      });
    });

    it('checks every address, the document, the permission and the firm', async () => {
      const invoice = await firstInvoice(t());
      for (const [field, value] of [
        ['to', ['kiss péter@example.hu']],
        ['to', ['nincs-kukac.example.hu']],
        ['cc', ['a@b']],
        ['to', []],
      ] as const) {
        const bad = await call('POST', '/send-email', draft(invoice.id, { [field]: value }));
        expect(bad.statusCode, `${field} ${value}`).toBe(400);
        expect(bad.json().errors[0].path).toMatch(new RegExp(`^${field}`));
      }
      const other = await firstInvoice(t(), 2);
      if (other) {
        const start = `/assemble-sender-url-json?documentKind=INVOICE&documentId=${other.id}`;
        expect((await call('GET', start)).statusCode).toBe(404);
      }
      expect((await call('POST', '/send-email', draft(999_999))).statusCode).toBe(404);
      const proof = await call('POST', '/send-email', draft(1, { documentKind: 'DESIGN_PROOF' }));
      expect(proof.statusCode).toBe(400);
      expect(proof.json().errors[0].path).toBe('documentKind');
      const warehouse = await t().login('raktaros');
      expect((await call('POST', '/send-email', draft(invoice.id), warehouse)).statusCode).toBe(
        403,
      );
      const [foreign] = await queryRows<{ id: number }>(
        t().database.db,
        sql`insert into email_messages (firm_id, request_key, message_id, document_kind, document_id,
              language, from_address, to_addresses, subject, body, created_by)
            values (2, gen_random_uuid(), '<b@example.hu>', 'QUOTE', 1, 'hu', 'b@example.hu',
              array['b@example.hu'], 'B', 'B', 1) returning id`,
      );
      expect((await call('GET', `/${foreign!.id}`)).statusCode).toBe(404);
      const listed = (await call('GET', '/messages?page_size=200')).json();
      expect(listed.items.some((m: { id: number }) => m.id === foreign!.id)).toBe(false);
    });
  },
  { smtpUrl: sink.url },
);

describeApp('e-mail without a mail server', (t) => {
  it('keeps the message readable in the outbox, and tells the screens', async () => {
    const notices = await emailNotices(t());
    const office = await t().login('irodai');
    const invoice = await firstInvoice(t());
    const sent = await t().call('POST', `${REST}/emails/send-email`, {
      session: office,
      body: draft(invoice.id, {
        subject: 'Kimenő levél',
        body: 'Olvasható a kimenő levelek között.',
      }),
    });
    expect(sent.statusCode).toBe(200);
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    await t().app.jobs.runUntilIdle();
    // The move to the outbox is told to the screens too.
    await vi.waitFor(() => expect(notices).toHaveLength(2));
    const outbox = (
      await t().call('GET', `${REST}/emails/messages?state=OUTBOX`, { session: office })
    ).json();
    expect(outbox.items[0]).toMatchObject({ id: sent.json().id, subject: 'Kimenő levél' });
    const read = (
      await t().call('GET', `${REST}/emails/${sent.json().id}`, { session: office })
    ).json();
    expect(read).toMatchObject({ state: 'OUTBOX', body: 'Olvasható a kimenő levelek között.' });
    expect(read.attachmentSize).toBeGreaterThan(1000);
  });
});
