import type { CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { Carousel } from '../../../components/carousel/carousel';
import { useViewportWidth } from '../../../components/carousel/use-viewport-width';
import { splitLocale } from '../../../lib/locale';
import { cardListFieldsSchema, type CardListFields } from '../../../shared/content-model/card-widget-fields';
import { cardListColumnsAt } from '../../../shared/domain/cards/card-list-columns';
import { backgroundColourOrInherit } from '../../../shared/domain/widgets/hex-colour';
import { cardsWidgetStrings } from '../cards-widget-strings';
import { CardListCard } from './card-list-card';
import { slideDurationMs } from './carousel-section';
import { useWidgetFields } from '../../../content/widget-fields';
import '../cards.css';

/** Content's sizes and colour as CSS variables (never inline CSS text: the CSP forbids it). */
function sectionStyle(fields: CardListFields): CSSProperties {
  const style: Record<string, string> = {};
  const background = backgroundColourOrInherit(fields.background);
  if (background) style['--card-list-background'] = background;
  if (fields.radii !== undefined) style['--card-radius'] = `${fields.radii}px`;
  if (fields.imageHeight !== undefined) style['--card-image-height'] = `${fields.imageHeight}px`;
  return style as CSSProperties;
}

function StackLayout({ fields, columns }: { fields: CardListFields; columns: number }) {
  const headingLevel = fields.title ? 3 : 2;
  return (
    <ul
      className="card-list__grid"
      data-columns={columns}
      style={{ '--card-list-columns': columns } as CSSProperties}
    >
      {fields.cards.map((card, index) => (
        <li
          key={`${index}-${card.title}`}
          className={card.fullWidth ? 'card-list__item card-list__item--full' : 'card-list__item'}
        >
          <CardListCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The card list: a title, a description and cards, stacked in a grid of `columnSize` columns (above 4 or
 * absent: 3) or in a carousel (1 per slide on mobile). Fewer columns on narrow screens, by the same rule for
 * both layouts.
 */
export default function CardList({ fields: raw }: { fields: unknown; position: number }) {
  const fields = useWidgetFields(cardListFieldsSchema, raw, 'CardList');
  const t = cardsWidgetStrings(splitLocale(useLocation().pathname).locale);
  const width = useViewportWidth();
  if (!fields) return null;
  const columns = cardListColumnsAt(fields.columnSize, width);
  const layout = fields.layout === 'Carousel' ? 'carousel' : 'stack';
  const painted = backgroundColourOrInherit(fields.background) ? ' card-list--painted' : '';
  return (
    <section
      className={`cards-section card-list card-list--${layout}${painted}`}
      style={sectionStyle(fields)}
    >
      {fields.title ? <h2 className="cards-section__title">{fields.title}</h2> : null}
      {fields.description ? <p className="cards-section__description">{fields.description}</p> : null}
      {layout === 'carousel' ? (
        <Carousel
          label={fields.title || t.cardList}
          items={fields.cards.map((card, index) => (
            <CardListCard key={`${index}-${card.title}`} card={card} headingLevel={fields.title ? 3 : 2} />
          ))}
          itemsPerSlide={(viewport) => cardListColumnsAt(fields.columnSize, viewport)}
          autoplay={fields.autoplay}
          autoplayMs={slideDurationMs(fields.slideDuration)}
        />
      ) : (
        <StackLayout fields={fields} columns={columns} />
      )}
    </section>
  );
}
