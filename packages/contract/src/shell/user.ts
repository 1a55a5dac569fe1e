import { z } from 'zod';
import { ZFirm, ZId, ZLanguage } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

export const ROLES = [
  'admin',
  'sales',
  'back_office',
  'warehouse',
  'driver',
  'scheduler',
  'workshop',
] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ZUserInfo = z
  .object({
    username: z.string(),
    fullName: z.string(),
    /** How the welcome page greets the user. */
    nickName: z.string(),
    profilePicUrl: z.string().nullable(),
    availableFirms: z.array(ZFirm),
    currentFirmId: z.int(),
    firmSwitchEnabled: z.boolean(),
    roles: z.array(ZRole),
    language: ZLanguage,
    avatarInnerHtml: z.string().nullable(),
    avatarCSSContent: z.string().nullable(),
    currentUserEmployeeId: z.int().nullable(),
  })
  .meta({ id: 'UserInfo' });
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZChangeFirmBody = z.object({ firmId: ZId });

export const userEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/user/info',
    tag: 'user',
    summary: 'The logged-in user, their firms and the current firm',
    response: ZUserInfo,
  }),
  changeFirm: defineEndpoint({
    method: 'PUT',
    path: '/user/firm',
    tag: 'user',
    summary: 'Switch the current firm of the session (only to a firm the user belongs to)',
    body: ZChangeFirmBody,
    response: null,
  }),
};
