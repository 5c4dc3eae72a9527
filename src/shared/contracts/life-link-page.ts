import * as z from 'zod/mini';
import { defineCall } from './define-call';

/*
 * The life-link page: the uToken from the e-mail becomes the address of the health-record link service. The
 * spec's request also names the service's URL, user name and password: those are server configuration here
 * and never travel from a browser.
 */

export const getLifeLinkPageUrl = defineCall({
  name: 'lifelink/PageUrl',
  method: 'POST',
  path: '/api/lifelink/PageUrl',
  changesState: false,
  body: z.strictObject({
    lifeLinkToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    websiteTheme: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  }),
  /** null or '' when the token is unknown or the service has no address for it. */
  response: z.object({ lifeLinkUrl: z.nullable(z.string()) }),
});
