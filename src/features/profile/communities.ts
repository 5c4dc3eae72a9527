import { localizePath, type Language } from '../../shared/content-model/language';
import type { CommunityCard } from '../../shared/content-model/profile-fields';
import type { ConditionOfInterest } from '../../shared/contracts/lists';
import type { Profile } from '../../shared/contracts/profile-scalars';
import type { InterestsChange } from './profile-slice';

/*
 * What the conditions banner and the community list show (the spec's "My Profile page"): chips
 * linking to the trial search, the communities of the member's conditions without
 * those already joined, and how many cards show before 'View All Communities'.
 */

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Two rows on desktop (and tablet), five cards on mobile. */
export const CARD_ROWS = 2;
export const MOBILE_CARD_LIMIT = 5;
/** Cards per row, as profile.css lays them out. */
export const CARDS_PER_ROW: Record<Exclude<Viewport, 'mobile'>, number> = { tablet: 2, desktop: 3 };

export function cardLimit(viewport: Viewport): number {
  return viewport === 'mobile' ? MOBILE_CARD_LIMIT : CARDS_PER_ROW[viewport] * CARD_ROWS;
}

/** A chip's link: the search page with #q={condition key} (as the spec's routes give it). */
export function conditionChipHref(searchLink: string, conditionKey: string, language: Language): string {
  const base = searchLink.startsWith('/') ? localizePath(searchLink, language) : searchLink;
  return `${base}#q=${encodeURIComponent(conditionKey)}`;
}

type Member = Pick<Profile, 'conditions' | 'communities'>;

/** The cards of the member's conditions' communities, each once, joined ones filtered out. */
export function offeredCommunities(
  options: readonly Pick<ConditionOfInterest, 'key' | 'communities'>[],
  member: Member,
  cards: readonly CommunityCard[],
): CommunityCard[] {
  const chosen = new Set(member.conditions.map((condition) => condition.conditionId));
  const joined = new Set(member.communities);
  const keys = options
    .filter((option) => chosen.has(option.key))
    .flatMap((option) => option.communities)
    .filter((key, index, all) => !joined.has(key) && all.indexOf(key) === index);
  return keys.flatMap((key) => cards.filter((card) => card.key === key));
}

/** The communities the member joined, with their texts when content has them. */
export function joinedCommunities(member: Member, cards: readonly CommunityCard[]): CommunityCard[] {
  return member.communities.map((key) => cards.find((card) => card.key === key) ?? { key, value: key });
}

/** Joining a community adds it to what the member has (the call's isAppendExisting). */
export function joinChange(communityKey: string): InterestsChange {
  return { conditions: [], communities: [communityKey], isAppendExisting: true, added: [communityKey] };
}

/** Leaving one replaces the member's communities by the others, keeping the conditions. */
export function leaveChange(member: Member, communityKey: string): InterestsChange {
  return {
    conditions: member.conditions,
    communities: member.communities.filter((key) => key !== communityKey),
    isAppendExisting: false,
    added: [],
  };
}
