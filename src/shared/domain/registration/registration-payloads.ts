import type { ConsentGroup } from '../../content-model/form';
import type { Language } from '../../content-model/language';
import type { BodyOf, ParamsOf, QueryOf } from '../../contracts/define-call';
import type { addContactsWithAllDetail, addOrUpdateCrRegistration } from '../../contracts/registration';
import { isConsentAccepted } from '../contact-form/consent-rules';
import { mediumOptedIn } from './contact-rules';
import { marketingParams } from './marketing-params';
import type { RegistrationData } from './registration-data';

/*
 * The two writes of a registration (the spec's calls "CR registration" and "Register with all
 * details"), built from the registration state and where the person registers.
 */

/** The subscriber's contactType when content names none. */
export const DEFAULT_CONTACT_TYPE = 'CR Registration';

export interface RegistrationContext {
  /** bx_guest_ref (made when there was none). */
  guestRef: string;
  browserId?: string;
  siteSettingsId: string;
  language: Language;
  source: 'CR' | 'EPR' | 'TA-EPR';
  baseUrl: string;
  myProfilePath: string;
  mailingListId?: string;
  contactType?: string;
  /** The contact step's consent groups (which media are email, which SMS). */
  consentGroups: readonly ConsentGroup[];
  /** The query string of the page the person registered from. */
  search: string;
  /** The session token the browser made for this registration. */
  sessionToken: string;
  /** ISO timestamp of the click. */
  registeredAt: string;
}

export interface CrRegistrationInput {
  params: ParamsOf<typeof addOrUpdateCrRegistration>;
  query: QueryOf<typeof addOrUpdateCrRegistration>;
  body: BodyOf<typeof addOrUpdateCrRegistration>;
}

const conditionKeys = (data: RegistrationData) => data.selectedCOIList.items.map((item) => item.key);
const enquiryNames = (data: RegistrationData) =>
  data.patientDetails.items.filter((item) => item.checked).map((item) => item.name);
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

function phoneNumbers(data: RegistrationData) {
  const number = data.contactPreference.contactNumber.trim();
  if (number === '') return [];
  return [{ number, type: data.contactPreference.isMobile ? ('mobile' as const) : ('phone' as const) }];
}

export function crRegistrationInput(data: RegistrationData, ctx: RegistrationContext): CrRegistrationInput {
  const zip = data.locationDetails.zipcode;
  return {
    params: { ref: ctx.guestRef },
    query: { guestType: 'customer' },
    body: {
      ref: ctx.guestRef,
      email: data.registration.email.trim(),
      firstName: data.aboutYourSelf.firstName,
      lastName: data.aboutYourSelf.lastName,
      postCode: zip,
      zipCode: zip,
      phoneNumbers: phoneNumbers(data),
      dateOfBirth: data.dob.dob,
      gender: data.dob.gender,
      isMobile: data.contactPreference.isMobile,
      ...(ctx.browserId ? { browserId: ctx.browserId } : {}),
      emailVerified: false,
      ...(ctx.mailingListId ? { mailingListId: ctx.mailingListId } : {}),
      siteSettingsId: ctx.siteSettingsId,
      language: ctx.language,
      dataExtension: {
        ...marketingParams(ctx.search),
        conditionOfInterest: conditionKeys(data),
        communities: data.selectedCOIList.communities,
        travelDistance: optional(data.locationDetails.travelDistance),
        source: ctx.source,
        secondaryConsent: data.contactPreference.media,
        selectedRelevantItems: enquiryNames(data),
        interestedInAtHomeTrials: optional(data.locationDetails.homeTrial),
        latitude: data.locationDetails.latitude,
        longitude: data.locationDetails.longitude,
      },
      sessionToken: ctx.sessionToken,
    },
  };
}

/** A secondary consent group (by its key) accepted; without one, any medium opted in. */
function secondaryConsentAccepted(data: RegistrationData, groups: readonly ConsentGroup[]): boolean {
  const secondary = groups.filter((group) => /secondary/i.test(group.key));
  if (secondary.length === 0) return Object.values(data.contactPreference.media).some(Boolean);
  return secondary.some((group) => isConsentAccepted(group, data.contactPreference.consentValues));
}

export function mailingListBody(
  data: RegistrationData,
  ctx: RegistrationContext,
): BodyOf<typeof addContactsWithAllDetail> {
  const { firstName, lastName } = data.aboutYourSelf;
  const media = data.contactPreference.media;
  return {
    ...(ctx.mailingListId ? { mailingListId: ctx.mailingListId } : {}),
    source: ctx.source,
    baseUrl: ctx.baseUrl,
    myProfileUrl: `${ctx.baseUrl.replace(/\/+$/, '')}${ctx.myProfilePath}`,
    subscriber: {
      emailAddress: data.registration.email.trim(),
      name: `${firstName} ${lastName}`.trim(),
      firstName,
      lastName,
      phone: data.contactPreference.contactNumber.trim(),
      dateOfBirth: data.dob.dob,
      gender: data.dob.gender,
      isEmailOptedIn: mediumOptedIn(ctx.consentGroups, media, 'email'),
      isSmsOptedIn: mediumOptedIn(ctx.consentGroups, media, 'sms'),
      isSecondaryConsentAccepted: secondaryConsentAccepted(data, ctx.consentGroups),
      preferredLanguage: ctx.language,
      therapeuticArea: conditionKeys(data),
      selectedRelevantItems: enquiryNames(data),
      interestedInAtHomeTrials: optional(data.locationDetails.homeTrial),
      zipCode: data.locationDetails.zipcode,
      registrationDateTime: ctx.registeredAt,
      contactType: ctx.contactType || DEFAULT_CONTACT_TYPE,
    },
    siteSettingsId: ctx.siteSettingsId,
    language: ctx.language,
    isCrEmailCheck: true,
  };
}
