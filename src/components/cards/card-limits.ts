import type { CSSProperties } from 'react';
import type { CardTextLimits } from '../../shared/domain/card-text';

/** The line clamps of card-text.ts as CSS variables, so the stylesheet and the rule agree. */
export function lineClampStyle(limits: CardTextLimits): CSSProperties {
  return {
    '--card-title-lines': limits.titleLines,
    '--card-description-lines': limits.descriptionLines,
  } as CSSProperties;
}
