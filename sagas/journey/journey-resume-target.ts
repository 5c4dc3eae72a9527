import { localizePath, type Language } from '../../src/shared/content-model/language';
import type { JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import type { PatientType } from '../../src/shared/domain/journey-roles';
import { stepUrl, type JourneyStep } from '../../src/shared/domain/journey-steps';

/** Where a resume leads: the saved step's page in the journey's language, with the query kept. */
export function resumeTargetUrl(
  step: JourneyStep,
  rootPath: string,
  enableScreenerLandingPage: boolean | undefined,
  patientType: PatientType | null,
  language: Language,
  search: string,
): string {
  return `${stepUrl(step, { rootPath, enableScreenerLandingPage }, patientType, language)}${withoutResumeToken(search)}`;
}

export const RESUME_TOKEN_PARAM = 'resumeJourneyToken';

/** A resume token never travels on to another page. */
export function withoutResumeToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(RESUME_TOKEN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The locale's study home with the current query string (what a start over reloads). */
export function studyHomeUrl(page: Pick<JourneyPageView, 'locale' | 'search'>, rootPath: string): string {
  return `${localizePath(rootPath, page.locale)}${withoutResumeToken(page.search)}`;
}
