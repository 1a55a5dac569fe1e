import type { TFirm, TRole, TUserInfo } from '@kontor/contract';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import * as repo from './users.repository.ts';

export async function getUserInfo(ctx: Ctx): Promise<TUserInfo> {
  const [user, firms, employeeId] = await Promise.all([
    repo.findUser(ctx.db, ctx.auth.userId),
    repo.listFirmsOfUser(ctx.db, ctx.auth.userId),
    repo.findEmployeeIdOfUser(ctx.db, ctx.auth.firmId, ctx.auth.userId),
  ]);
  if (!user) throw new AppError('UNAUTHENTICATED', 'The user no longer exists');
  return {
    username: user.username,
    fullName: user.fullName,
    nickName: user.nickName,
    profilePicUrl: user.profilePicUrl,
    availableFirms: firms,
    currentFirmId: ctx.auth.firmId,
    firmSwitchEnabled: user.firmSwitchEnabled,
    roles: user.roles as TRole[],
    language: user.language,
    avatarInnerHtml: user.avatarInnerHtml,
    avatarCSSContent: user.avatarCssContent,
    currentUserEmployeeId: employeeId,
  };
}

export async function getProfile(
  ctx: Ctx,
): Promise<{ nickName: string; language: 'HU' | 'EN'; firmSwitchEnabled: boolean }> {
  const user = await repo.findUser(ctx.db, ctx.auth.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'The user no longer exists');
  return {
    nickName: user.nickName,
    language: user.language,
    firmSwitchEnabled: user.firmSwitchEnabled,
  };
}

export function listFirms(ctx: Ctx): Promise<TFirm[]> {
  return repo.listFirmsOfUser(ctx.db, ctx.auth.userId);
}

/** Moves the session into another firm of the user; every later call works in that firm. */
export async function changeFirm(ctx: Ctx, sessions: SessionStore, firmId: number): Promise<void> {
  const user = await repo.findUser(ctx.db, ctx.auth.userId);
  if (!user?.firmSwitchEnabled)
    throw new AppError('FORBIDDEN', 'Firm switching is disabled for this user');
  if (!(await repo.isMemberOfFirm(ctx.db, ctx.auth.userId, firmId))) {
    throw fieldError('firmId', 'The user does not belong to this firm', 'FORBIDDEN');
  }
  await runAction(ctx, async (tx) => {
    await sessions.changeFirm(tx, ctx.auth.sessionId, firmId);
    return {
      result: undefined,
      audit: {
        entity: 'session',
        entityId: ctx.auth.userId,
        action: 'change-firm',
        before: { firmId: ctx.auth.firmId },
        after: { firmId },
      },
    };
  });
}
