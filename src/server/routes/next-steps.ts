import type { FastifyInstance } from 'fastify';
import { getNextSteps, type NextStepsResponse } from '../../shared/contracts/prescreener';
import { stepUrl } from '../../shared/domain/journey-steps';
import type { AppDeps } from '../app-deps';
import { getContentItem } from '../content/content-repository';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { siteDetailsOf, sitesForProtocols, splitProtocols } from '../screener/site-lookup';

/** The outcome when no site runs a qualified protocol (journey-screener-contact.md §2). */
export const NO_SITE_AVAILABLE_PATH = '/no-site-available';

/**
 * GET /api/journey/NextSteps: the contact-info page of the study when a site runs one of the
 * qualified protocols, the no-site-available outcome otherwise. Paths have no locale prefix.
 */
export function registerNextStepsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getNextSteps, async ({ query, db }): Promise<NextStepsResponse> => {
    const study = await getContentItem(db, 'study', query.studyKey, query.language);
    if (!study) throw new HttpProblem(404, 'Study not found', `No study ${query.studyKey}.`);
    const protocols = splitProtocols(query.protocols);
    const foreign = protocols.filter((protocol) => !study.protocols.includes(protocol));
    if (foreign.length > 0) {
      throw new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [
        { field: 'query.protocols', reason: `Not a protocol of this study: ${foreign.join(', ')}` },
      ]);
    }
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
