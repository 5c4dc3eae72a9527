import type { FastifyInstance } from 'fastify';
import {
  communitiesRoutes,
  getProfileDetails,
  saveTrial,
  updateConditionCommunities,
  updateCrEmail,
  updateEmail,
  updateProfileDetails,
} from '../../shared/contracts/profile';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { communityRoute } from '../registry/community-routes';
import { updateChoices } from '../registry/conditions-communities';
import { updateCrEmailCall, updateEmailCall } from '../registry/email-change';
import { registerNoStore } from '../registry/no-store';
import { profileDetails } from '../registry/profile-details';
import { updateProfile } from '../registry/profile-update';
import { saveOrUnsaveTrial } from '../registry/saved-trials';
import { requireSession } from '../registry/session-guard';

/** My Profile, the change of address, conditions and communities, saved trials (profile.ts). */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerNoStore(scope);
    registerCall(scope, deps, getProfileDetails, async ({ body, db }) => ({
      data: await profileDetails(db, await requireSession(db, body.myProfileToken, deps.now())),
    }));
    registerCall(scope, deps, updateProfileDetails, ({ body, db }) =>
      updateProfile(db, deps, body, deps.now()),
    );
    registerCall(scope, deps, updateEmail, ({ body, db }) => updateEmailCall(db, body, deps.now()));
    registerCall(scope, deps, updateCrEmail, ({ body, db }) => updateCrEmailCall(db, deps, body, deps.now()));
    registerCall(scope, deps, updateConditionCommunities, ({ body, db }) =>
      updateChoices(db, body, deps.now()),
    );
    registerCall(scope, deps, communitiesRoutes, ({ body, db }) =>
      communityRoute(db, body.communityItem, body.language),
    );
    registerCall(scope, deps, saveTrial, ({ body, db }) => saveOrUnsaveTrial(db, body, deps.now()));
  });
}
