import { openConfiguredDatabase } from './common.ts';

const database = await openConfiguredDatabase();
console.log('The database is up to date.');
await database.close();
