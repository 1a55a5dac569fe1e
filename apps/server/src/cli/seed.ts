import { isDatabaseEmpty, seedDemo } from '../seed/demo.ts';
import { generateLargePartners } from '../seed/partners.ts';
import { generateLargeProducts } from '../seed/products.ts';
import { generateLargeOrders } from '../seed/sales.ts';
import { openConfiguredDatabase, readArgs } from './common.ts';

/** `--scale=large` adds benchmark volumes to the demo data of the first firm. */
const { scale } = readArgs();
if (scale !== undefined && scale !== 'large') throw new Error(`Unknown scale ${scale}`);
const LARGE_FIRM_ID = 1;

const database = await openConfiguredDatabase();
if (await isDatabaseEmpty(database.db)) {
  await seedDemo(database.db);
  console.log('Demo data seeded (password of every demo user: Kontor-demo-2026).');
  if (scale === 'large') {
    await generateLargePartners(database.db, LARGE_FIRM_ID, 100_000);
    console.log('Large scale: 100 000 partners generated for the first firm.');
    await generateLargeProducts(database.db, LARGE_FIRM_ID, 1_000_000);
    console.log('Large scale: 1 000 000 products generated for the first firm.');
    await generateLargeOrders(database.db, LARGE_FIRM_ID, 1_000_000, 5);
    console.log('Large scale: 1 000 000 customer orders with 5 000 000 lines generated.');
  }
} else {
  console.log('The database already has users; demo data is seeded only into an empty database.');
}
await database.close();
