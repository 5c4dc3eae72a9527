import { Carousel } from '../../../components/carousel/carousel';
import type { TrialResult } from '../../../shared/contracts/trials';
import type { TrialsStrings } from '../trials-strings';
import { TrialResultCard, trialCardTexts } from './trial-result-card';

interface Props {
  label: string;
  trials: readonly TrialResult[];
  itemsPerSlide: (viewportWidth: number) => number;
  /** The carousel widget's fields: card texts, the good-match distance and autoplay. */
  fields: {
    viewDetailsText?: string;
    qualifyText?: string;
    distanceUnit?: string;
    goodMatchDistance: number;
    autoplay?: boolean;
  };
  t: TrialsStrings;
}

/** Trial result cards in a carousel: the saved-trials and personalised featured-trials widgets. */
export function TrialCardsCarousel({ label, trials, itemsPerSlide, fields, t }: Props) {
  const texts = trialCardTexts(fields, t);
  return (
    <Carousel
      label={label}
      itemsPerSlide={itemsPerSlide}
      autoplay={fields.autoplay}
      items={trials.map((trial) => (
        <TrialResultCard
          key={trial.trialorgstudyid}
          trial={trial}
          t={t}
          texts={texts}
          goodMatchDistance={fields.goodMatchDistance}
          headingLevel={3}
        />
      ))}
    />
  );
}
