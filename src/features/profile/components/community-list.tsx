import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CommunityCard as Card } from '../../../shared/content-model/profile-fields';
import {
  cardLimit,
  joinChange,
  joinedCommunities,
  leaveChange,
  offeredCommunities,
  type Viewport,
} from '../communities';
import { communityCardOpened, profileInterestsChanged, selectInterestsStatus } from '../profile-slice';
import { CommunityCard } from './community-card';
import type { ProfileSectionProps } from './section-props';
import { useMediaQuery } from '../../../components/use-media-query';

/** The spec's breakpoints: mobile below 500 px, desktop header above 1025 px. */
function useViewport(): Viewport {
  const mobile = useMediaQuery('(max-width: 499px)');
  const desktop = useMediaQuery('(min-width: 1025px)');
  return mobile ? 'mobile' : desktop ? 'desktop' : 'tablet';
}

interface JoinedProps {
  title: string;
  leaveText: string;
  joined: readonly Card[];
  disabled: boolean;
  onLeave: (key: string) => void;
}

/** The communities the member joined, each with Leave. */
function JoinedCommunities({ title, leaveText, joined, disabled, onLeave }: JoinedProps) {
  if (joined.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="my-profile__joined">
        {joined.map((card) => (
          <li key={card.key}>
            <span>{card.value}</span>
            <button type="button" className="button" disabled={disabled} onClick={() => onLeave(card.key)}>
              {leaveText}
              <span className="visually-hidden"> {card.value}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Communities: the cards of the member's conditions without the joined ones, two rows on
 * desktop or five on mobile until 'View All Communities'; then the joined ones with Leave.
 */
export function CommunityList({ fields, t, member, options, language }: ProfileSectionProps) {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const saving = useAppSelector(selectInterestsStatus) === 'saving';
  const [showAll, setShowAll] = useState(false);
  const limit = cardLimit(useViewport());
  const titleId = `${useId().replace(/:/g, '')}-communities`;
  const offered = offeredCommunities(options, member, fields.communities);
  const shown = showAll ? offered : offered.slice(0, limit);
  const open = (communityKey: string) => dispatch(communityCardOpened({ communityKey, language, search }));
  const join = (key: string) => dispatch(profileInterestsChanged(joinChange(key)));
  const leave = (key: string) => dispatch(profileInterestsChanged(leaveChange(member, key)));
  return (
    <section className="my-profile__communities" aria-labelledby={titleId}>
      <h2 id={titleId}>{fields.communitiesTitle || t.communitiesTitle}</h2>
      {fields.communitiesDescription ? <p>{fields.communitiesDescription}</p> : null}
      {offered.length === 0 ? <p>{fields.noCommunitiesText || t.noCommunities}</p> : null}
      <ul className="community-grid">
        {shown.map((card) => (
          <CommunityCard
            key={card.key}
            card={card}
            joinText={fields.joinCommunityText || t.join}
            onOpen={open}
            onJoin={join}
            disabled={saving}
          />
        ))}
      </ul>
      {!showAll && offered.length > limit ? (
        <button type="button" className="button my-profile__view-all" onClick={() => setShowAll(true)}>
          {fields.viewAllCommunitiesLabel || t.viewAllCommunities}
        </button>
      ) : null}
      <JoinedCommunities
        title={fields.joinedCommunitiesTitle || t.joinedTitle}
        leaveText={fields.leaveCommunityText || t.leave}
        joined={joinedCommunities(member, fields.communities)}
        disabled={saving}
        onLeave={leave}
      />
    </section>
  );
}
