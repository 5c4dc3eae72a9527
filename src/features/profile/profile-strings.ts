import type { Language } from '../../shared/content-model/language';
import { EMAIL_LINKED_TO_ANOTHER_ACCOUNT_MESSAGE } from '../../shared/domain/registration/email-rules';

/**
 * My Profile's and the community pages' built-in texts: fallbacks for empty content fields
 * (registration-profile.md §2 'View All Communities', §8 the linked-email message). The rest are
 * ours: the spec leaves them to content.
 */
export interface ProfileStrings {
  headerTitle: string;
  expand: string;
  collapse: string;
  hideProfile: string;
  loading: string;
  loadFailed: string;
  signedOut: string;
  signIn: string;
  saving: string;
  saved: string;
  queued: string;
  saveFailed: string;
  emailLinked: string;
  conditionsTitle: string;
  conditionsSelect: string;
  conditionsFilter: string;
  noOption: string;
  moreTags: (count: number) => string;
  noConditions: string;
  communitiesTitle: string;
  viewAllCommunities: string;
  join: string;
  leave: string;
  joinedTitle: string;
  noCommunities: string;
  interestsSaving: string;
  interestsFailed: string;
  communityMember: string;
  communityNotMember: string;
  communityJoin: string;
  communityLeave: string;
  communitySignedOut: string;
}

const en: ProfileStrings = {
  headerTitle: 'My Profile',
  expand: 'Show my profile',
  collapse: 'Hide my profile',
  hideProfile: 'Hide my profile',
  loading: 'Loading your profile…',
  loadFailed: 'Sorry, we could not load your profile. Please try again later.',
  signedOut: 'Sign in to see and update your profile.',
  signIn: 'Sign in',
  saving: 'Saving your changes…',
  saved: 'Your changes were saved. Updating your profile…',
  queued: 'You are offline. Your changes are saved on this device and will be sent when you are back online.',
  saveFailed: 'Sorry, we could not save your changes. Please try again later.',
  emailLinked: EMAIL_LINKED_TO_ANOTHER_ACCOUNT_MESSAGE,
  conditionsTitle: 'My conditions of interest',
  conditionsSelect: 'Conditions of interest',
  conditionsFilter: 'Search conditions',
  noOption: 'No option found',
  moreTags: (count) => `+${count}`,
  noConditions: 'No conditions chosen yet.',
  communitiesTitle: 'Communities for you',
  viewAllCommunities: 'View All Communities',
  join: 'Join',
  leave: 'Leave',
  joinedTitle: 'My communities',
  noCommunities: 'Choose a condition to see its communities.',
  interestsSaving: 'Saving…',
  interestsFailed: 'Sorry, we could not update your conditions and communities.',
  communityMember: 'You are a member of this community.',
  communityNotMember: 'You are not a member of this community yet.',
  communityJoin: 'Join this community',
  communityLeave: 'Leave this community',
  communitySignedOut: 'Sign in to join this community.',
};

export function profileStrings(_language: Language): ProfileStrings {
  // Spanish arrives with issue 10; until then every language uses the English fallbacks.
  return en;
}
