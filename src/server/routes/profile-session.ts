import type { FastifyInstance } from 'fastify';
import {
  sendProfileEmail,
  signOut,
  verifyProfile,
  verifyToken,
} from '../../shared/contracts/profile-session';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { registerNoStore } from '../registry/no-store';
import { revokeSession } from '../registry/profile-tokens';
import { activeSession } from '../registry/session-guard';
import { sendProfileEmailTo, verifyProfileLink } from '../registry/sign-in';

/*
 * Signing in by an emailed link and out (profile-session.ts contracts). VerifyToken, VerifyProfile
 * and SignOut are not idempotent writes: their answers may be secrets, never kept for replays.
 */
export function registerProfileSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerNoStore(scope);
    registerCall(scope, deps, sendProfileEmail, ({ body, db }) =>
      sendProfileEmailTo(db, deps, body, deps.now()),
    );
    registerCall(scope, deps, verifyToken, async ({ body, db }) => ({
      data: (await activeSession(db, body.verificationToken, deps.now())) !== null,
    }));
    registerCall(scope, deps, verifyProfile, ({ body, db }) => verifyProfileLink(db, body, deps.now()));
    registerCall(scope, deps, signOut, async ({ body, db }) => {
      await revokeSession(db, body.myProfileToken, deps.now());
      return { signedOut: true };
    });
  });
}
