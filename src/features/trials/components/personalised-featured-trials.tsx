import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { splitLocale } from '../../../lib/locale';
import { personalisedFeaturedTrialsFieldsSchema } from '../../../shared/content-model/trials-fields';
import { trialsPerSlide } from '../../../shared/domain/trials/trial-carousel';
import { selectIsSignedIn } from '../../session/session-slice';
import { personalTrialsRequested, selectPersonalTrials } from '../trials-slice';
import { trialsStrings } from '../trials-strings';
import { useSavedTrials } from './save-trial-button';
import { TrialCardsCarousel } from './trial-cards-carousel';
import { useTrialsFields } from './use-trials-fields';
import '../trials-cards.css';

const perSlide = (width: number) => trialsPerSlide(width, 'featured');

/**
 * Personalised featured trials: for a member, trials matching the profile's conditions near the
 * profile's zip; for a visitor (or a member whose profile finds nothing), the content's featured
 * trials; with neither, the widget is not shown.
 */
export default function PersonalisedFeaturedTrials({
  fields: raw,
  position,
}: {
  fields: unknown;
  position: number;
}) {
  const fields = useTrialsFields(personalisedFeaturedTrialsFieldsSchema, raw, 'PersonalisedFeaturedTrials');
  const { locale } = splitLocale(useLocation().pathname);
  const t = trialsStrings(locale);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const personal = useAppSelector(selectPersonalTrials);
  useSavedTrials(locale);
  useEffect(() => {
    if (signedIn && personal.status === 'idle') dispatch(personalTrialsRequested({ language: locale }));
  }, [dispatch, signedIn, personal.status, locale]);

  const mine = signedIn && personal.status === 'loaded' ? personal.trials : [];
  const trials = mine.length > 0 ? mine : fields.featuredTrials;
  if (trials.length === 0) return null;
  const title = fields.title || t.personalTitle;
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <div className="trial-carousel trial-carousel--personal">
      <Heading className="trial-carousel__title">{title}</Heading>
      <TrialCardsCarousel label={title} trials={trials} itemsPerSlide={perSlide} fields={fields} t={t} />
    </div>
  );
}
