import type { FastifyInstance } from 'fastify';
import {
  addContactsToMailingList,
  addDelegate,
  addPatient,
  addUpdatePatientDetails,
  checkResumingReturningUser,
  getClientIp,
  getConsentDetails,
  getLifeLinkUrl,
  sendSms,
  updateLifeLink,
  type ContactSubmitBody,
} from '../../shared/contracts/contact';
import type { FieldError } from '../../shared/contracts/problem';
import type { ContactFormType } from '../../shared/domain/contact-form/contact-values';
import type { AppDeps } from '../app-deps';
import { getSiteSettings } from '../content/content-repository';
import { invalidRequest, validContactForm } from '../contact/contact-form-context';
import { recordLifeLinkUpdate, lifeLinkUrl } from '../contact/life-link';
import { addToMailingList } from '../contact/mailing-list';
import { hasMailingListOptIn } from '../contact/mailing-list-consent';
import { sendMailingListWelcome } from '../contact/mailing-list-welcome';
import { upsertPatientDetails } from '../contact/patient-details';
import { addContactPatient } from '../contact/patients';
import { checkReturningUser, consentDetails } from '../contact/returning-user';
import { sendWelcomeSms } from '../contact/welcome-sms';
import type { Database } from '../db/schema';
import { registerCall } from '../http/register-call';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';

/*
 * The contact-form calls. Every body is checked by its contract and then by the form's own rules
 * (validateContactValues) before anything is written; every write is registered (Idempotency-Key) and also
 * idempotent by its natural key.
 */

const SUBMIT_FORMS: Record<'Patient/Add' | 'Delegate/Add', readonly ContactFormType[]> = {
  'Patient/Add': ['adult'],
  'Delegate/Add': ['caregiver', 'minor'],
};

async function submitContactForm(
  db: Kysely<Database>,
  deps: AppDeps,
  request: FastifyRequest,
  name: keyof typeof SUBMIT_FORMS,
  body: ContactSubmitBody,
) {
  const errors: FieldError[] = [];
  if (!SUBMIT_FORMS[name].includes(body.formType)) {
    errors.push({
      field: 'body.formType',
      reason: `${name} takes the ${SUBMIT_FORMS[name].join(' or ')} form`,
    });
  }
  if (errors.length > 0) throw invalidRequest(errors);
  const now = deps.now();
  const context = await validContactForm(db, body, now);
  if (context.study.siteSettingsId !== body.siteSettingsId) {
    throw invalidRequest([{ field: 'body.siteSettingsId', reason: 'Not the site settings of this study' }]);
  }
  // The client IP on caregiver and minor forms (from /api/getIp); the connection's as a fallback.
  const clientIp = body.formType === 'adult' ? body.clientIp : (body.clientIp ?? request.ip);
  return addContactPatient(db, { body: { ...body, clientIp }, context, cause: name, now });
}

function registerParticipantCheck(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, checkResumingReturningUser, ({ body, db }) =>
    checkReturningUser(db, deps, body, deps.now()),
  );
  registerCall(app, deps, getConsentDetails, ({ body, db }) =>
    consentDetails(db, body.tenantKey, body.email),
  );
}

function registerSubmitCalls(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, addUpdatePatientDetails, async ({ params, query, body, db }) => {
    const now = deps.now();
    const context = await validContactForm(db, body, now);
    await upsertPatientDetails(db, {
      guestRef: params.guestRef,
      guestType: query.guestType,
      enrollmentId: body.enrollmentId,
      values: body.values,
      urlParams: body.urlParams,
      context,
      now,
    });
    return { stored: true as const, guestRef: params.guestRef, enrollmentId: body.enrollmentId };
  });
  registerCall(app, deps, addPatient, ({ body, db, request }) =>
    submitContactForm(db, deps, request, 'Patient/Add', body),
  );
  registerCall(app, deps, addDelegate, ({ body, db, request }) =>
    submitContactForm(db, deps, request, 'Delegate/Add', body),
  );
  registerCall(app, deps, getClientIp, async ({ request }) => ({ ip: request.ip }));
}

function registerFollowUps(app: FastifyInstance, deps: AppDeps): void {
  // Only with the enrolment's explicit email opt-in; a new entry is welcomed once per (tenant, email).
  registerCall(app, deps, addContactsToMailingList, async ({ body, db }) => {
    if (!(await hasMailingListOptIn(db, body))) return { added: false };
    const result = await addToMailingList(db, body, deps.now());
    if (result.added) await sendMailingListWelcome(db, deps, body);
    return result;
  });

  registerCall(app, deps, sendSms, async ({ body, db }) => {
    const settings = await getSiteSettings(db, body.language ?? 'en');
    if (settings && !settings.enableSmsSendFeature) return { sent: false, alreadySent: false };
    return sendWelcomeSms(db, deps, body, deps.now());
  });

  // AddOrUpdatePatientSiteDetails (virtual results and site selection): routes/site-selection.ts.

  registerCall(app, deps, getLifeLinkUrl, async ({ body, db }) => ({
    lifeLinkUrl: await lifeLinkUrl(db, body, deps.now()),
  }));
  registerCall(app, deps, updateLifeLink, async ({ body, db }) => {
    await recordLifeLinkUpdate(db, body, deps.now());
    return { updated: true as const, enrollmentId: body.enrollmentId };
  });
}

/** CheckResumingReturningUser, consent lookup, patient details, Patient/Delegate add, IP, follow-ups. */
export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerParticipantCheck(app, deps);
  registerSubmitCalls(app, deps);
  registerFollowUps(app, deps);
}
