import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Live updates (docs/ARCHITECTURE.md "Live updates"): one server-sent-events stream per browser
 * tab carries the firm's change notices; a screen listens to the topic its data depends on and
 * asks for that data again. A notice carries no data, only what kind of thing changed.
 */
export const EVENT_TOPICS = [
  'warehouse',
  'schedule',
  'delivery',
  'emails',
  'purchasing',
  'design',
] as const;
export const ZEventTopic = z.enum(EVENT_TOPICS);
export type TEventTopic = z.infer<typeof ZEventTopic>;

/** The `data` of a change notice (`event: change`). */
export const ZLiveChange = z.object({ topic: ZEventTopic });
export type TLiveChange = z.infer<typeof ZLiveChange>;

/** The SSE event names: `ready` once the stream listens (also after a reconnect), then changes. */
export const LIVE_EVENT = { READY: 'ready', CHANGE: 'change' } as const;

export const liveEventEndpoints = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/events',
    tag: 'system',
    summary:
      "Server-sent events (`text/event-stream`): `ready`, then a `change` event ({topic}) for every committed change of the caller's firm; a comment line every ~25 s keeps it open. At most a few streams per session (429 beyond). `once=1` answers `ready` and ends (probes, tests).",
    query: z.object({
      once: z
        .enum(['1'])
        .optional()
        .meta({ description: 'Answer the `ready` event and end the stream' }),
    }),
    response: z.string().meta({ description: 'text/event-stream' }),
  }),
};
