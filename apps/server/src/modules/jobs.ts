import type { JobDefinition } from '../platform/queue.ts';

/** Every background job of every area, registered with the queue at start: one line per area. */
export const JOBS: readonly JobDefinition<never>[] = [];
