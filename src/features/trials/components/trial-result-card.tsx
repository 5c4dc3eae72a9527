import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { splitLocale } from '../../../lib/locale';
import type { TrialResult } from '../../../shared/contracts/trials';
import { CARD_TEXT_LIMITS, limitCardText } from '../../../shared/domain/card-text';
import { formatDistance, trialBadges } from '../../../shared/domain/trials/trial-badges';
import type { TrialsStrings } from '../trials-strings';
import { SaveTrialButton } from './save-trial-button';

export interface TrialCardTexts {
  viewDetails: string;
  qualify: string;
  distanceUnit: string;
}

/** The card's button and unit texts: the content's, else the built-in fallbacks. */
export function trialCardTexts(
  fields: { viewDetailsText?: string; qualifyText?: string; distanceUnit?: string },
  t: TrialsStrings,
): TrialCardTexts {
  return {
    viewDetails: fields.viewDetailsText || t.viewDetails,
    qualify: fields.qualifyText || t.qualify,
    distanceUnit: fields.distanceUnit || t.miles,
  };
}

interface Props {
  trial: TrialResult;
  t: TrialsStrings;
  texts: TrialCardTexts;
  goodMatchDistance: number;
  headingLevel?: 2 | 3;
  /** The "why this trial" reasons (trialWhy) and their label for screen readers; none, no line. */
  why?: { label: string; reasons: string[] };
}

/**
 * A trial card: badges, the distance with one decimal (a dash when unknown), title and description within
 * their limits (and CSS line clamps), View Details, See if you qualify (only with a pre-screener link) and,
 * for members, save / unsave.
 */
export function TrialResultCard({ trial, t, texts, goodMatchDistance, headingLevel = 2, why }: Props) {
  const { title, description } = limitCardText(
    { title: trial.trialtitle, description: trial.trialdescription },
    CARD_TEXT_LIMITS,
  );
  const badges = trialBadges(trial, goodMatchDistance);
  const { locale } = splitLocale(useLocation().pathname);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="trial-card" aria-label={trial.trialtitle}>
      <div className="trial-card__top">
        <ul className="trial-card__badges">
          {badges.map((badge) => (
            <li key={badge} className={`trial-badge trial-badge--${badge}`}>
              {t.badges[badge]}
            </li>
          ))}
        </ul>
        <SaveTrialButton trial={trial} saveText={t.save} unsaveText={t.unsave} />
      </div>
      {trial.featuredcondition ? <p className="trial-card__condition">{trial.featuredcondition}</p> : null}
      <Heading className="trial-card__title" title={trial.trialtitle}>
        {title}
      </Heading>
      {description ? <p className="trial-card__description">{description}</p> : null}
      {why && why.reasons.length > 0 ? (
        <p className="trial-card__why" data-testid="trial-why">
          <span className="visually-hidden">{why.label}: </span>
          {why.reasons.join(' · ')}
        </p>
      ) : null}
      <p className="trial-card__distance">
        <span className="visually-hidden">{t.distance}: </span>
        <span data-testid="trial-distance">{formatDistance(trial.distance, texts.distanceUnit, locale)}</span>
      </p>
      <div className="trial-card__actions">
        <AppLink href={trial.clickUri} className="trial-card__button trial-card__button--details">
          {texts.viewDetails}
        </AppLink>
        {trial.featuredeprurl ? (
          <AppLink href={trial.featuredeprurl} className="trial-card__button trial-card__button--qualify">
            {texts.qualify}
          </AppLink>
        ) : null}
      </div>
    </article>
  );
}
