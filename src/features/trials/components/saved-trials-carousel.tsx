import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { splitLocale } from '../../../lib/locale';
import { savedTrialsCarouselFieldsSchema } from '../../../shared/content-model/trials-fields';
import { trialsPerSlide } from '../../../shared/domain/trials/trial-carousel';
import { selectIsSignedIn } from '../../session/session-slice';
import { trialsStrings } from '../trials-strings';
import { useSavedTrials } from './save-trial-button';
import { TrialCardsCarousel } from './trial-cards-carousel';
import { useTrialsFields } from './use-trials-fields';
import '../trials-cards.css';

const perSlide = (width: number) => trialsPerSlide(width, 'saved');

/**
 * The saved-trials carousel on My Profile (members only): the member's saved trials, newest
 * first; unsaving a card removes it at once (optimistic, like the save button everywhere).
 */
export default function SavedTrialsCarousel({
  fields: raw,
  position,
}: {
  fields: unknown;
  position: number;
}) {
  const fields = useTrialsFields(savedTrialsCarouselFieldsSchema, raw, 'SavedTrialsCarousel');
  const { locale } = splitLocale(useLocation().pathname);
  const t = trialsStrings(locale);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { saved } = useSavedTrials(locale);
  if (!signedIn) return null;
  const title = fields.title || t.savedTitle;
  const Heading = position === 0 ? 'h1' : 'h2';
  const trials = saved.list.filter((trial) => saved.ids[trial.trialorgstudyid]);
  return (
    <div className="trial-carousel trial-carousel--saved">
      <Heading className="trial-carousel__title">{title}</Heading>
      {saved.status === 'loading' ? <p role="status">{t.loading}</p> : null}
      {saved.status !== 'loading' && trials.length === 0 ? (
        <p className="trial-carousel__empty">{fields.emptyText || t.savedEmpty}</p>
      ) : null}
      {trials.length > 0 ? (
        <TrialCardsCarousel label={title} trials={trials} itemsPerSlide={perSlide} fields={fields} t={t} />
      ) : null}
    </div>
  );
}
