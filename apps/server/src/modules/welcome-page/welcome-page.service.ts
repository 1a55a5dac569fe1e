import type { TMobileWelcomePage, TWelcomePage, TWidgetOrder } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import { hasPermission } from '../../platform/permissions.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import * as inbox from '../inbox/inbox.service.ts';
import { INBOX_URLS } from '../navigation/navigation.service.ts';
import { getProfile, listFirms } from '../users/users.service.ts';
import * as repo from './welcome-page.repository.ts';
import type { WidgetProvider } from './welcome-page.widgets.ts';

export class WelcomePageService {
  private readonly providers: WidgetProvider[];
  private readonly dictionary: Dictionary;

  constructor(providers: WidgetProvider[], dictionary: Dictionary) {
    this.providers = providers;
    this.dictionary = dictionary;
  }

  private available(ctx: Ctx): WidgetProvider[] {
    return this.providers.filter((p) => hasPermission(ctx.auth.roles, p.permission));
  }

  async get(ctx: Ctx): Promise<TWelcomePage> {
    const [profile, firms] = await Promise.all([getProfile(ctx), listFirms(ctx)]);
    const t = (key: string) => this.dictionary.translate(profile.language, key);
    const widgets = await Promise.all(this.available(ctx).map((p) => p.compute(ctx, t)));
    return {
      welcome: { nickName: profile.nickName },
      widgets,
      firms,
      firmSelectionEnabled: profile.firmSwitchEnabled && firms.length > 1,
    };
  }

  /** The saved order, or every available widget when the user never saved one. */
  async getOrder(ctx: Ctx): Promise<TWidgetOrder> {
    const ids = await repo.findWidgetOrder(ctx.db, ctx.auth.firmId, ctx.auth.userId);
    return { ids: ids ?? this.available(ctx).map((p) => p.type) };
  }

  async saveOrder(ctx: Ctx, order: TWidgetOrder): Promise<TWidgetOrder> {
    const before = await this.getOrder(ctx);
    return runAction(ctx, async (tx) => {
      await repo.saveWidgetOrder(tx, ctx.auth.firmId, ctx.auth.userId, order.ids);
      return {
        result: order,
        audit: {
          entity: 'widget_order',
          entityId: ctx.auth.userId,
          action: 'save',
          before,
          after: order,
        },
      };
    });
  }

  async getMobile(ctx: Ctx): Promise<TMobileWelcomePage> {
    const [profile, firms, taskCounts, unread] = await Promise.all([
      getProfile(ctx),
      listFirms(ctx),
      inbox.countOpenTasks(ctx),
      inbox.countUnreadMessages(ctx),
    ]);
    const t = (key: string) => this.dictionary.translate(profile.language, key);
    const currentFirm = firms.find((f) => f.id === ctx.auth.firmId);
    if (!currentFirm) throw new Error('The session firm is not a firm of the user');
    return {
      welcome: { nickName: profile.nickName },
      currentFirm,
      openTaskCount: taskCounts.reduce((sum, row) => sum + row.count, 0),
      unreadMessageCount: unread,
      quickLinks: [
        { label: t('TOOLBAR.TASKS'), url: INBOX_URLS.tasks },
        { label: t('TOOLBAR.MESSAGES'), url: INBOX_URLS.messages },
      ],
    };
  }
}
