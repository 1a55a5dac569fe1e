import type { THistoryItem, TToolbarWidget } from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import { hasPermission } from '../../platform/permissions.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import * as inbox from '../inbox/inbox.service.ts';
import { getProfile } from '../users/users.service.ts';
import * as repo from './navigation.repository.ts';

/** Visits answered for the breadcrumb, and visits kept per user and firm. */
export const HISTORY_SHOWN = 10;
const HISTORY_KEPT = 50;

export async function listHistory(ctx: Ctx): Promise<THistoryItem[]> {
  const rows = await repo.listLatestVisits(ctx.db, ctx.auth.firmId, ctx.auth.userId, HISTORY_SHOWN);
  return rows.reverse();
}

/** Records a visit; the same page twice in a row is recorded once. */
export async function pushHistory(ctx: Ctx, label: string, fullUrl: string): Promise<void> {
  const queryStart = fullUrl.indexOf('?');
  const url = queryStart < 0 ? fullUrl : fullUrl.slice(0, queryStart);
  const queryString = queryStart < 0 ? '' : fullUrl.slice(queryStart + 1);
  const [latest] = await repo.listLatestVisits(ctx.db, ctx.auth.firmId, ctx.auth.userId, 1);
  if (latest && latest.url === url && latest.queryString === queryString && latest.label === label)
    return;
  // A page visit is not a data change: it writes no audit row (the audit log shows changes).
  await ctx.db.transaction((tx) =>
    repo.insertVisit(
      tx,
      { firmId: ctx.auth.firmId, userId: ctx.auth.userId, url, queryString, label },
      HISTORY_KEPT,
    ),
  );
}

export const INBOX_URLS = {
  tasks: '/app/tasks',
  messages: '/app/messages',
  tools: '/app/DeveloperTools',
} as const;

export async function listToolbarWidgets(
  ctx: Ctx,
  dictionary: Dictionary,
): Promise<TToolbarWidget[]> {
  const [profile, taskCounts, unread] = await Promise.all([
    getProfile(ctx),
    inbox.countOpenTasks(ctx),
    inbox.countUnreadMessages(ctx),
  ]);
  const t = (key: string) => dictionary.translate(profile.language, key);
  const openTasks = taskCounts.reduce((sum, row) => sum + row.count, 0);
  const widgets: TToolbarWidget[] = [
    {
      type: 'ToolbarTaskWidget',
      count: openTasks,
      tooltip: t('TOOLBAR.TASKS'),
      url: INBOX_URLS.tasks,
    },
    {
      type: 'ToolbarMessageWidget',
      count: unread,
      tooltip: t('TOOLBAR.MESSAGES'),
      url: INBOX_URLS.messages,
    },
  ];
  if (hasPermission(ctx.auth.roles, 'admin.tools')) {
    widgets.push({
      type: 'DeveloperToolsWidget',
      count: 0,
      tooltip: t('TOOLBAR.DEVELOPER_TOOLS'),
      url: INBOX_URLS.tools,
    });
  }
  return widgets;
}
