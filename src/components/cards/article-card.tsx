import { useLocation } from 'react-router-dom';
import { splitLocale } from '../../lib/locale';
import type { Article } from '../../shared/content-model/article';
import { CARD_TEXT_LIMITS, limitCardText } from '../../shared/domain/card-text';
import { formatPublishDate } from '../../shared/domain/cards/publish-date';
import { AppLink } from '../app-link';
import { CardHeading, type CardHeadingLevel } from './card-heading';
import { lineClampStyle } from './card-limits';
import { cardStrings } from './card-strings';
import './cards.css';

interface Props {
  article: Article;
  headingLevel?: CardHeadingLevel;
  readMoreText?: string;
  conditionsLabel?: string;
}

/**
 * An article card: image, publish date as DD MMMM yyyy, title, description within the card limits, and the
 * conditions. The title is the one link; it covers the whole card, so the card is one tab stop.
 */
export function ArticleCard({ article, headingLevel = 3, readMoreText, conditionsLabel }: Props) {
  const { locale } = splitLocale(useLocation().pathname);
  const t = cardStrings(locale);
  const { title, description } = limitCardText({
    title: article.articleTitle,
    description: article.articleDescription,
  });
  const published = formatPublishDate(article.articlePublishDate, locale);
  const image = article.articleImage;
  return (
    <article
      className="content-card article-card"
      style={lineClampStyle(CARD_TEXT_LIMITS)}
      data-testid="article-card"
    >
      {image ? <img className="content-card__image" src={image.src} alt={image.alt} loading="lazy" /> : null}
      <div className="content-card__body">
        {published ? (
          <p className="content-card__meta">
            <span className="visually-hidden">{t.published}: </span>
            <time dateTime={article.articlePublishDate}>{published}</time>
          </p>
        ) : null}
        <CardHeading level={headingLevel} className="content-card__title">
          <AppLink href={article.url} className="content-card__stretched-link">
            {title}
          </AppLink>
        </CardHeading>
        {description ? <p className="content-card__description">{description}</p> : null}
        {article.articleConditions.length > 0 ? (
          <ul className="content-card__tags" aria-label={conditionsLabel || t.conditions}>
            {article.articleConditions.map((condition) => (
              <li key={condition} className="content-card__tag">
                {condition}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="content-card__more" aria-hidden="true">
          {readMoreText || t.readMore} →
        </p>
      </div>
    </article>
  );
}
