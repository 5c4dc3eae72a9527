import type { FastifyInstance } from 'fastify';
import {
  addContactsWithAllDetail,
  addOrUpdateCrRegistration,
  emailExists,
} from '../../shared/contracts/registration';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { addToRegistryMailingList } from '../registry/mailing-list';
import { registerNoStore } from '../registry/no-store';
import { profileIdByEmail } from '../registry/profiles';
import { registerProfile } from '../registry/registration';

/** The registration wizard's calls: registration.ts contracts. */
export function registerRegistrationRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    registerNoStore(scope);
    registerCall(scope, deps, emailExists, async ({ body, db }) => ({
      isEmailExist: (await profileIdByEmail(db, body.email)) !== null,
      isReloadCdpScript: false,
    }));
    registerCall(scope, deps, addOrUpdateCrRegistration, ({ params, body, db }) =>
      registerProfile(db, deps, params.ref, body, deps.now()),
    );
    registerCall(scope, deps, addContactsWithAllDetail, ({ body, db }) =>
      addToRegistryMailingList(db, deps, body, deps.now()),
    );
  });
}
