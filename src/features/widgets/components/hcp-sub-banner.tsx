import { hcpSubBannerFieldsSchema } from '../../../shared/content-model/content-widget-fields';
import { CtaButtons } from './cta-buttons';
import { useWidgetFields } from '../../../content/widget-fields';
import type { WidgetProps } from './widget-props';
import './hcp-sub-banner.css';

/**
 * The healthcare-professional sub-banner: text and buttons beside an image from 620px, stacked below that
 * width.
 */
export default function HcpSubBanner({ fields: raw, position }: WidgetProps<unknown>) {
  const fields = useWidgetFields(hcpSubBannerFieldsSchema, raw, 'HcpSubBanner');
  if (!fields) return null;
  const Heading = position === 0 ? 'h1' : 'h2';
  const src = fields.image?.desktop ?? fields.image?.tablet ?? fields.image?.mobile;
  return (
    <section id={fields.anchorId} className={`hcp-sub-banner${src ? ' hcp-sub-banner--with-image' : ''}`}>
      <div className="hcp-sub-banner__inner">
        <div className="hcp-sub-banner__text">
          {fields.eyebrow && <p className="hcp-sub-banner__eyebrow">{fields.eyebrow}</p>}
          <Heading className="hcp-sub-banner__title">{fields.title}</Heading>
          {fields.description && <p className="hcp-sub-banner__description">{fields.description}</p>}
          <CtaButtons buttons={fields.ctaButtons} className="hcp-sub-banner__actions" />
        </div>
        {fields.image && src && (
          <img
            className="hcp-sub-banner__image"
            src={src}
            alt={fields.image.alt}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
    </section>
  );
}
