import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { email, id } from './contact-scalars';
import { consentMedia, itemKey, optionalText, profileSchema, profileToken } from './profile-scalars';
import { profileEmailTypeSchema } from './profile-session';
import { lazySchema } from '../lazy-schema';

/*
 * My Profile, the thank-you page's change of address, conditions and communities, saved trials
 * (the "My Profile page" and "Thank-you page", their states and calls). Every call here needs
 * the session token (myProfileToken); an unknown, expired or revoked one is a 401 problem.
 */

/**
 * POST /api/contacts/GetProfileDetails: the spec's "Profile fetch by token" (POST: the token stays
 * out of URLs). Answers no-store.
 */
export const getProfileDetails = defineCall({
  name: 'contacts/GetProfileDetails',
  method: 'POST',
  path: '/api/contacts/GetProfileDetails',
  body: z.strictObject({ myProfileToken: profileToken }),
  response: z.object({ data: profileSchema }),
  changesState: false,
});

const dayOrMonth = lazySchema(() => z.string().check(z.regex(/^(0?[1-9]|[12]\d|3[01])$/)));

/**
 * POST /api/contacts/UpdateProfileDetails: the spec's "Profile save", with the profile contact
 * form's field names. An address linked to another profile is a 409 problem (field Email) and
 * changes nothing; a new address is saved unverified and gets a verification mail.
 */
export const updateProfileDetails = defineCall({
  name: 'contacts/UpdateProfileDetails',
  method: 'POST',
  path: '/api/contacts/UpdateProfileDetails',
  body: z.strictObject({
    myProfileToken: profileToken,
    FirstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    LastName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    ContactNumber: z.union([z.string().check(z.regex(/^[0-9+() -]{7,20}$/)), z.literal('')]),
    CrAddress: optionalText(200),
    City: optionalText(100),
    State: optionalText(60),
    Zipcode: z.string().check(z.regex(/^\d{5}$/)),
    Day: dayOrMonth,
    Month: z.string().check(z.regex(/^(0?[1-9]|1[0-2])$/)),
    Year: z.string().check(z.regex(/^\d{4}$/)),
    Gender: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    Email: email,
    isMobile: z.boolean(),
    SecondaryConsentMediumSMS: z.boolean(),
    /** The other consent media of the form (Email, …), by key. */
    consents: z.optional(consentMedia),
    siteSettingsId: id,
    language: languageSchema,
  }),
  response: z.object({ saved: z.boolean(), emailChanged: z.boolean() }),
});

/**
 * POST /api/cdp-api with url /api/contacts/UpdateEmail: the thank-you page's change of address
 * (before it is verified). myProfileLinkToken is always null: a link token is only ever mailed.
 */
export const updateEmail = defineCall({
  name: 'cdp-api/UpdateEmail',
  method: 'POST',
  path: '/api/cdp-api',
  body: z.strictObject({
    url: z.literal('/api/contacts/UpdateEmail'),
    email,
    guestRef: z.optional(id),
    myProfileToken: profileToken,
  }),
  response: z.object({
    data: z.object({ success: z.boolean(), myProfileLinkToken: z.nullable(z.string()) }),
  }),
});

/**
 * POST /Send/UpdateCREmail: the verification mail to the new address after a change. The server
 * sends to the profile's current address only (existingEmail must be the old one).
 */
export const updateCrEmail = defineCall({
  name: 'Send/UpdateCREmail',
  method: 'POST',
  path: '/Send/UpdateCREmail',
  body: z.strictObject({
    existingEmail: email,
    newEmail: email,
    mailIdList: optionalText(200),
    emailType: profileEmailTypeSchema,
    baseUrl: optionalText(500),
    myProfileUrl: optionalText(500),
    siteSettingsId: id,
    language: languageSchema,
    myProfileToken: profileToken,
  }),
  response: z.object({ sent: z.boolean() }),
});

const keyedItems = lazySchema(() =>
  z.strictObject({
    items: z.array(z.strictObject({ key: itemKey })).check(z.maxLength(100)),
  }),
);

/**
 * POST /api/contacts/UpdateConditionCommunitiesForMyProfile: replaces (or, with
 * isAppendExisting, adds to) the member's conditions and communities. Unknown keys are a 400.
 */
export const updateConditionCommunities = defineCall({
  name: 'contacts/UpdateConditionCommunitiesForMyProfile',
  method: 'POST',
  path: '/api/contacts/UpdateConditionCommunitiesForMyProfile',
  body: z.strictObject({
    myProfileToken: profileToken,
    conditionOfInterest: keyedItems,
    communities: keyedItems,
    isAppendExisting: z.boolean(),
  }),
  response: z.object({ updated: z.boolean() }),
});

/** POST /api/communitiesRoutes: a community's page path; null (the client uses '#') when none. */
export const communitiesRoutes = defineCall({
  name: 'communitiesRoutes',
  method: 'POST',
  path: '/api/communitiesRoutes',
  body: z.strictObject({
    communityItem: itemKey,
    language: languageSchema,
    rootpath: optionalText(200),
    sitename: optionalText(120),
  }),
  response: z.object({ path: z.nullable(z.string()) }),
  changesState: false,
});

/** POST /api/contacts/SaveTrial: the spec's "Save or unsave trial" (from the trial cards). */
export const saveTrial = defineCall({
  name: 'contacts/SaveTrial',
  method: 'POST',
  path: '/api/contacts/SaveTrial',
  body: z.strictObject({
    myProfileToken: profileToken,
    trialId: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    isSaved: z.boolean(),
  }),
  response: z.object({ saved: z.boolean() }),
});
