import { expect, it } from 'vitest';
import { describeApp } from '../../test/harness.ts';
import { callersOf, listBody, pricedProducts } from './discounts.test-data.ts';

const ROUNDS = 12;
const APPROVED_SHOWN = ['APPROVED', 'ACTIVE', 'EXPIRED'];

/**
 * Approval racing edits, fired in parallel (on PostgreSQL, with TEST_DATABASE_URL, the requests
 * really overlap on the pool's connections). Whatever the interleaving, a list is never left
 * approved with terms or items changed after the approval.
 */
describeApp('discount approval races', (t) => {
  const as = callersOf(t);

  const setup = async () => {
    const sales = await as('ertekesito');
    const [a, b] = await pricedProducts(t().database.db, 2);
    const list = (await sales('POST', '/discounts/', listBody({ name: 'Verseny' }))).json();
    const item = (
      await sales('POST', `/discounts/${list.id}/discount-items`, {
        target: 'PRODUCT',
        targetId: a!.id,
        discountPercent: '5',
      })
    ).json();
    return { sales, list, item, other: b!.id };
  };

  it('approve (user B) in parallel with a header or item edit (user A) never leaves an edited list approved', async () => {
    const { sales, list, item, other } = await setup();
    const office = await as('irodai');
    const path = `/discounts/${list.id}`;
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const before = (await sales('GET', path)).json();
      if (APPROVED_SHOWN.includes(before.state))
        throw new Error(`round ${round} starts approved: the edit of the last round was lost`);
      const edits = [
        () =>
          sales('PUT', path, {
            version: before.version,
            discount: listBody({ name: `K${round}` }),
          }),
        () =>
          sales('PUT', `${path}/discount-items/${item.id}`, {
            target: 'PRODUCT',
            targetId: item.targetId,
            discountPercent: String(6 + round),
          }),
        () =>
          sales('POST', `${path}/discount-items`, {
            target: 'PRODUCT',
            targetId: other,
            discountPercent: '1',
            minQuantity: String(round + 1),
          }),
      ];
      const edit = edits[round % edits.length]!;
      // Alternate which request leaves first.
      const [approve, edited] =
        round % 2 === 0
          ? await Promise.all([
              office('POST', `${path}/approve`, { version: before.version }),
              edit(),
            ])
          : await Promise.all([
              edit(),
              office('POST', `${path}/approve`, { version: before.version }),
            ]).then(([e, a]) => [a, e] as const);
      expect([200, 409]).toContain(approve.statusCode);
      expect([200, 409]).toContain(edited.statusCode);
      const after = (await sales('GET', path)).json();
      outcomes.add(`${approve.statusCode}/${edited.statusCode}`);
      if (APPROVED_SHOWN.includes(after.state)) {
        // Approved: the approval came last and nothing changed since (same version, same terms).
        expect(approve.statusCode).toBe(200);
        expect(edited.statusCode).toBe(409);
        expect(after.version).toBe(approve.json().version);
        expect(after.name).toBe(before.name);
      } else {
        expect(after.state).toBe('DRAFT');
        expect(edited.statusCode).toBe(200);
        expect(after.changedByUserId).toBe(before.changedByUserId);
      }
      // A header edit and the approval carry the same version: exactly one of them passes.
      if (round % edits.length === 0)
        expect([approve.statusCode, edited.statusCode].sort()).toEqual([200, 409]);
      // Back to a DRAFT last changed by A for the next round.
      if (APPROVED_SHOWN.includes(after.state))
        expect(
          (
            await sales('PUT', path, {
              version: after.version,
              discount: listBody({ name: 'Vissza' }),
            })
          ).statusCode,
        ).toBe(200);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('parallel approvals of one version: exactly one wins, the others get 409', async () => {
    const { sales, list } = await setup();
    const approvers = [await as('irodai'), await as('admin')];
    const path = `/discounts/${list.id}`;
    for (let round = 0; round < ROUNDS; round++) {
      const { version } = (await sales('GET', path)).json();
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, k) =>
          approvers[k % 2]!('POST', `${path}/approve`, { version }),
        ),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      const after = (await sales('GET', path)).json();
      expect(after.version).toBe(version + 1);
      expect(after.approvedByName).not.toBeNull();
      // An edit puts it back to DRAFT for the next round.
      expect(
        (
          await sales('PUT', path, {
            version: after.version,
            discount: listBody({ name: `R${round}` }),
          })
        ).statusCode,
      ).toBe(200);
    }
  });
});
