import { AppLink } from '../../../components/app-link';
import type { CardListCard as CardListCardFields } from '../../../shared/content-model/card-widget-fields';

const LINK_CLASSES = {
  primary: 'card-button card-button--primary',
  secondary: 'card-button card-button--secondary',
  text: 'list-card__text-link',
} as const;

/**
 * One card of a card list: image (top, bottom, left or right; flush with the edges when its padding is
 * removed), label, title, meta text, description and a link styled as its variant asks.
 */
export function CardListCard({ card, headingLevel }: { card: CardListCardFields; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const classes = [
    'list-card',
    `list-card--image-${card.imagePosition}`,
    card.removeImagePadding ? 'list-card--flush-image' : '',
  ].filter(Boolean);
  return (
    <article className={classes.join(' ')} data-testid="card-list-card">
      {card.image ? (
        <div className="list-card__media">
          <img className="list-card__image" src={card.image.src} alt={card.image.alt} loading="lazy" />
        </div>
      ) : null}
      <div className="list-card__body">
        {card.label ? <p className="list-card__label">{card.label}</p> : null}
        <Heading className="list-card__title">{card.title}</Heading>
        {card.metaText ? <p className="list-card__meta">{card.metaText}</p> : null}
        {card.description ? <p className="list-card__description">{card.description}</p> : null}
        {card.link ? (
          <p className="list-card__actions">
            <AppLink href={card.link.href} className={LINK_CLASSES[card.linkVariant]}>
              {card.link.text}
            </AppLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}
