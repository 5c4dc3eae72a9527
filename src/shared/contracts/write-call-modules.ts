import type { CallContract } from './define-call';

/*
 * The write contracts (write-calls.ts) by the module that defines them, for a page: an outbox
 * entry queued before a reload (or by another tab) names its contract, and the page then
 * downloads that one module's chunk, not every write contract's (write-calls.ts, which the
 * service worker carries whole). A unit test holds each list to the writes its module exports.
 */
interface ContractModule {
  /** The writes' names, to find a name's module without downloading it. */
  names: readonly string[];
  /** The module's write contracts (only these: the rest of its exports stay out of the chunk). */
  load: () => Promise<readonly CallContract[]>;
}

const WRITE_CALL_MODULES: readonly ContractModule[] = [
  {
    names: [
      'contacts/SavedSearches/Save',
      'contacts/SavedSearches/List',
      'contacts/SavedSearches/Delete',
      'contacts/SavedSearches/Alerts',
      'SavedSearchAlerts/Stop',
    ],
    load: () =>
      import('./saved-searches').then(
        ({
          saveSearch,
          listSavedSearches,
          deleteSavedSearch,
          setSavedSearchAlerts,
          stopSavedSearchAlerts,
        }) => [saveSearch, listSavedSearches, deleteSavedSearch, setSavedSearchAlerts, stopSavedSearchAlerts],
      ),
  },
  {
    names: ['analytics/events'],
    load: () => import('./analytics').then(({ recordAnalyticsEvent }) => [recordAnalyticsEvent]),
  },
  {
    names: ['conditionItemIds', 'conditionRelatedStudy'],
    load: () =>
      import('./condition-lookups').then(({ conditionItemIds, conditionRelatedStudy }) => [
        conditionItemIds,
        conditionRelatedStudy,
      ]),
  },
  {
    names: ['contacts/SaveCookiePreferences'],
    load: () => import('./consent').then(({ saveCookiePreferences }) => [saveCookiePreferences]),
  },
  {
    names: [
      'Send/AddContactsToCRMailingList',
      'contacts/SendSMS',
      'SiteSelection/AddOrUpdatePatientSiteDetails',
      'lifelink/GetUrl',
      'lifelink/Update',
    ],
    load: () =>
      import('./contact-follow-ups').then(
        ({
          addContactsToMailingList,
          sendSms,
          addOrUpdatePatientSiteDetails,
          getLifeLinkUrl,
          updateLifeLink,
        }) => [
          addContactsToMailingList,
          sendSms,
          addOrUpdatePatientSiteDetails,
          getLifeLinkUrl,
          updateLifeLink,
        ],
      ),
  },
  {
    names: [
      'contacts/CheckResumingReturningUser',
      'contacts/GetConsentDetails',
      'contacts/AddUpdatePatientDetails',
      'Patient/Add',
      'Delegate/Add',
    ],
    load: () =>
      import('./contact').then(
        ({
          checkResumingReturningUser,
          getConsentDetails,
          addUpdatePatientDetails,
          addPatient,
          addDelegate,
        }) => [
          checkResumingReturningUser,
          getConsentDetails,
          addUpdatePatientDetails,
          addPatient,
          addDelegate,
        ],
      ),
  },
  {
    names: ['humanapi/session', 'humanapi/sandbox/connect', 'HumanApi/UpdateHumanApiResponse'],
    load: () =>
      import('./health-data').then(
        ({ createHealthDataSession, connectHealthDataSandbox, updateHumanApiResponse }) => [
          createHealthDataSession,
          connectHealthDataSandbox,
          updateHumanApiResponse,
        ],
      ),
  },
  {
    names: ['SiteSelection/AddOrUpdateIntegrationAttemptHistory'],
    load: () =>
      import('./integration-attempt').then(({ addOrUpdateIntegrationAttemptHistory }) => [
        addOrUpdateIntegrationAttemptHistory,
      ]),
  },
  {
    names: ['contacts/ResumeJourney'],
    load: () => import('./journey-resume').then(({ resumeJourney }) => [resumeJourney]),
  },
  {
    names: [
      'contacts/GetResumeJourneyDetails',
      'contacts/SendResumeJourneyLink',
      'contacts/FetchTAResumingJourneyDetailsBasedOnTenantKey',
      'contacts/AddGlobalSettingsToDataExtension',
      'Participant/UpdateParticipantStatus',
      'Participant/AddOrUpdateQueryParams',
      'Participant/UpdateParticipantType',
    ],
    load: () =>
      import('./journey').then(
        ({
          getResumeJourneyDetails,
          sendResumeJourneyLink,
          fetchTAResumingJourneyDetails,
          addGlobalSettingsToDataExtension,
          updateParticipantStatus,
          addOrUpdateQueryParams,
          updateParticipantType,
        }) => [
          getResumeJourneyDetails,
          sendResumeJourneyLink,
          fetchTAResumingJourneyDetails,
          addGlobalSettingsToDataExtension,
          updateParticipantStatus,
          addOrUpdateQueryParams,
          updateParticipantType,
        ],
      ),
  },
  {
    names: ['lifelink/PageUrl'],
    load: () => import('./life-link-page').then(({ getLifeLinkPageUrl }) => [getLifeLinkPageUrl]),
  },
  {
    names: ['Patient/UpdatePatientOutcomeDetails', 'UCPM/AddUCPMJobRecord'],
    load: () =>
      import('./outcome').then(({ updatePatientOutcomeDetails, addUcpmJobRecord }) => [
        updatePatientOutcomeDetails,
        addUcpmJobRecord,
      ]),
  },
  {
    names: ['Participant/Add'],
    load: () => import('./participant').then(({ addParticipant }) => [addParticipant]),
  },
  {
    names: ['Prescreener/Add', 'Prescreener/Update', 'AddPrescreenerToDataExtension'],
    load: () =>
      import('./prescreener').then(({ addPrescreener, updatePrescreener, addPrescreenerToDataExtension }) => [
        addPrescreener,
        updatePrescreener,
        addPrescreenerToDataExtension,
      ]),
  },
  {
    names: ['Send/SendProfileEmail', 'contacts/VerifyToken', 'contacts/VerifyProfile', 'contacts/SignOut'],
    load: () =>
      import('./profile-session').then(({ sendProfileEmail, verifyToken, verifyProfile, signOut }) => [
        sendProfileEmail,
        verifyToken,
        verifyProfile,
        signOut,
      ]),
  },
  {
    names: [
      'contacts/GetProfileDetails',
      'contacts/UpdateProfileDetails',
      'cdp-api/UpdateEmail',
      'Send/UpdateCREmail',
      'contacts/UpdateConditionCommunitiesForMyProfile',
      'communitiesRoutes',
      'contacts/SaveTrial',
    ],
    load: () =>
      import('./profile').then(
        ({
          getProfileDetails,
          updateProfileDetails,
          updateEmail,
          updateCrEmail,
          updateConditionCommunities,
          communitiesRoutes,
          saveTrial,
        }) => [
          getProfileDetails,
          updateProfileDetails,
          updateEmail,
          updateCrEmail,
          updateConditionCommunities,
          communitiesRoutes,
          saveTrial,
        ],
      ),
  },
  {
    names: [
      'contacts/EmailExists',
      'Send/AddContactsToCRMailingListWithAllDetail',
      'contacts/AddOrUpdateCrRegistrationDetails',
    ],
    load: () =>
      import('./registration').then(
        ({ emailExists, addContactsWithAllDetail, addOrUpdateCrRegistration }) => [
          emailExists,
          addContactsWithAllDetail,
          addOrUpdateCrRegistration,
        ],
      ),
  },
  {
    names: [
      'contacts/AddUpdateSiteProtocolToDataExtension',
      'sites/UpdateAppointmentStatus',
      'contacts/UpdateZipcodeReferral',
      'SiteSelection/UpdatePatientDetailsForNSC',
      'contacts/UpdateSiteProtocolDetailsForNSC',
    ],
    load: () =>
      import('./site-selection').then(
        ({
          addUpdateSiteProtocolToDataExtension,
          updateAppointmentStatus,
          updateZipcodeReferral,
          updatePatientDetailsForNsc,
          updateSiteProtocolDetailsForNsc,
        }) => [
          addUpdateSiteProtocolToDataExtension,
          updateAppointmentStatus,
          updateZipcodeReferral,
          updatePatientDetailsForNsc,
          updateSiteProtocolDetailsForNsc,
        ],
      ),
  },
  {
    names: [
      'Send/CommonUnsubscribe',
      'Send/CommonResubscribe',
      'Send/Unsubscribe',
      'Send/Resubscribe',
      'contacts/CreateProfileToken',
    ],
    load: () =>
      import('./subscriptions').then(
        ({ commonUnsubscribe, commonResubscribe, unsubscribe, resubscribe, createProfileToken }) => [
          commonUnsubscribe,
          commonResubscribe,
          unsubscribe,
          resubscribe,
          createProfileToken,
        ],
      ),
  },
  {
    names: ['Send/EmailSupport'],
    load: () => import('./support').then(({ emailSupport }) => [emailSupport]),
  },
  {
    names: ['contacts/SavedTrials'],
    load: () => import('./trials').then(({ savedTrials }) => [savedTrials]),
  },
  {
    names: ['Referrals/Withdraw'],
    load: () => import('./referral-withdrawal').then(({ withdrawReferral }) => [withdrawReferral]),
  },
];

/** The write contract of that name, its module downloaded first; undefined for no write's name. */
export async function loadWriteCall(name: string): Promise<CallContract | undefined> {
  const module = WRITE_CALL_MODULES.find((entry) => entry.names.includes(name));
  if (!module) return undefined;
  return (await module.load()).find((contract) => contract.name === name);
}

/** Every name the table knows, module by module (for its test). */
export function writeCallModuleNames(): readonly (readonly string[])[] {
  return WRITE_CALL_MODULES.map((entry) => entry.names);
}
