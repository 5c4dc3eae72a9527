import type { ReactNode } from 'react';

export type CardHeadingLevel = 2 | 3 | 4;

/** A card's title at the level its section needs (h3 under a section's h2, by default). */
export function CardHeading({
  level = 3,
  className,
  children,
}: {
  level?: CardHeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}
