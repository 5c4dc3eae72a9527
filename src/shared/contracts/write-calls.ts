import type { CallContract } from './define-call';
import { recordAnalyticsEvent } from './analytics';
import { conditionItemIds, conditionRelatedStudy } from './condition-lookups';
import { saveCookiePreferences } from './consent';
import {
  addContactsToMailingList,
  addOrUpdatePatientSiteDetails,
  getLifeLinkUrl,
  sendSms,
  updateLifeLink,
} from './contact-follow-ups';
import {
  addDelegate,
  addPatient,
  addUpdatePatientDetails,
  checkResumingReturningUser,
  getConsentDetails,
} from './contact';
import { connectHealthDataSandbox, createHealthDataSession, updateHumanApiResponse } from './health-data';
import { addOrUpdateIntegrationAttemptHistory } from './integration-attempt';
import { resumeJourney } from './journey-resume';
import {
  addGlobalSettingsToDataExtension,
  addOrUpdateQueryParams,
  fetchTAResumingJourneyDetails,
  getResumeJourneyDetails,
  sendResumeJourneyLink,
  updateParticipantStatus,
  updateParticipantType,
} from './journey';
import { getLifeLinkPageUrl } from './life-link-page';
import { addUcpmJobRecord, updatePatientOutcomeDetails } from './outcome';
import { addParticipant } from './participant';
import { withdrawReferral } from './referral-withdrawal';
import { addPrescreener, addPrescreenerToDataExtension, updatePrescreener } from './prescreener';
import { sendProfileEmail, signOut, verifyProfile, verifyToken } from './profile-session';
import {
  communitiesRoutes,
  getProfileDetails,
  saveTrial,
  updateConditionCommunities,
  updateCrEmail,
  updateEmail,
  updateProfileDetails,
} from './profile';
import { addContactsWithAllDetail, addOrUpdateCrRegistration, emailExists } from './registration';
import {
  addUpdateSiteProtocolToDataExtension,
  updateAppointmentStatus,
  updatePatientDetailsForNsc,
  updateSiteProtocolDetailsForNsc,
  updateZipcodeReferral,
} from './site-selection';
import {
  commonResubscribe,
  commonUnsubscribe,
  createProfileToken,
  resubscribe,
  unsubscribe,
} from './subscriptions';
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  setSavedSearchAlerts,
  stopSavedSearchAlerts,
} from './saved-searches';
import { emailSupport } from './support';
import { savedTrials } from './trials';

/*
 * Every call the outbox may carry (any method but GET), by name. An outbox entry is stored in
 * IndexedDB, so it keeps its contract's name; whoever delivers it (a page that did not queue it,
 * the service worker) finds the contract here to check the answer. A unit test keeps this list
 * complete.
 */
const WRITE_CALLS: readonly CallContract[] = [
  saveSearch,
  listSavedSearches,
  deleteSavedSearch,
  setSavedSearchAlerts,
  stopSavedSearchAlerts,
  recordAnalyticsEvent,
  conditionItemIds,
  conditionRelatedStudy,
  saveCookiePreferences,
  addContactsToMailingList,
  sendSms,
  addOrUpdatePatientSiteDetails,
  getLifeLinkUrl,
  updateLifeLink,
  checkResumingReturningUser,
  getConsentDetails,
  addUpdatePatientDetails,
  addPatient,
  addDelegate,
  createHealthDataSession,
  connectHealthDataSandbox,
  updateHumanApiResponse,
  addOrUpdateIntegrationAttemptHistory,
  resumeJourney,
  getResumeJourneyDetails,
  sendResumeJourneyLink,
  fetchTAResumingJourneyDetails,
  addGlobalSettingsToDataExtension,
  updateParticipantStatus,
  addOrUpdateQueryParams,
  updateParticipantType,
  getLifeLinkPageUrl,
  updatePatientOutcomeDetails,
  addUcpmJobRecord,
  addParticipant,
  addPrescreener,
  updatePrescreener,
  addPrescreenerToDataExtension,
  sendProfileEmail,
  verifyToken,
  verifyProfile,
  signOut,
  getProfileDetails,
  updateProfileDetails,
  updateEmail,
  updateCrEmail,
  updateConditionCommunities,
  communitiesRoutes,
  saveTrial,
  emailExists,
  addContactsWithAllDetail,
  addOrUpdateCrRegistration,
  addUpdateSiteProtocolToDataExtension,
  updateAppointmentStatus,
  updateZipcodeReferral,
  updatePatientDetailsForNsc,
  updateSiteProtocolDetailsForNsc,
  commonUnsubscribe,
  commonResubscribe,
  unsubscribe,
  resubscribe,
  createProfileToken,
  emailSupport,
  savedTrials,
  withdrawReferral,
];

const byName = new Map(WRITE_CALLS.map((contract) => [contract.name, contract] as const));

export function writeCallNamed(name: string): CallContract | undefined {
  return byName.get(name);
}

export function allWriteCalls(): readonly CallContract[] {
  return WRITE_CALLS;
}
