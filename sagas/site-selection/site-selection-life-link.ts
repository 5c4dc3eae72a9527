import { call, select } from 'redux-saga/effects';
import { getLifeLinkUrl } from '../../src/shared/contracts/contact-follow-ups';
import { appointmentStatusSchema, updateAppointmentStatus } from '../../src/shared/contracts/site-selection';
import { sendsAppointmentStatus, shouldRedirectToLifeLink } from '../../src/shared/domain/sites/confirm-flow';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import type { ConfirmContext } from './site-selection-save';
import { keyedSiteWrite, QUEUE_ONLY } from './site-selection-writes';
import { services } from '../shared/saga-services';

/* Steps 4 and 5: the post-TOLL life-link URL and the appointment status. */

interface NextStepsLike {
  isPostTOLL: boolean;
  appointmentStatus: string;
}

function queryParamsOf(search: string) {
  return [...new URLSearchParams(search).entries()]
    .slice(0, 50)
    .map(([queryParamKey, queryParamValue]) => ({ queryParamKey, queryParamValue }));
}

/**
 * Step 4: the life-link URL when the answer is post-TOLL and the consent rule allows it; '' to go
 * on to the next step (also when the URL cannot be had: the spec's "Life-link URL failure").
 */
export function* lifeLinkRedirectUrl(ctx: ConfirmContext, next: NextStepsLike) {
  const { api, log } = yield* services('api', 'log');
  if (!shouldRedirectToLifeLink(next, ctx.answers, ctx.sponsor)) return '';
  const settings: SiteSettings | null = yield select(selectSiteSettings);
  if (!settings) return '';
  try {
    const answer: { lifeLinkUrl: string | null } = yield call(() =>
      api.call(getLifeLinkUrl, {
        body: {
          tenantKey: ctx.tenantKey,
          enrollmentId: ctx.enrollmentId,
          lifeLinkEnabled: ctx.site.isLifeLinkEnabled,
          subjectHighRisk: false,
          baseURL: settings.baseUrl,
          queryParams: queryParamsOf(ctx.search),
          sitecode: ctx.site.siteCode,
          protocol: ctx.site.protocolInfo.protocol,
          languageName: ctx.ref.language,
          siteSettingsId: ctx.ref.siteSettingsId,
          isLLBackgroundJobCall: false,
          ...(ctx.potentialId ? { PotentialId: ctx.potentialId } : {}),
        },
      }),
    );
    return answer.lifeLinkUrl ?? '';
  } catch (error) {
    log('life-link URL failed: going on to the next step', error);
    return '';
  }
}

/** Step 5: journeys other than 01 with life-link on send the appointment status (beside the flow). */
export function* sendAppointmentStatus(ctx: ConfirmContext, next: NextStepsLike, key: string) {
  if (!sendsAppointmentStatus(ctx.ref.journeyType, ctx.sponsor, ctx.site)) return;
  const parsed = appointmentStatusSchema.safeParse(next.appointmentStatus);
  yield call(
    keyedSiteWrite,
    updateAppointmentStatus,
    {
      body: {
        tenantKey: ctx.tenantKey,
        enrollmentId: ctx.enrollmentId,
        siteCode: ctx.site.siteCode,
        appointmentStatus: parsed.success ? parsed.data : 'NotInitiated',
      },
    },
    { group: ctx.enrollmentId, label: 'Appointment status', key },
    QUEUE_ONLY,
    false,
  );
}
