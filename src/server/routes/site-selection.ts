import type { FastifyInstance } from 'fastify';
import { addOrUpdatePatientSiteDetails } from '../../shared/contracts/contact-follow-ups';
import {
  addUpdateSiteProtocolToDataExtension,
  getSiteSelectionNextSteps,
  updatePatientDetailsForNsc,
  updateSiteProtocolDetailsForNsc,
  updateZipcodeReferral,
} from '../../shared/contracts/site-selection';
import type { AppDeps } from '../app-deps';
import { getContentItem } from '../content/content-repository';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { upsertSiteDataExtension } from '../site-selection/data-extension';
import { siteSelectionNextSteps } from '../site-selection/next-steps';
import {
  recordPatientNotConvenient,
  recordSitesNotConvenient,
  recordZipReferral,
} from '../site-selection/not-convenient';
import { saveSiteChoice } from '../site-selection/site-choice';

/*
 * The site-selection calls. Every write is registered (Idempotency-Key) and also idempotent by its natural
 * key (one row per enrolment).
 */
export function registerSiteSelectionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, addOrUpdatePatientSiteDetails, ({ body, db }) =>
    saveSiteChoice(db, body, deps.now()),
  );
  registerCall(app, deps, addUpdateSiteProtocolToDataExtension, ({ params, query, body, db }) =>
    upsertSiteDataExtension(db, { guestRef: params.guestRef, guestType: query.guestType }, body, deps.now()),
  );
  registerCall(app, deps, getSiteSelectionNextSteps, async ({ query, db }) => {
    const study = await getContentItem(db, 'study', query.studyKey, query.language);
    if (!study) throw new HttpProblem(404, 'Study not found', `No study ${query.studyKey}.`);
    return siteSelectionNextSteps(db, study, query.enrollmentId, query.siteCode);
  });
  registerCall(app, deps, updateZipcodeReferral, ({ params, query, body, db }) =>
    recordZipReferral(db, { params, query, body }, deps.now()),
  );
  registerCall(app, deps, updatePatientDetailsForNsc, ({ query, db }) =>
    recordPatientNotConvenient(db, query, deps.now()),
  );
  registerCall(app, deps, updateSiteProtocolDetailsForNsc, ({ params, query, body, db }) =>
    recordSitesNotConvenient(db, { params, query, body }, deps.now()),
  );
}
