import type { FastifyInstance } from 'fastify';
import { getContactNextSteps } from '../../shared/contracts/contact';
import { getNextSteps, type NextStepsResponse } from '../../shared/contracts/prescreener';
import type { StudySettings } from '../../shared/content-model/study';
import { stepUrl } from '../../shared/domain/journey-steps';
import type { AppDeps } from '../app-deps';
import { getContentItem } from '../content/content-repository';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { siteDetailsOf, sitesForProtocols, splitProtocols } from '../screener/site-lookup';
import { decideContactNextStep } from '../contact/contact-next-steps';

/** The outcome when no site runs a qualified protocol. */
export const NO_SITE_AVAILABLE_PATH = '/no-site-available';

/** 400 when a protocol is not one of the study's. */
function studyProtocols(study: StudySettings, list: string): string[] {
  const protocols = splitProtocols(list);
  const foreign = protocols.filter((protocol) => !study.protocols.includes(protocol));
  if (foreign.length > 0) {
    throw new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [
      { field: 'query.protocols', reason: `Not a protocol of this study: ${foreign.join(', ')}` },
    ]);
  }
  return protocols;
}

/**
 * GET /api/journey/NextSteps: the contact-info page of the study when a site runs one of the
 * qualified protocols, the no-site-available outcome otherwise. Paths have no locale prefix.
 */
function registerScreenerNextSteps(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getNextSteps, async ({ query, db }): Promise<NextStepsResponse> => {
    const study = await getContentItem(db, 'study', query.studyKey, query.language);
    if (!study) throw new HttpProblem(404, 'Study not found', `No study ${query.studyKey}.`);
    const protocols = studyProtocols(study, query.protocols);
    const sites = (await sitesForProtocols(db, query.language, protocols)).map(siteDetailsOf);
    const isVirtual = sites.length > 0 && sites.every((site) => site.isVirtual);
    return {
      nextStepUrl:
        sites.length > 0
          ? stepUrl('contact-info', study, query.patientType)
          : `${NO_SITE_AVAILABLE_PATH}/${query.patientType}`,
      isVirtual,
      isHumanAPIEnabledForVirtual: isVirtual && sites.some((site) => site.isHumanAPIEnabled),
      sitesData: sites,
      appointmentStatus: 'NotScheduled',
      isPostTOLL: false,
    };
  });
}

/**
 * GET /api/journey/ContactNextSteps: after the contact form, site selection, no site available or
 * max capacity (rules: src/server/contact/contact-next-steps.ts).
 */
function registerContactNextSteps(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getContactNextSteps, async ({ query, db }) => {
    const study = await getContentItem(db, 'study', query.studyKey, query.language);
    if (!study) throw new HttpProblem(404, 'Study not found', `No study ${query.studyKey}.`);
    const protocols = studyProtocols(study, query.protocols);
    const open = await sitesForProtocols(db, query.language, protocols);
    const decision = decideContactNextStep(open, query.zipCode || undefined, query.patientType, study);
    const sites = decision.sites.map(siteDetailsOf);
    const isVirtual = sites.length > 0 && sites.every((site) => site.isVirtual);
    return {
      kind: decision.kind,
      nextStepUrl: decision.nextStepUrl,
      isVirtual,
      isHumanAPIEnabledForVirtual: isVirtual && sites.some((site) => site.isHumanAPIEnabled),
      sitesData: sites,
      appointmentStatus: 'NotScheduled',
      isPostTOLL: false,
    };
  });
}

/** The screener's next steps and the contact form's. */
export function registerNextStepsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerScreenerNextSteps(app, deps);
  registerContactNextSteps(app, deps);
}
