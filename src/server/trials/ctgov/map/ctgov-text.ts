/** Cuts a text to `max` characters at a word boundary, marking the cut with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An ISO date from the registry's "2025-12" or "2025-12-31" (a month means its first day). */
export function isoDateOf(text: string | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [, year, month, day] = match as unknown as [string, string, string, string | undefined];
  const iso = `${year}-${month}-${day ?? '01'}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}
