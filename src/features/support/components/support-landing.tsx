import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { splitLocale } from '../../../lib/locale';
import type { SupportLandingFields } from '../../../shared/content-model/support-fields';
import { supportStrings } from '../support-strings';
import { SupportIcon } from './support-icon';
import type { WidgetProps } from './widget-props';
import '../support.css';

/**
 * The support landing page: title, subtitle and a tile per kind of help. Each tile is one link, so a click
 * and Enter both navigate, and the current query goes along (AppLink keeps it).
 */
export default function SupportLanding({ fields, position }: WidgetProps<SupportLandingFields>) {
  const { locale } = splitLocale(useLocation().pathname);
  const t = supportStrings(locale);
  const Heading = position === 0 ? 'h1' : 'h2';
  const TileHeading = position === 0 ? 'h2' : 'h3';
  return (
    <section className="support-landing">
      <Heading className="support-landing__title">{fields.title || t.landingTitle}</Heading>
      <p className="support-landing__subtitle">{fields.subtitle || t.landingSubtitle}</p>
      <ul className="support-landing__tiles">
        {fields.tiles.map((tile) => (
          <li key={`${tile.link}-${tile.title}`} className="support-tile">
            <AppLink href={tile.link} className="support-tile__link">
              <SupportIcon name={tile.icon} className="support-tile__icon" />
              <TileHeading className="support-tile__title">{tile.title}</TileHeading>
              {tile.description ? <p className="support-tile__description">{tile.description}</p> : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
