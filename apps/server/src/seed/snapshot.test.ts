import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSnapshotKey, startEmbedded } from './embedded-start.ts';
import { openDemoPglite } from './snapshot.ts';

const open = (dir: string, snapshots: string) => openDemoPglite(startEmbedded(dir, snapshots));

const COUNTS =
  'select (select count(*) from users)::int as users, (select count(*) from products)::int as products, (select count(*) from schema_migrations)::int as migrations';

describe('the demo snapshot', () => {
  it('is written by the first seeded start and fills the next empty data directory', async () => {
    const work = mkdtempSync(join(tmpdir(), 'kontor-snapshot-'));
    const snapshots = join(work, 'snapshots');

    const first = await open(join(work, 'a'), snapshots);
    expect(first.source).toBe('seeded');
    expect(first.snapshotError).toBeUndefined();
    const seeded = (await first.database.pglite!.query(COUNTS)).rows[0];
    await first.database.close();
    expect(readdirSync(snapshots)).toEqual([`demo-${demoSnapshotKey()}.tar.gz`]);

    const second = await open(join(work, 'b'), snapshots);
    expect(second.source).toBe('snapshot');
    expect((await second.database.pglite!.query(COUNTS)).rows[0]).toEqual(seeded);
    await second.database.close();
    expect(existsSync(join(work, 'b', 'PG_VERSION'))).toBe(true);

    const again = await open(join(work, 'a'), snapshots);
    expect(again.source).toBe('existing');
    await again.database.close();
  }, 600_000);

  it("is not reused on another day: the seed's dated rows count back from today", () => {
    const today = new Date('2026-11-27T10:00:00Z');
    expect(demoSnapshotKey(new Date('2026-11-27T22:00:00Z'))).toBe(demoSnapshotKey(today));
    // Midnight in Budapest (UTC+1) is 23:00 UTC.
    expect(demoSnapshotKey(new Date('2026-11-27T23:30:00Z'))).not.toBe(demoSnapshotKey(today));
  });
});
