import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addGlobalSettingsToDataExtension,
  addOrUpdateQueryParams,
  fetchTAResumingJourneyDetails,
  getResumeJourneyDetails,
  sendResumeJourneyLink,
  updateParticipantStatus,
  updateParticipantType,
  updatePotentialParticipantId,
} from '../../shared/contracts/journey';
import type { ActiveEnrollment, JourneyStatus } from '../../shared/domain/journey-status';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { registerCall } from '../http/register-call';
import {
  ensureEnrollment,
  findEnrollments,
  type EnrollmentRef,
  type EnrollmentRow,
} from '../journey/enrollments';
import { recordGlobalSettings } from '../journey/global-settings';
import {
  unknownEnrollment,
  updateGuestReference,
  updateParticipantType as storeParticipantType,
} from '../journey/participant-details';
import { upsertQueryParams } from '../journey/query-params';
import { resumeDetails } from '../journey/resume-details';
import { continueResume } from '../journey/resume-continue';
import { resumeJourney } from '../../shared/contracts/journey-resume';
import { sendResumeLink } from '../journey/resume-link';
import { latestResumableJourney } from '../journey/returning-visitor';
import { applyJourneyChange } from '../journey/status-changes';

function registerResumeRoutes(app: FastifyInstance, deps: AppDeps): void {
  // A read on the root database: opening a link (a person or a mail scanner) never uses it up.
  registerCall(app, deps, getResumeJourneyDetails, async ({ body, db }) => {
    const { resumeJourneyToken, ...days } = body;
    return resumeDetails(db, resumeJourneyToken, days, deps.now());
  });

  // The person's Continue: the one call that uses a link up, in the idempotency transaction.
  registerCall(app, deps, resumeJourney, async ({ body, db }) => {
    const { resumeJourneyToken, ...days } = body;
    return continueResume(db, resumeJourneyToken, days, deps.now());
  });

  registerCall(app, deps, sendResumeJourneyLink, async ({ body, db }) => {
    const { expiresAt } = await sendResumeLink(db, deps, body, deps.now());
    return { sent: true as const, expiresAt: expiresAt.toISOString() };
  });

  registerCall(app, deps, fetchTAResumingJourneyDetails, async ({ body, db }) =>
    latestResumableJourney(db, body, deps.now()),
  );
}

async function statusTargets(
  db: Kysely<Database>,
  body: { potentialId?: string; guestRef?: string; enrollmentId?: string },
): Promise<EnrollmentRow[]> {
  // The contract guarantees potentialId, or guestRef and enrollmentId.
  const ref: EnrollmentRef = body.potentialId
    ? { by: 'potentialId', potentialId: body.potentialId }
    : { by: 'guest', guestRef: body.guestRef ?? '', enrollmentId: body.enrollmentId ?? '' };
  const rows = await findEnrollments(db, ref);
  if (rows.length === 0) throw unknownEnrollment(body.potentialId ? 'body.potentialId' : 'body.enrollmentId');
  return rows;
}

function registerStatusRoute(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, updateParticipantStatus, async ({ body, db }) => {
    const now = deps.now();
    const change = { journeyStatus: body.journeyStatus, isActiveEnrollment: body.isActiveEnrollment };
    const updated: EnrollmentRow[] = [];
    for (const row of await statusTargets(db, body)) {
      updated.push(await applyJourneyChange(db, row, change, updateParticipantStatus.name, now));
    }
    const [first] = updated as [EnrollmentRow];
    return {
      enrollmentId: first.enrollment_id,
      journeyStatus: first.journey_status as JourneyStatus,
      isActiveEnrollment: (first.is_active_enrollment === 1 ? 1 : 0) as ActiveEnrollment,
    };
  });
}

function registerParticipantDetailRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, addOrUpdateQueryParams, async ({ body, db }) => {
    const now = deps.now();
    const key = { tenantKey: body.tenantKey, enrollmentId: body.enrollmentId };
    await ensureEnrollment(db, key, addOrUpdateQueryParams.name, now);
    const stored = await upsertQueryParams(db, key, body.queryParams, now);
    return { enrollmentId: body.enrollmentId, stored };
  });

  registerCall(app, deps, updatePotentialParticipantId, async ({ query, db }) => {
    await updateGuestReference(db, query, deps.now());
    return { potentialId: query.potentialId, potentialParticipantId: query.potentialParticipantId };
  });

  registerCall(app, deps, updateParticipantType, async ({ body, db }) => {
    await storeParticipantType(db, body, deps.now());
    return { enrollmentId: body.enrollmentId, participantType: body.participantType };
  });
}

/** The journey calls the specification lists (see src/shared/contracts/journey.ts). */
export function registerJourneyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerResumeRoutes(app, deps);
  registerStatusRoute(app, deps);
  registerParticipantDetailRoutes(app, deps);
  registerCall(app, deps, addGlobalSettingsToDataExtension, async ({ params, query, body, db }) => {
    const post = { guestRef: params.guestRef, guestType: query.guestType, payload: body };
    const { enrollmentId } = await recordGlobalSettings(db, post, deps.now());
    return { recorded: true as const, enrollmentId };
  });
}
