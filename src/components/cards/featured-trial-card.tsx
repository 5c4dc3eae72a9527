import { useLocation } from 'react-router-dom';
import { splitLocale } from '../../lib/locale';
import type { FeaturedTrial } from '../../shared/content-model/card-widget-fields';
import { CARD_TEXT_LIMITS, limitCardText } from '../../shared/domain/card-text';
import { AppLink } from '../app-link';
import { CardHeading, type CardHeadingLevel } from './card-heading';
import { lineClampStyle } from './card-limits';
import { cardStrings } from './card-strings';
import './cards.css';

interface Props {
  trial: FeaturedTrial;
  headingLevel?: CardHeadingLevel;
  /** 'wide': the single featured trial section's larger, side-by-side layout from tablets up. */
  layout?: 'card' | 'wide';
  imagePosition?: 'left' | 'right';
}

/**
 * A featured trial card (the spec's "Trial card" and its text limits): image,
 * condition, title cut to 70 characters and 2 lines, description cut to 15 words and 3 lines,
 * and the call to action.
 */
export function FeaturedTrialCard({
  trial,
  headingLevel = 3,
  layout = 'card',
  imagePosition = 'left',
}: Props) {
  const t = cardStrings(splitLocale(useLocation().pathname).locale);
  const { relatedTrial, trialCTA } = trial;
  const { title, description } = limitCardText(
    { title: relatedTrial.trialTitle, description: relatedTrial.trialDescription },
    CARD_TEXT_LIMITS,
  );
  const image = relatedTrial.featuredTrialImage;
  const cta = trialCTA.text || t.trialCta;
  const classes = [
    'content-card',
    'trial-card',
    `trial-card--${layout}`,
    `trial-card--image-${imagePosition}`,
  ];
  return (
    <article
      className={classes.join(' ')}
      style={lineClampStyle(CARD_TEXT_LIMITS)}
      data-testid="featured-trial-card"
    >
      {image ? <img className="content-card__image" src={image.src} alt={image.alt} loading="lazy" /> : null}
      <div className="content-card__body">
        {relatedTrial.featuredTrialCondition ? (
          <p className="content-card__tag">{relatedTrial.featuredTrialCondition}</p>
        ) : null}
        <CardHeading level={headingLevel} className="content-card__title">
          {title}
        </CardHeading>
        {description ? <p className="content-card__description">{description}</p> : null}
        <div className="content-card__actions">
          <AppLink
            href={trialCTA.href}
            className="card-button card-button--primary"
            ariaLabel={`${cta}: ${title}`}
          >
            {cta}
          </AppLink>
        </div>
      </div>
    </article>
  );
}
