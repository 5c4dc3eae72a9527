import type { PreScreenerFields } from '../../../shared/content-model/journey-page-widget-fields';

type Banner = NonNullable<PreScreenerFields['headerBanner']>;

/** A header or footer banner: plain text from content, nothing when both parts are empty. */
export function PreScreenerBanner({
  banner,
  placement,
  headingId,
}: {
  banner?: Banner;
  placement: 'header' | 'footer';
  headingId?: string;
}) {
  if (!banner || (!banner.title && !banner.text)) return null;
  const Heading = placement === 'header' ? 'h2' : 'h3';
  return (
    <div
      className={`pre-screener__banner pre-screener__banner--${placement}`}
      data-testid={`pre-screener-${placement}`}
    >
      {banner.title && <Heading id={headingId}>{banner.title}</Heading>}
      {banner.text && <p>{banner.text}</p>}
    </div>
  );
}
