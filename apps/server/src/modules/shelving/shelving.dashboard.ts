import { AppError } from '../../platform/errors.ts';
import { registerDashboardTab } from '../warehouse-dashboard/dashboard-tabs.ts';
import * as repo from './shelving.repository.ts';
import { shelveAll, toShelvingItem } from './shelving.service.ts';

/** Items are `buffer:<storageId>:<productId>`: one product waiting in one inbound buffer. */
const itemId = (storageId: number, productId: number) => `buffer:${storageId}:${productId}`;

function pairOf(id: string) {
  const match = /^buffer:(\d{1,10}):(\d{1,10})$/.exec(id);
  if (!match) throw new AppError('NOT_FOUND', 'No such waiting item');
  return { storageId: Number(match[1]), productId: Number(match[2]) };
}

registerDashboardTab({
  code: 'TO_SHELVE',
  position: 20,
  count: (db, scope) => repo.countWaiting(db, scope.firmId),
  async list(db, scope, page) {
    const rows = await repo.listWaiting(
      db,
      scope.firmId,
      { term: '' },
      { offset: page.pageNumber * page.pageSize, limit: page.pageSize },
    );
    const items = rows.map((row) => {
      const item = toShelvingItem(row);
      return {
        id: itemId(item.storageId, item.productId),
        kind: 'BUFFER_STOCK',
        title: item.storageCode,
        orderId: null,
        orderNumber: null,
        customerName: null,
        productId: item.productId,
        productCode: item.productCode,
        productName: item.productName,
        quantity: item.available,
        unit: item.unit,
        storageId: item.storageId,
        storageCode: item.storageCode,
        suggestedTarget: item.target && {
          storageId: item.target.id,
          storageCode: item.target.code,
        },
        due: null,
        state: null,
        href: '/app/shelving',
        actions: ['update-location' as const],
        nextStates: [],
      };
    });
    return { items, total: rows[0]?.total ?? 0 };
  },
  async updateLocation(ctx, tx, id, storageId) {
    await shelveAll(ctx, tx, pairOf(id), storageId);
  },
});
