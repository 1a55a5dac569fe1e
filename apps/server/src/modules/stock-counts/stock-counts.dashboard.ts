import { registerDashboardTab } from '../warehouse-dashboard/dashboard-tabs.ts';
import * as repo from './stock-counts.repository.ts';
import { isoOf } from './stock-counts.service.ts';

/**
 * The warehouse dashboard's `TO_COUNT` tab: open counts (OPEN or COUNTING), oldest first; the
 * quantity is how many lines are still to count. Counting happens on the count's own page.
 */
registerDashboardTab({
  code: 'TO_COUNT',
  position: 50,
  count: (db, scope) => repo.countOpen(db, scope.firmId),
  async list(db, scope, page) {
    const [rows, total] = await Promise.all([
      repo.listOpenCounts(db, scope.firmId, {
        offset: page.pageNumber * page.pageSize,
        limit: page.pageSize,
      }),
      repo.countOpen(db, scope.firmId),
    ]);
    return {
      total,
      items: rows.map((r) => ({
        id: `count:${r.id}`,
        kind: 'STOCK_COUNT',
        title: r.number,
        orderId: null,
        orderNumber: null,
        customerName: null,
        productId: null,
        productCode: null,
        productName: null,
        quantity: String(r.uncounted),
        unit: null,
        storageId: r.storage_id,
        storageCode: r.storage_code,
        due: isoOf(r.created_at),
        state: r.state,
        href: `/app/stock-counts/${r.id}`,
        actions: [],
        nextStates: [],
      })),
    };
  },
});
