import { useId, type KeyboardEvent } from 'react';
import type { CommunityCard as Card } from '../../../shared/content-model/profile-fields';

interface CommunityCardProps {
  card: Card;
  joinText: string;
  onOpen: (key: string) => void;
  onJoin: (key: string) => void;
  disabled: boolean;
}

/**
 * A community: clicking the card or pressing Enter on it opens the community's page; Join is
 * its own button beside the card, so no control sits inside another.
 */
export function CommunityCard({ card, joinText, onOpen, onJoin, disabled }: CommunityCardProps) {
  const titleId = `${useId().replace(/:/g, '')}-community`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onOpen(card.key);
  };
  return (
    <li className="community-card">
      <div
        role="link"
        tabIndex={0}
        className="community-card__open"
        aria-labelledby={titleId}
        onClick={() => onOpen(card.key)}
        onKeyDown={onKeyDown}
      >
        <h3 id={titleId} className="community-card__title">
          {card.value}
        </h3>
        {card.description ? <p className="community-card__description">{card.description}</p> : null}
      </div>
      <button
        type="button"
        className="button community-card__join"
        disabled={disabled}
        onClick={() => onJoin(card.key)}
      >
        {joinText}
        <span className="visually-hidden"> {card.value}</span>
      </button>
    </li>
  );
}
