import { call, select } from 'redux-saga/effects';
import { selectSiteSettings } from '../../src/features/site-settings/site-settings-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { addOrUpdateIntegrationAttemptHistory } from '../../src/shared/contracts/integration-attempt';
import type { ConfirmContext } from './site-selection-save';
import { keyedSiteWrite, QUEUE_ONLY } from './site-selection-writes';
import { service } from '../shared/saga-services';

/*
 * AddOrUpdateIntegrationAttemptHistory (one of the journey's spec calls): once the chosen
 * site is saved, the attempt to hand the person over to the site's systems is recorded for the
 * enrolment. Beside the flow, through the outbox (never lost, never waited for); the patient id is
 * left to the server, which knows the enrolment's patient even when this device does not.
 */

/** The site's address as the settings give it, else this page's own origin. */
function baseUrlOf(settings: SiteSettings | null): string {
  const configured = settings?.baseUrl ?? '';
  return /^https?:\/\//i.test(configured) ? configured : (globalThis.location?.origin ?? '');
}

export function* recordIntegrationAttempt(ctx: ConfirmContext, key: string) {
  const log = yield* service('log');
  const settings: SiteSettings | null = yield select(selectSiteSettings);
  const body = {
    ...(ctx.potentialId ? { potentialId: ctx.potentialId } : {}),
    baseUrl: baseUrlOf(settings),
    isVirtual: ctx.site.isVirtual,
    enrollmentId: ctx.enrollmentId,
    tenantKey: ctx.tenantKey,
  };
  try {
    yield call(
      keyedSiteWrite,
      addOrUpdateIntegrationAttemptHistory,
      { body },
      { group: ctx.enrollmentId, label: 'Study site handover', key },
      QUEUE_ONLY,
      false,
    );
  } catch (error) {
    log('site selection: the integration attempt was not recorded', error);
  }
}
