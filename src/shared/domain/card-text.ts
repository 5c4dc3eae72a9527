/*
 * Card text limits (the spec's "Card text limits", "Study card defaults" and "Content truncated to
 * 160 characters on small screens"). Cutting happens on whole words where possible and always ends
 * with an ellipsis, so a reader can tell that text was left out. Line clamps (2 and 3 lines) are
 * CSS: see CARD_LINE_LIMITS.
 */

export interface CardTextLimits {
  /** The title is cut to this many characters. */
  titleCharacters: number;
  /** The description is cut to this many words. */
  descriptionWords: number;
  /** CSS line clamps. */
  titleLines: number;
  descriptionLines: number;
}

/** Description 15 words, title 70 characters, 3 and 2 lines. */
export const CARD_TEXT_LIMITS: CardTextLimits = {
  titleCharacters: 70,
  descriptionWords: 15,
  titleLines: 2,
  descriptionLines: 3,
};

/** Title lines 2, description lines 3, 30 words, 30 characters. */
export const STUDY_CARD_TEXT_LIMITS: CardTextLimits = {
  titleCharacters: 30,
  descriptionWords: 30,
  titleLines: 2,
  descriptionLines: 3,
};

/** Content is cut to 160 characters on small screens. */
export const SMALL_SCREEN_CONTENT_CHARACTERS = 160;

const ELLIPSIS = '…';

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** "a study." + "…" would read ".…": the cut ends on a letter or digit. */
function trimTrailingPunctuation(text: string): string {
  return text.replace(/[\s.,;:!?-]+$/, '');
}

/** The first `limit` words, with an ellipsis when words were left out. */
export function limitWords(text: string, limit: number): string {
  const words = collapseSpaces(text).split(' ').filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  return `${trimTrailingPunctuation(words.slice(0, Math.max(0, limit)).join(' '))}${ELLIPSIS}`;
}

/**
 * At most `limit` characters including the ellipsis, cut at the last space when one falls in the
 * second half of the allowance (otherwise mid-word, so a long single word still fits).
 */
export function limitCharacters(text: string, limit: number): string {
  const clean = collapseSpaces(text);
  if (clean.length <= limit) return clean;
  if (limit <= 1) return ELLIPSIS.slice(0, limit);
  const room = clean.slice(0, limit - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= Math.floor((limit - 1) / 2) ? room.slice(0, lastSpace) : room;
  return `${trimTrailingPunctuation(cut)}${ELLIPSIS}`;
}

/** A card's title and description within its limits. */
export function limitCardText(
  text: { title: string; description?: string },
  limits: CardTextLimits = CARD_TEXT_LIMITS,
): { title: string; description: string } {
  return {
    title: limitCharacters(text.title, limits.titleCharacters),
    description: limitWords(text.description ?? '', limits.descriptionWords),
  };
}
