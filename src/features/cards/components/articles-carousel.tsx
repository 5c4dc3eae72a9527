import { useLocation } from 'react-router-dom';
import { ArticleCard } from '../../../components/cards/article-card';
import { splitLocale } from '../../../lib/locale';
import { articlesCarouselFieldsSchema } from '../../../shared/content-model/card-widget-fields';
import { cardsWidgetStrings } from '../cards-widget-strings';
import { CarouselSection } from './carousel-section';
import { useWidgetFields } from '../../../content/widget-fields';

/** Articles carousel: 3 per slide. */
export default function ArticlesCarousel({ fields: raw }: { fields: unknown; position: number }) {
  const fields = useWidgetFields(articlesCarouselFieldsSchema, raw, 'ArticlesCarousel');
  const t = cardsWidgetStrings(splitLocale(useLocation().pathname).locale);
  if (!fields) return null;
  return (
    <CarouselSection
      className="articles-carousel"
      fallbackLabel={t.articles}
      title={fields.title}
      description={fields.description}
      autoplay={fields.autoplay}
      slideDuration={fields.slideDuration}
      previousLabel={fields.previousLabel}
      nextLabel={fields.nextLabel}
      items={fields.articles.map((article) => (
        <ArticleCard
          key={article.url}
          article={article}
          headingLevel={fields.title ? 3 : 2}
          readMoreText={fields.readMoreText}
          conditionsLabel={fields.conditionsLabel}
        />
      ))}
    />
  );
}
