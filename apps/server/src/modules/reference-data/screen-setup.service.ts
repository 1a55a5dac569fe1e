import { type TScreenSetup, type TScreenSetupAnswer, ZScreenSetup } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import * as repo from './screen-setup.repository.ts';

/** What a screen shows before its user changes anything: its own columns, 25 rows, its own sort. */
export const DEFAULT_SCREEN_SETUP: TScreenSetup = ZScreenSetup.parse({});

/**
 * A stored setup is read through the current schema: settings saved by an older version get the
 * new fields' defaults, and one that no longer fits falls back to the defaults.
 */
function readSetup(stored: unknown): TScreenSetup {
  const parsed = ZScreenSetup.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SCREEN_SETUP;
}

export async function getScreenSetup(ctx: Ctx, screen: string): Promise<TScreenSetupAnswer> {
  const row = await repo.findScreenSetup(ctx.db, ctx.auth.firmId, ctx.auth.userId, screen);
  if (!row) return { screen, setup: DEFAULT_SCREEN_SETUP, isDefault: true, updatedAt: null };
  return {
    screen,
    setup: readSetup(row.setup),
    isDefault: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function saveScreenSetup(
  ctx: Ctx,
  screen: string,
  setup: TScreenSetup,
): Promise<TScreenSetupAnswer> {
  const key = { firmId: ctx.auth.firmId, userId: ctx.auth.userId, screen };
  return runAction(ctx, async (tx) => {
    const before = await repo.findScreenSetup(tx, key.firmId, key.userId, screen);
    const saved = await repo.saveScreenSetup(tx, key, setup);
    return {
      result: { screen, setup, isDefault: false, updatedAt: saved.updatedAt.toISOString() },
      audit: {
        entity: 'screen_setup',
        entityId: screen,
        action: 'save',
        before: before?.setup ?? null,
        after: setup,
      },
    };
  });
}
