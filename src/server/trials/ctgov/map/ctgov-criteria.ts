import { truncateText } from './ctgov-text';

/*
 * The registry's eligibility text is one block, usually "Inclusion Criteria:" then bullets, then
 * "Exclusion Criteria:" then bullets (Markdown "*", "-", or numbers). Each bullet becomes one
 * criterion; a line without a bullet continues the one before. Without headings it is all
 * inclusion. Capped so that a very long protocol stays a readable page.
 */

export const MAX_CRITERIA = 40;
export const MAX_CRITERION_LENGTH = 500;

const INCLUSION = /^(?:key\s+)?(?:inclusion criteria|criterios de inclusi[oó]n)\b[^:]*:?\s*$/i;
const EXCLUSION = /^(?:key\s+)?(?:exclusion criteria|criterios de exclusi[oó]n)\b[^:]*:?\s*$/i;
const BULLET = /^(?:[*•·-]|\d{1,3}[.)]|[a-z][.)])\s+/i;

export interface Criteria {
  inclusion: string[];
  exclusion: string[];
}

export function criteriaOf(text: string | undefined): Criteria {
  const lists: Criteria = { inclusion: [], exclusion: [] };
  let current = lists.inclusion;
  let open = false;
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      open = false;
      continue;
    }
    if (INCLUSION.test(line) || EXCLUSION.test(line)) {
      current = INCLUSION.test(line) ? lists.inclusion : lists.exclusion;
      open = false;
      continue;
    }
    const bullet = BULLET.test(line);
    const words = line.replace(BULLET, '').trim();
    if (!words) continue;
    if (!bullet && open && current.length > 0) current[current.length - 1] += ` ${words}`;
    else current.push(words);
    open = true;
  }
  const cap = (items: string[]) =>
    items.slice(0, MAX_CRITERIA).map((item) => truncateText(item, MAX_CRITERION_LENGTH));
  return { inclusion: cap(lists.inclusion), exclusion: cap(lists.exclusion) };
}
