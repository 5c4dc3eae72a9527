import { FeaturedTrialCard } from '../../../components/cards/featured-trial-card';
import { singleFeaturedTrialFieldsSchema } from '../../../shared/content-model/card-widget-fields';
import { useWidgetFields } from '../../../content/widget-fields';
import '../cards.css';

/**
 * The single featured-trial section: one featured trial card in a larger layout, the image beside the text
 * from tablets up.
 */
export default function SingleFeaturedTrial({ fields: raw }: { fields: unknown; position: number }) {
  const fields = useWidgetFields(singleFeaturedTrialFieldsSchema, raw, 'SingleFeaturedTrial');
  if (!fields) return null;
  return (
    <section className="cards-section single-featured-trial">
      {fields.title ? <h2 className="cards-section__title">{fields.title}</h2> : null}
      {fields.description ? <p className="cards-section__description">{fields.description}</p> : null}
      <FeaturedTrialCard
        trial={fields.trial}
        layout="wide"
        imagePosition={fields.imagePosition}
        headingLevel={fields.title ? 3 : 2}
      />
    </section>
  );
}
