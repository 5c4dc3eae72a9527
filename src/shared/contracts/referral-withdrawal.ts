import * as z from 'zod/mini';
import { defineCall } from './define-call';

/**
 * POST /api/referrals/withdraw: the participant withdraws from their referral with the token of
 * their confirmation mail's link. 404 for an unknown or expired token; a repeat answers the
 * same as the first (the referral stays withdrawn).
 */
export const withdrawReferral = defineCall({
  name: 'Referrals/Withdraw',
  method: 'POST',
  path: '/api/referrals/withdraw',
  body: z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete')) }),
  response: z.object({ withdrawn: z.literal(true) }),
});
