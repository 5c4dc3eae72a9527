import type { CtaButton } from '../../../shared/content-model/cta-button-fields';
import type { HeroBannerFields } from '../../../shared/content-model/component-fields';
import { CtaButtons } from './cta-buttons';
import type { WidgetProps } from './widget-props';
import './hero-banner.css';

/** The spec's breakpoints: mobile < 500, tablet 500–1024, desktop above. */
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

/** The single ctaText/ctaLink pair (older content) comes first, then the ctaButtons list. */
export function heroButtons(fields: HeroBannerFields): CtaButton[] {
  const single: CtaButton[] =
    fields.ctaText && fields.ctaLink
      ? [{ text: fields.ctaText, link: fields.ctaLink, variant: 'primary' }]
      : [];
  return [...single, ...(fields.ctaButtons ?? [])];
}

/**
 * Hero banner, at least 475px high. The variants are different layouts (hero-banner.css): v1 text beside the
 * image (image right on desktop, below the text on smaller screens); v2 full-bleed image under a dark
 * gradient, text left; v3 centred text over the image (or a gradient); v4 full-bleed image with the text in a
 * light card (the card overlaps the image on mobile). CTAs: see CtaLink (smooth anchor scroll with the
 * notification-banner offset, links).
 */
export default function HeroBanner({ fields, position }: WidgetProps<HeroBannerFields>) {
  const Heading = position === 0 ? 'h1' : 'h2';
  const hasImage = Boolean(
    fields.image && (fields.image.mobile ?? fields.image.tablet ?? fields.image.desktop),
  );
  return (
    <section
      id={position === 0 ? 'hero-banner' : undefined}
      className={`hero-banner hero-banner--${fields.variant}${hasImage ? ' hero-banner--with-image' : ''}`}
    >
      {fields.image && <HeroImage image={fields.image} />}
      <div className="hero-banner__content">
        <div className="hero-banner__text">
          <Heading className="hero-banner__title">{fields.title}</Heading>
          {fields.description && <p className="hero-banner__description">{fields.description}</p>}
          <CtaButtons buttons={heroButtons(fields)} className="hero-banner__actions" />
        </div>
      </div>
    </section>
  );
}
