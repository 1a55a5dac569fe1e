import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

/**
 * The V8 sampling profiler of this process, for one load run of a benchmark (`--profile`): the
 * profile is written as a `.cpuprofile` (open it in Chrome DevTools).
 */
export async function startProfiler() {
  const session = new Session();
  session.connect();
  const post = promisify(session.post.bind(session)) as (method: string) => Promise<unknown>;
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stopInto(file: string) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
