import { useLocation } from 'react-router-dom';
import { FeaturedTrialCard } from '../../../components/cards/featured-trial-card';
import { splitLocale } from '../../../lib/locale';
import { featuredTrialsCarouselFieldsSchema } from '../../../shared/content-model/card-widget-fields';
import { cardsWidgetStrings } from '../cards-widget-strings';
import { CarouselSection } from './carousel-section';
import { useWidgetFields } from '../../../content/widget-fields';

/** Featured trials carousel: 3 per slide. */
export default function FeaturedTrialsCarousel({ fields: raw }: { fields: unknown; position: number }) {
  const fields = useWidgetFields(featuredTrialsCarouselFieldsSchema, raw, 'FeaturedTrialsCarousel');
  const t = cardsWidgetStrings(splitLocale(useLocation().pathname).locale);
  if (!fields) return null;
  return (
    <CarouselSection
      className="featured-trials-carousel"
      fallbackLabel={t.featuredTrials}
      title={fields.title}
      description={fields.description}
      autoplay={fields.autoplay}
      slideDuration={fields.slideDuration}
      previousLabel={fields.previousLabel}
      nextLabel={fields.nextLabel}
      items={fields.trials.map((trial) => (
        <FeaturedTrialCard key={trial.id} trial={trial} headingLevel={fields.title ? 3 : 2} />
      ))}
    />
  );
}
