import * as z from 'zod/mini';
import { contactFormSchema } from './form';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/*
 * The My Profile page and the community pages (/communities/{key}). Every text falls back to the widgets'
 * built-in ones when empty (src/features/profile/profile-strings.ts). The profile's contact form is a
 * contact-form model (form.ts) with the spec's field names, so the contact form's rules (date of birth, SMS
 * without mobile, consent groups) apply to it unchanged.
 */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const key = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));

/** What a community card shows (the "Condition option" entity's communities: key, value, description). */
export const communityCardSchema = lazySchema(() =>
  z.object({
    key,
    value: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    description: optionalText(600),
  }),
);
export type CommunityCard = z.infer<typeof communityCardSchema>;

export const myProfileFieldsSchema = lazySchema(() =>
  z.object({
    headerTitle: optionalText(200),
    /** The toggle's texts while the form is collapsed / expanded. */
    expandText: optionalText(80),
    collapseText: optionalText(80),
    /** The link under the form that collapses it and scrolls back to the header. */
    hideProfileText: optionalText(80),
    signedOutText: optionalText(1000),
    signInButtonText: optionalText(80),
    /** The contact form; its submitText is the save button ('Save changes'). */
    form: contactFormSchema,
    savingText: optionalText(300),
    savedText: optionalText(300),
    queuedText: optionalText(500),
    saveFailedText: optionalText(500),
    /** The address belongs to another profile. */
    emailLinkedMessage: optionalText(300),
    conditionsTitle: optionalText(200),
    conditionsDescription: optionalText(1000),
    conditionsSelectLabel: optionalText(120),
    conditionsFilterLabel: optionalText(120),
    noOptionText: optionalText(120),
    /** Where a condition chip leads (with #q={condition key}). */
    searchLink: z._default(hrefSchema, '/find-trials/search-result'),
    communitiesTitle: optionalText(200),
    communitiesDescription: optionalText(1000),
    /** Shown when cards are hidden; built-in 'View All Communities'. */
    viewAllCommunitiesLabel: optionalText(80),
    joinCommunityText: optionalText(80),
    leaveCommunityText: optionalText(80),
    joinedCommunitiesTitle: optionalText(200),
    noCommunitiesText: optionalText(500),
    /** The cards' texts by community key (which communities a condition has comes from the list). */
    communities: z._default(z.array(communityCardSchema).check(z.maxLength(300)), []),
  }),
);
export type MyProfileFields = z.infer<typeof myProfileFieldsSchema>;
export type MyProfileFieldsInput = z.input<typeof myProfileFieldsSchema>;

/** A community's page (/communities/{communityKey}). */
export const communityPageFieldsSchema = lazySchema(() =>
  z.object({
    communityKey: key,
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    description: optionalText(4000),
    memberText: optionalText(300),
    notMemberText: optionalText(300),
    joinButtonText: optionalText(80),
    leaveButtonText: optionalText(80),
    signedOutText: optionalText(1000),
    signInButtonText: optionalText(80),
    savingText: optionalText(300),
    failedText: optionalText(500),
  }),
);
export type CommunityPageFields = z.infer<typeof communityPageFieldsSchema>;
export type CommunityPageFieldsInput = z.input<typeof communityPageFieldsSchema>;
