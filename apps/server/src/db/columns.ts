/** Column helpers every area's table definitions share. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (a piece of an uploaded import file as it came). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
