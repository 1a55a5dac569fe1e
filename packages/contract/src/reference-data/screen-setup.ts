import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZScreenName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/, 'A screen id like `partner-list` expected');

export const ZScreenColumn = z.object({
  id: z.string().trim().min(1).max(100),
  visible: z.boolean(),
  width: z.int().min(1).max(4000).nullable().default(null).meta({ description: 'Pixels' }),
});

/** A user's settings of one screen; `columns` empty means the screen's own order and widths. */
export const ZScreenSetup = z
  .object({
    columns: z.array(ZScreenColumn).max(200).default([]),
    pageSize: z.int().min(1).max(200).default(25),
    sort: z
      .object({ column: z.string().trim().min(1).max(100), direction: z.enum(['asc', 'desc']) })
      .nullable()
      .default(null),
  })
  .meta({ id: 'ScreenSetup' });
export type TScreenSetup = z.infer<typeof ZScreenSetup>;

export const ZScreenSetupAnswer = z
  .object({
    screen: z.string(),
    setup: ZScreenSetup,
    isDefault: z.boolean().meta({ description: 'True when the user saved nothing for the screen' }),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'ScreenSetupAnswer' });
export type TScreenSetupAnswer = z.infer<typeof ZScreenSetupAnswer>;

export const screenSetupEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/screen-setup/',
    tag: 'reference-data',
    summary: "The caller's settings of a screen (the defaults when none are saved)",
    query: z.object({ screen: ZScreenName }),
    response: ZScreenSetupAnswer,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/screen-setup/',
    tag: 'reference-data',
    summary: "Save the caller's settings of a screen",
    body: z.object({ screen: ZScreenName, setup: ZScreenSetup }),
    response: ZScreenSetupAnswer,
  }),
};
