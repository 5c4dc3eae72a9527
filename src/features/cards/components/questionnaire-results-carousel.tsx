import { useLocation } from 'react-router-dom';
import { cardStrings } from '../../../components/cards/card-strings';
import { QuestionnaireCard } from '../../../components/cards/questionnaire-card';
import { resolveQuestionnaireLabels } from '../../../components/cards/questionnaire-labels';
import { splitLocale } from '../../../lib/locale';
import { questionnaireResultsCarouselFieldsSchema } from '../../../shared/content-model/card-widget-fields';
import { cardsWidgetStrings } from '../cards-widget-strings';
import { CarouselSection } from './carousel-section';
import { useWidgetFields } from '../../../content/widget-fields';

/**
 * Questionnaire results carousel: 3 per slide; a matched result opens its site modal, the others go to the
 * study page.
 */
export default function QuestionnaireResultsCarousel({ fields: raw }: { fields: unknown; position: number }) {
  const fields = useWidgetFields(
    questionnaireResultsCarouselFieldsSchema,
    raw,
    'QuestionnaireResultsCarousel',
  );
  const { locale } = splitLocale(useLocation().pathname);
  if (!fields) return null;
  const labels = resolveQuestionnaireLabels(fields, cardStrings(locale));
  return (
    <CarouselSection
      className="questionnaire-results-carousel"
      fallbackLabel={cardsWidgetStrings(locale).questionnaireResults}
      title={fields.title}
      description={fields.description}
      autoplay={fields.autoplay}
      slideDuration={fields.slideDuration}
      previousLabel={fields.previousLabel}
      nextLabel={fields.nextLabel}
      items={fields.results.map((item, index) => (
        <QuestionnaireCard
          key={`${item.studyLink}-${index}`}
          item={item}
          labels={labels}
          headingLevel={fields.title ? 3 : 2}
        />
      ))}
    />
  );
}
