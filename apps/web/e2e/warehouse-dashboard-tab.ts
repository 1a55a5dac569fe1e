/**
 * Loaded into the e2e server of warehouse-dashboard.e2e.ts only (`node --import` before its main
 * module): a test tab `E2E_OPEN` (the dashboard's own test tab) and, on its first use, its items
 * and a job title that shows it, in firm 1. The product registers no such tab.
 */
import { sql } from 'drizzle-orm';
import {
  addTestItems,
  createTestItemTable,
  testTab,
} from '../../server/src/modules/warehouse-dashboard/dashboard.test-tab.ts';
import { registerDashboardTab } from '../../server/src/modules/warehouse-dashboard/dashboard-tabs.ts';
import type { Db } from '../../server/src/platform/db/database.ts';

const E2E_TAB = 'E2E_OPEN';
const E2E_JOB_TITLE = 'E2E dolgozó';
const FIRM = 1;

let prepared: Promise<void> | undefined;
function prepare(db: Db): Promise<void> {
  prepared ??= (async () => {
    await createTestItemTable(db);
    await db.execute(sql`insert into warehouse_job_titles (firm_id, code, name, tab_codes, position)
      values (${FIRM}, 'E2E_WORKER', ${E2E_JOB_TITLE}, ${`{${E2E_TAB}}`}, 99)`);
    await addTestItems(db, FIRM, 3);
  })();
  return prepared;
}

const tab = testTab(E2E_TAB);
registerDashboardTab({
  ...tab,
  async count(db, scope) {
    await prepare(db);
    return tab.count(db, scope);
  },
  async list(db, scope, page) {
    await prepare(db);
    return tab.list(db, scope, page);
  },
});
