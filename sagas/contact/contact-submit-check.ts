import { call } from 'redux-saga/effects';
import type { ContactFormRef } from '../../src/features/contact-form/contact-form-slice';
import type {
  ContactStepResults,
  ContactSubmission,
} from '../../src/features/contact-form/contact-submission-slice';
import type { JourneyState } from '../../src/features/journey/journey-slice';
import { describeMismatch } from '../../src/shared/contracts/describe-mismatch';
import { checkResumingReturningUser } from '../../src/shared/contracts/contact';
import {
  DOB_PART_FIELDS,
  EMAIL_FIELD,
  PARTICIPANT_NAME_FIELDS,
  textOf,
  type ContactValues,
} from '../../src/shared/domain/contact-form/contact-values';
import { keyedWrite, type KeyedWriteResult } from './contact-calls';
import { checkBody } from './contact-check';
import { service } from '../shared/saga-services';

/*
 * Step 1 of the contact-form submit flow: the participant check, sent as a write (it may mail the
 * resume link) through the outbox, with the key the submission made when it started.
 */

export const CHECK_POLICY = { attempts: 1, pauseMs: 2_000 } as const;

export type CheckResult = NonNullable<ContactStepResults['check']>;

function identityOf(form: ContactFormRef, values: ContactValues) {
  return {
    email: textOf(values, EMAIL_FIELD[form.formType]),
    firstName: textOf(values, PARTICIPANT_NAME_FIELDS.firstName),
    lastName: textOf(values, PARTICIPANT_NAME_FIELDS.lastName),
    day: textOf(values, DOB_PART_FIELDS.day),
    month: textOf(values, DOB_PART_FIELDS.month),
    year: textOf(values, DOB_PART_FIELDS.year),
  };
}

/** Step 1: the check, as a write (it may mail the resume link), through the outbox. */
export function* checkParticipant(s: ContactSubmission) {
  const log = yield* service('log');
  const ctx = s.context;
  const journey = {
    tenantKey: ctx.tenantKey,
    guestRef: s.guestRef,
    enrollmentId: s.enrollmentId,
    journeyType: ctx.journeyType,
  } as JourneyState;
  const result: KeyedWriteResult<typeof checkResumingReturningUser> = yield call(
    keyedWrite,
    checkResumingReturningUser,
    {
      query: { guestType: ctx.guestType },
      body: checkBody(s.form, journey, ctx, ctx.screener, identityOf(s.form, s.values), true),
    },
    { group: s.enrollmentId, label: 'Contact details check', key: s.keys.check },
    CHECK_POLICY,
    true,
  );
  if (result.kind === 'failed') return null;
  if (!result.answer.ok) {
    // The check ran on the server, but its answer cannot be trusted: stop as after a refusal.
    log(describeMismatch(result.answer), null);
    return null;
  }
  const answer = result.answer.response;
  const check: CheckResult = {
    showResumeEmailModal: answer.showResumeEmailModal,
    isReturningUser: answer.isReturningUser,
    potentialParticipantId: answer.potentialParticipantId || null,
    browserId: answer.browserId,
    showCustomErrorMessageModel: answer.showCustomErrorMessageModel,
    showPatientExistModel: answer.showPatientExistModel,
  };
  return check;
}
