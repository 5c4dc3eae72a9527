/*
 * A how-it-works background colour is accepted only as a 3- or 6-digit hex colour; anything else (names,
 * rgb(), 4/8-digit hex, CSS with a semicolon) means "inherit", so content can never inject other
 * declarations.
 */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim());
}

/** The colour to paint with, or undefined to inherit the page's background. */
export function backgroundColourOrInherit(value: unknown): string | undefined {
  return isHexColour(value) ? value.trim().toLowerCase() : undefined;
}
