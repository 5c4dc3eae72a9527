import type { ContentBlock as Block } from '../../../shared/content-model/content-widget-fields';
import { CtaButtons } from './cta-buttons';
import './content-block.css';

type HeadingLevel = 'h2' | 'h3' | 'h4';

/** A block of plain text (never HTML), with an optional image and buttons. */
export function ContentBlock({
  block,
  headingLevel,
  className = '',
}: {
  block: Block;
  headingLevel: HeadingLevel;
  className?: string;
}) {
  const Heading = headingLevel;
  const src = block.image?.desktop ?? block.image?.tablet ?? block.image?.mobile;
  return (
    <div className={`content-block ${className}`.trim()}>
      {block.image && src && (
        <img
          className="content-block__image"
          src={src}
          alt={block.image.alt}
          loading="lazy"
          decoding="async"
        />
      )}
      {block.heading && <Heading className="content-block__heading">{block.heading}</Heading>}
      {block.paragraphs.map((paragraph, index) => (
        <p key={`${index}-${paragraph.slice(0, 20)}`} className="content-block__text">
          {paragraph}
        </p>
      ))}
      <CtaButtons buttons={block.ctaButtons} className="content-block__actions" />
    </div>
  );
}
