import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZLoginBody = z.object({
  username: z.string().trim().min(1, 'Kötelező mező').max(100),
  password: z.string().min(1, 'Kötelező mező').max(1000),
  rememberMe: z.boolean().default(false),
});
export type TLoginBody = z.input<typeof ZLoginBody>;

export const ZLoginResponse = z.object({
  accessToken: z.string().meta({ description: 'Also accepted as `Authorization: Bearer`.' }),
  rememberMeToken: z.string().meta({
    description:
      'Selector of the remember-me token (empty when not asked). The secret validator travels only in the HttpOnly `rememberMe` cookie.',
  }),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Log in; sets the JSESSIONID (and rememberMe) cookie',
    body: ZLoginBody,
    response: ZLoginResponse,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'End the session and its remember-me token',
    response: null,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/auth/check',
    tag: 'auth',
    summary: 'Answers 204 when the caller is authenticated, 401 otherwise',
    response: null,
  }),
};
