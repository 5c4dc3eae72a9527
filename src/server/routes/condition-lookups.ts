import type { FastifyInstance } from 'fastify';
import { conditionItemIds, conditionRelatedStudy } from '../../shared/contracts/condition-lookups';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { conditionIdsOf, relatedStudiesOf } from '../registry/condition-lookups';

/** POST /api/conditionItemIds and /api/conditionRelatedStudy (contracts/condition-lookups.ts). */
export function registerConditionLookupRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, conditionItemIds, ({ body, db }) => conditionIdsOf(db, body.language));
  registerCall(app, deps, conditionRelatedStudy, ({ body, db }) => relatedStudiesOf(db, body.language));
}
