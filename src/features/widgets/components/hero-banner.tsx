import { AppLink } from '../../../components/app-link';
import type { HeroBannerFields } from '../../../shared/content-model/component-fields';
import type { WidgetProps } from './widget-props';

/** Breakpoints of registration-profile.md §9: mobile < 500, tablet 500–1024, desktop above. */
export const TABLET_MEDIA = '(min-width: 500px)';
export const DESKTOP_MEDIA = '(min-width: 1025px)';

function HeroImage({ image }: { image: NonNullable<HeroBannerFields['image']> }) {
  const fallback = image.mobile ?? image.tablet ?? image.desktop;
  if (!fallback) return null;
  return (
    <picture className="hero-banner__picture">
      {image.desktop && <source media={DESKTOP_MEDIA} srcSet={image.desktop} />}
      {image.tablet && <source media={TABLET_MEDIA} srcSet={image.tablet} />}
      <img className="hero-banner__image" src={fallback} alt={image.alt} decoding="async" />
    </picture>
  );
}

/**
 * Hero banner, variants herobannerv1–v4 as CSS modifiers, at least 475px high. The CTA scrolls
 * smoothly to a '#anchor' or follows a link in the same window.
 */
export default function HeroBanner({ fields, position }: WidgetProps<HeroBannerFields>) {
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <section
      id={position === 0 ? 'hero-banner' : undefined}
      className={`hero-banner hero-banner--${fields.variant}`}
    >
      {fields.image && <HeroImage image={fields.image} />}
      <div className="hero-banner__content">
        <Heading className="hero-banner__title">{fields.title}</Heading>
        {fields.description && <p className="hero-banner__description">{fields.description}</p>}
        {fields.ctaText && fields.ctaLink && (
          <AppLink href={fields.ctaLink} className="button button--primary hero-banner__cta">
            {fields.ctaText}
          </AppLink>
        )}
      </div>
    </section>
  );
}
