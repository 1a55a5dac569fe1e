import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { PROOF_LINK_THROTTLE } from './design-proofs.public.ts';
import { requireAcceptedProof } from './design-proofs.service.ts';
import { orderNeedingProofs, PNG, partsOf, uploadProof } from './design-proofs.test-data.ts';

/** Design proofs (README): board, upload and link, the customer's answer, the office's, the gate. */
describeApp('design proofs', (t) => {
  const as = {} as Record<'office' | 'sales' | 'scheduler' | 'warehouse', Session>;
  const call = (method: string, path: string, session: Session | null, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, body });
  const pub = (method: string, path: string, body?: unknown, remoteAddress = '10.0.0.1') =>
    t().call(method, `${REST}${path}`, { body, remoteAddress });
  const card = async (proofId: number) =>
    (await call('GET', '/kanban/visual-design', as.office))
      .json()
      .find((c: { id: number }) => c.id === proofId);
  const messagesOf = (proofId: number) =>
    queryRows<{ to_addresses: string[]; language: string; subject: string; body: string }>(
      t().database.db,
      sql`select to_addresses, language, subject, body from email_messages
          where document_kind = 'DESIGN_PROOF' and document_id = ${proofId} order by id`,
    );

  beforeAll(async () => {
    as.office = await t().login('irodai');
    as.sales = await t().login('ertekesito');
    as.scheduler = await t().login('utemezo');
    as.warehouse = await t().login('raktaros');
  });

  it('puts every line of a proof product on the board as TO_DESIGN; the warehouse may not look', async () => {
    const { orderId, proofIds } = await orderNeedingProofs(t(), as.office, 'DP-BOARD');
    expect(proofIds).toHaveLength(2);
    const board = (await call('GET', '/kanban/visual-design', as.scheduler)).json();
    const mine = board.filter((c: { orderId: number }) => c.orderId === orderId);
    expect(mine.map((c: { state: string }) => c.state)).toEqual(['TO_DESIGN', 'TO_DESIGN']);
    expect(mine[0]).toMatchObject({ productCode: 'DP-BOARD', proofNumber: 0, expiresAt: null });
    const items = (await call('GET', `/kanban/${orderId}/items`, as.sales)).json();
    expect(items.map((i: { id: number }) => i.id).sort()).toEqual([...proofIds].sort());
    expect(items[0]).toMatchObject({ location: null, versions: [] });
    expect((await call('GET', '/kanban/visual-design', as.warehouse)).statusCode).toBe(403);
    expect((await call('GET', '/kanban/999999/items', as.office)).statusCode).toBe(404);
  });

  it('uploads a proof: SENT, a 256-bit link, the German template e-mailed once; no image, no proof', async () => {
    const { proofIds } = await orderNeedingProofs(t(), as.office, 'DP-UP');
    const [proofId] = proofIds as [number];
    const refused = await uploadProof(t(), as.scheduler, proofId, 'terv.txt', Buffer.from('terv'));
    expect(refused.statusCode).toBe(415);
    expect((await card(proofId)).state).toBe('TO_DESIGN');
    expect((await uploadProof(t(), as.sales, proofId)).statusCode).toBe(403);
    const sent = await uploadProof(t(), as.scheduler, proofId);
    expect(sent.statusCode, sent.body).toBe(200);
    const body = sent.json();
    expect(body.proof).toMatchObject({ state: 'SENT', proofNumber: 1 });
    expect(body.emailedTo).toBe('klaus.dp-up@example.de');
    expect(body.link).toMatch(
      /\/kontor\/public\/visual-design\/response\?order=\d+&token=[\w-]{43}$/,
    );
    const { token } = partsOf(body.link);
    const [stored] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from design_proof_versions where token_hash = ${token}`,
    );
    expect(stored!.n).toBe(0);
    const mails = await messagesOf(proofId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_addresses: ['klaus.dp-up@example.de'], language: 'de' });
    expect(mails[0]!.subject).toMatch(/^Entwurf zum Auftrag VR-/);
    expect(mails[0]!.body).toContain(body.link);
    const file = await call('GET', `/design-proofs/${proofId}/file`, as.office);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('shows the customer only the proof, the order number and the product; accepting stamps it once', async () => {
    const { orderId, proofIds } = await orderNeedingProofs(t(), as.office, 'DP-ACC');
    const [proofId] = proofIds as [number];
    const { token } = partsOf((await uploadProof(t(), as.scheduler, proofId)).json().link);
    const check = await pub(
      'GET',
      `/orders/${orderId}/visual-design/check-expiration?token=${token}`,
    );
    expect(check.json()).toMatchObject({ isValid: true });
    const shown = await pub('GET', `/orders/${orderId}/visual-design?token=${token}`);
    expect(Object.keys(shown.json()).sort()).toEqual(
      ['contentType', 'expiresAt', 'location', 'orderNumber', 'productName', 'proofNumber'].sort(),
    );
    const file = await pub('GET', `/orders/${orderId}/visual-design/file?token=${token}`);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const accept = (stampName: string) =>
      pub('POST', `/orders/${orderId}/visual-design/accept`, { token, stampName });
    expect((await accept('Klaus Weber')).statusCode).toBe(204);
    expect((await card(proofId)).state).toBe('ACCEPTED');
    expect((await accept('Klaus Weber')).statusCode).toBe(404);
    const used = await pub(
      'GET',
      `/orders/${orderId}/visual-design/check-expiration?token=${token}`,
    );
    expect(used.json()).toEqual({ isValid: false, expiresAt: null });
    const [detail] = (await call('GET', `/kanban/${orderId}/items`, as.office))
      .json()
      .filter((i: { id: number }) => i.id === proofId);
    expect(detail.versions[0]).toMatchObject({
      answer: 'ACCEPTED',
      stampName: 'Klaus Weber',
      onBehalfBy: null,
    });
    expect((await uploadProof(t(), as.scheduler, proofId)).statusCode).toBe(409);
    const audit = await queryRows<{ action: string; user_id: number | null }>(
      t().database.db,
      sql`select action, user_id from audit_log where entity = 'design_proofs'
          and entity_id = ${String(proofId)} order by id`,
    );
    expect(audit).toEqual([
      { action: 'upload', user_id: expect.any(Number) },
      { action: 'accept', user_id: null },
    ]);
  });

  it('a rejection with a comment, then a new version: the old link dies, the new one works', async () => {
    const { orderId, proofIds } = await orderNeedingProofs(t(), as.office, 'DP-REJ');
    const [proofId] = proofIds as [number];
    const first = partsOf((await uploadProof(t(), as.scheduler, proofId)).json().link);
    const rejected = await pub('POST', `/orders/${orderId}/visual-design/reject`, {
      token: first.token,
      comment: 'A logó legyen nagyobb',
    });
    expect(rejected.statusCode).toBe(204);
    expect((await card(proofId)).state).toBe('REJECTED');
    const second = await uploadProof(t(), as.scheduler, proofId);
    expect(second.json().proof).toMatchObject({ state: 'SENT', proofNumber: 2 });
    const next = partsOf(second.json().link);
    const works = (token: string) =>
      pub('GET', `/orders/${orderId}/visual-design/check-expiration?token=${token}`);
    expect((await works(first.token)).json().isValid).toBe(false);
    expect((await works(next.token)).json().isValid).toBe(true);
    expect(await messagesOf(proofId)).toHaveLength(2);
    const [detail] = (await call('GET', `/kanban/${orderId}/items`, as.office))
      .json()
      .filter((i: { id: number }) => i.id === proofId);
    expect(
      detail.versions.map((v: { number: number; comment: string | null }) => [v.number, v.comment]),
    ).toEqual([
      [2, null],
      [1, 'A logó legyen nagyobb'],
    ]);
  });

  it('an expired link shows nothing and reads EXPIRED; the office accepts on behalf, recorded with who', async () => {
    const { orderId, proofIds } = await orderNeedingProofs(t(), as.office, 'DP-EXP');
    const [proofId] = proofIds as [number];
    const { token } = partsOf((await uploadProof(t(), as.scheduler, proofId)).json().link);
    await t().database.db.execute(
      sql`update design_proof_versions set expires_at = now() - interval '1 second' where proof_id = ${proofId}`,
    );
    expect((await pub('GET', `/orders/${orderId}/visual-design?token=${token}`)).statusCode).toBe(
      404,
    );
    expect(
      (await pub('GET', `/orders/${orderId}/visual-design/check-expiration?token=${token}`)).json(),
    ).toEqual({ isValid: false, expiresAt: null });
    const expired = await card(proofId);
    expect(expired.state).toBe('EXPIRED');
    const body = { proofId, version: expired.version, stampName: 'Weber úr telefonon' };
    expect((await call('PUT', '/kanban/accept-design', as.scheduler, body)).statusCode).toBe(403);
    const stale = await call('PUT', '/kanban/accept-design', as.sales, { ...body, version: 1 });
    expect(stale.json().code).toBe('STALE_VERSION');
    const accepted = await call('PUT', '/kanban/accept-design', as.sales, body);
    expect(accepted.json()).toMatchObject({ state: 'ACCEPTED' });
    const again = await call('PUT', '/kanban/reject-design', as.office, {
      proofId,
      version: accepted.json().version,
      comment: 'mégsem',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_STATE');
    const [detail] = (await call('GET', `/kanban/${orderId}/items`, as.office))
      .json()
      .filter((i: { id: number }) => i.id === proofId);
    expect(detail.versions[0]).toMatchObject({
      answer: 'ACCEPTED',
      stampName: 'Weber úr telefonon',
      onBehalfBy: 'Szabó Péter',
    });
  });

  it('places the design on the product (fractions, version-checked) and shows it on the proof', async () => {
    const { orderId, proofIds } = await orderNeedingProofs(t(), as.office, 'DP-LOC');
    const [proofId] = proofIds as [number];
    const before = await card(proofId);
    const place = (location: unknown, version = before.version) =>
      call('POST', '/orders/design-location', as.scheduler, { proofId, version, location });
    const bad = await place({ x: '1.2', y: '0.5', size: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('location.x');
    const placed = await place({ x: '0.25', y: '0.5', size: '0.3' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await place({ x: '0.5', y: '0.5', size: null })).json().code).toBe('STALE_VERSION');
    const { token } = partsOf((await uploadProof(t(), as.scheduler, proofId)).json().link);
    const shown = (await pub('GET', `/orders/${orderId}/visual-design?token=${token}`)).json();
    expect(shown.location).toEqual({ x: '0.25', y: '0.5', size: '0.3' });
  });

  it("shows nothing for a wrong token, another order's or another firm's, and throttles guessing", async () => {
    const { orderId, proofIds } = await orderNeedingProofs(t(), as.office, 'DP-SEC');
    const { token } = partsOf((await uploadProof(t(), as.scheduler, proofIds[0]!)).json().link);
    const [other] = await queryRows<{ id: number; order_id: number }>(
      t().database.db,
      sql`select id, order_id from design_proofs where firm_id = 2 limit 1`,
    );
    const wrong = 'A'.repeat(43);
    for (const [order, tok] of [
      [orderId, wrong],
      [orderId + 1, token],
      [other?.order_id ?? 1, token],
    ] as const) {
      const r = await pub(
        'GET',
        `/orders/${order}/visual-design?token=${tok}`,
        undefined,
        '10.0.0.9',
      );
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('DP-SEC');
    }
    expect((await pub('GET', `/orders/${orderId}/visual-design?token=short`)).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < PROOF_LINK_THROTTLE.perOrder + 2; i++)
      statuses.push(
        (
          await pub(
            'GET',
            `/orders/${orderId}/visual-design/check-expiration?token=${wrong}`,
            undefined,
            `10.1.0.${i}`,
          )
        ).statusCode,
      );
    expect(statuses).toContain(429);
    if (other) {
      expect((await call('GET', `/design-proofs/${other.id}/file`, as.office)).statusCode).toBe(
        404,
      );
      expect((await uploadProof(t(), as.scheduler, other.id)).statusCode).toBe(404);
    }
  });

  it('answers parallel and repeated accepts once (one stamp, one audit row)', async () => {
    const { orderId, proofIds } = await orderNeedingProofs(t(), as.office, 'DP-PAR');
    const [proofId] = proofIds as [number];
    const { token } = partsOf((await uploadProof(t(), as.scheduler, proofId)).json().link);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        pub(
          'POST',
          `/orders/${orderId}/visual-design/accept`,
          { token, stampName: `Vevő ${i}` },
          `10.2.0.${i}`,
        ),
      ),
    );
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([204, 404, 404, 404, 404, 404]);
    const rows = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from audit_log where entity = 'design_proofs'
          and entity_id = ${String(proofId)} and action = 'accept'`,
    );
    expect(rows[0]!.n).toBe(1);
    const [b] = await Promise.all([card(proofId)]);
    const onBehalf = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('PUT', '/kanban/reject-design', as.office, {
          proofId,
          version: b.version,
          comment: 'x',
        }),
      ),
    );
    expect(onBehalf.every((r) => r.statusCode === 409)).toBe(true);
  });

  it('gates production: a line whose proof is not accepted cannot start (409), an accepted one can', async () => {
    const { orderId, proofIds, lineIds } = await orderNeedingProofs(t(), as.office, 'DP-GATE');
    const gate = (lineId: number) =>
      t().database.db.transaction((tx) => requireAcceptedProof(tx, 1, lineId));
    await expect(gate(lineIds[0]!)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      errors: [{ code: 'design_proof_not_accepted' }],
    });
    const { token } = partsOf((await uploadProof(t(), as.scheduler, proofIds[0]!)).json().link);
    await pub('POST', `/orders/${orderId}/visual-design/accept`, { token, stampName: 'Klaus' });
    await expect(gate(lineIds[0]!)).resolves.toBeUndefined();
    await expect(gate(lineIds[1]!)).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });
});
