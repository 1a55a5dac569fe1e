import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installQueueSchema } from '../queue.ts';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = join(import.meta.dirname, '../../db/migrations');

export interface Migration {
  version: string;
  script: string;
}

/** Numbered, forward-only SQL migrations: `0001_foundation.sql`, `0002_….sql`, applied in order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), script: readFileSync(join(dir, f), 'utf8') }));
}

/** Applies the pending migrations, each in its own transaction; answers the versions applied. */
export async function migrate(
  database: Database,
  migrations = readMigrations(),
): Promise<string[]> {
  return database.exclusive(async (exec) => {
    await exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await exec('select version from schema_migrations')).map((r) => r.version),
    );
    const done: string[] = [];
    for (const m of migrations.filter((m) => !applied.has(m.version))) {
      try {
        await exec(
          `begin;\n${m.script}\n;insert into schema_migrations (version) values ('${m.version}');\ncommit;`,
        );
      } catch (error) {
        await exec('rollback').catch(() => {});
        throw new Error(`Migration ${m.version} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      done.push(m.version);
    }
    await installQueueSchema(exec);
    return done;
  });
}
