import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { email, id } from './contact-scalars';
import {
  consentMedia,
  isoDate,
  keyList,
  optionalText,
  personName,
  phoneNumber,
  profileToken,
  zip5,
} from './profile-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * The registration wizard's calls (from the "Registration start" and the "Registration wizard").
 * Both writes go through the outbox, in this order: the CR registration (which makes
 * the profile) and then the mailing list with all details (which sends the verification mail with
 * the profile link). Neither answer carries a secret.
 */

export const sourceSchema = lazySchema(() => z.enum(['CR', 'EPR', 'TA-EPR']));

/**
 * POST /api/contacts/EmailExists: the spec's "Email exists" (registration start), "Profile
 * email-exists (save)", the change-email dialog and the profile modal's check. A POST so that
 * addresses never appear in URLs or access logs; it changes nothing.
 */
export const emailExists = defineCall({
  name: 'contacts/EmailExists',
  method: 'POST',
  path: '/api/contacts/EmailExists',
  body: z.strictObject({
    email,
    guestRef: z.optional(id),
    /** Default CR. */
    source: z.optional(sourceSchema),
  }),
  response: z.object({ isEmailExist: z.boolean(), isReloadCdpScript: z.boolean() }),
  changesState: false,
});

/** "Registration state" → the subscriber of AddContactsToCRMailingListWithAllDetail. */
export const subscriberSchema = lazySchema(() =>
  z.strictObject({
    emailAddress: email,
    /** First and last name joined by a space. */
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(201)),
    firstName: personName,
    lastName: personName,
    phone: z.optional(z.union([phoneNumber, z.literal('')])),
    dateOfBirth: isoDate,
    gender: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    isEmailOptedIn: z.boolean(),
    isSmsOptedIn: z.boolean(),
    isSecondaryConsentAccepted: z.boolean(),
    preferredLanguage: languageSchema,
    /** The conditions of interest, by key. */
    therapeuticArea: keyList,
    /** The patient-enquiry options ticked, by name. */
    selectedRelevantItems: z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))
      .check(z.maxLength(30)),
    interestedInAtHomeTrials: optionalText(100),
    zipCode: zip5,
    registrationDateTime: z.iso.datetime({ offset: true }),
    contactType: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  }),
);
export type Subscriber = z.infer<typeof subscriberSchema>;

/**
 * POST /Send/AddContactsToCRMailingListWithAllDetail: adds the registered person to the mailing
 * list and sends the verification mail with the profile link. baseUrl and myProfileUrl are
 * accepted as the spec sends them but never used for links: the server builds every link from
 * its own configuration, so a request cannot make it mail a link to another site.
 */
export const addContactsWithAllDetail = defineCall({
  name: 'Send/AddContactsToCRMailingListWithAllDetail',
  method: 'POST',
  path: '/Send/AddContactsToCRMailingListWithAllDetail',
  body: z.strictObject({
    mailingListId: z.optional(id),
    source: z.optional(sourceSchema),
    baseUrl: optionalText(500),
    myProfileUrl: optionalText(500),
    subscriber: subscriberSchema,
    siteSettingsId: id,
    language: languageSchema,
    isCrEmailCheck: z.boolean(),
  }),
  response: z.object({ added: z.boolean(), verificationMailSent: z.boolean() }),
});

export const phoneEntrySchema = lazySchema(() =>
  z.strictObject({
    number: phoneNumber,
    type: z.enum(['mobile', 'phone']),
  }),
);

/** "CR registration" dataExtension. */
export const registrationDataExtensionSchema = lazySchema(() =>
  z.strictObject({
    UtmParameter: optionalText(500),
    gclId: optionalText(200),
    atId: optionalText(200),
    fbclId: optionalText(200),
    conditionOfInterest: keyList,
    communities: keyList,
    travelDistance: optionalText(100),
    source: z.optional(sourceSchema),
    /** Every consent medium of the contact step (hidden and default-opt-in ones forced on). */
    secondaryConsent: consentMedia,
    selectedRelevantItems: z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))
      .check(z.maxLength(30)),
    interestedInAtHomeTrials: optionalText(100),
    /** From the zip's geocoding; null when it did not resolve to a US postal code. */
    latitude: z.nullable(z.number().check(z.gte(-90), z.lte(90))),
    longitude: z.nullable(z.number().check(z.gte(-180), z.lte(180))),
  }),
);

/**
 * POST /api/contacts/AddOrUpdateCrRegistrationDetails/{ref}?guestType=customer: makes the
 * profile. `sessionToken` is ours: a random token the browser made when the person clicked the
 * last Next; the server keeps its hash as the registering tab's session, so the thank-you page
 * can fetch the profile. An address that already has a profile is not taken over: the answer
 * says registered: false, reason 'emailExists', and nothing is stored.
 */
export const addOrUpdateCrRegistration = defineCall({
  name: 'contacts/AddOrUpdateCrRegistrationDetails',
  method: 'POST',
  path: '/api/contacts/AddOrUpdateCrRegistrationDetails/:ref',
  params: z.strictObject({ ref: id }),
  query: z.strictObject({ guestType: z.literal('customer') }),
  body: z.strictObject({
    ref: id,
    email,
    firstName: personName,
    lastName: personName,
    postCode: zip5,
    zipCode: zip5,
    address: optionalText(200),
    state: optionalText(60),
    city: optionalText(100),
    phoneNumbers: z.array(phoneEntrySchema).check(z.maxLength(3)),
    dateOfBirth: isoDate,
    gender: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    isMobile: z.boolean(),
    browserId: z.optional(id),
    /** Ignored: only the mailed link verifies an address. */
    emailVerified: z.optional(z.boolean()),
    mailingListId: z.optional(id),
    siteSettingsId: id,
    language: languageSchema,
    dataExtension: registrationDataExtensionSchema,
    sessionToken: profileToken,
  }),
  response: z.object({
    registered: z.boolean(),
    reason: z.optional(z.enum(['emailExists'])),
    /** True when the welcome SMS was sent (SMS enabled, consented, marked mobile). */
    welcomeSmsSent: z.boolean(),
  }),
});
