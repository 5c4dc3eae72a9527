import { call } from 'redux-saga/effects';
import type { ContactSubmission } from '../../src/features/contact-form/contact-submission-slice';
import { getLifeLinkUrl, updateLifeLink, type LifeLinkRequest } from '../../src/shared/contracts/contact';
import { keyedWrite, potentialIdOf, readUntilAnswered, SIDE_WRITE_POLICY } from './contact-calls';
import type { NextSteps } from './contact-next';
import { services } from '../shared/saga-services';

/** Life-link: the journey-01 life-link call, or the post-TOLL life-link URL. */

function lifeLinkRequest(
  s: ContactSubmission,
  next: NextSteps,
  potentialId: string | null,
): LifeLinkRequest | null {
  if (!next.site) return null;
  return {
    tenantKey: s.context.tenantKey,
    enrollmentId: s.enrollmentId,
    lifeLinkEnabled: next.site.isLifeLinkEnabled,
    subjectHighRisk: false,
    baseURL: s.context.baseUrl,
    queryParams: Object.entries(s.query).map(([queryParamKey, queryParamValue]) => ({
      queryParamKey,
      queryParamValue,
    })),
    sitecode: next.site.siteCode,
    protocol: next.site.protocol,
    languageName: s.form.language === 'es' ? 'es' : 'en',
    siteSettingsId: s.context.siteSettingsId,
    isLLBackgroundJobCall: false,
    ...(potentialId ? { PotentialId: potentialId } : {}),
  };
}

/** Journey 01 with life-link on the site and not post-TOLL: the life-link call. Post-TOLL: its URL. */
export function* lifeLink(s: ContactSubmission, next: NextSteps) {
  const { api, log } = yield* services('api', 'log');
  const potentialId: string | null = yield call(potentialIdOf, s);
  const request = lifeLinkRequest(s, next, potentialId);
  if (!request) return '';
  if (next.isPostTOLL) {
    try {
      const answer: { lifeLinkUrl: string | null } = yield call(readUntilAnswered, () =>
        api.call(getLifeLinkUrl, { body: request }),
      );
      return answer.lifeLinkUrl ?? '';
    } catch (error) {
      log('life-link URL refused: going to the next step', error);
      return '';
    }
  }
  if (s.context.journeyType === '01' && next.site?.isLifeLinkEnabled) {
    yield call(
      keyedWrite,
      updateLifeLink,
      { body: request },
      { group: s.enrollmentId, label: 'Life-link', key: s.keys.lifeLink },
      SIDE_WRITE_POLICY,
      false,
    );
  }
  return '';
}
