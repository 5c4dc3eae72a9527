import { FUNNEL_DEFAULT_WEEKS, type FunnelQuery } from '../../../shared/contracts/staff-funnel';
import { WEEK_CHOICES, type FunnelFilter } from './funnel-filters';

/*
 * The page's filters live in its address (?protocol=&site=&weeks=), so a reload or a shared link
 * shows the same funnel; the call asks for whole weeks ending with today's.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function filterFromSearch(search: URLSearchParams): FunnelFilter {
  const weeks = Number(search.get('weeks'));
  return {
    protocol: search.get('protocol') ?? '',
    site: search.get('site') ?? '',
    weeks: (WEEK_CHOICES as readonly number[]).includes(weeks) ? weeks : FUNNEL_DEFAULT_WEEKS,
  };
}

export function searchOfFilter(filter: FunnelFilter): Record<string, string> {
  const search: Record<string, string> = {};
  if (filter.protocol) search.protocol = filter.protocol;
  if (filter.site) search.site = filter.site;
  if (filter.weeks !== FUNNEL_DEFAULT_WEEKS) search.weeks = String(filter.weeks);
  return search;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The call's query: the server widens `from` and `to` to whole ISO weeks. */
export function queryOfFilter(filter: FunnelFilter, today: Date): FunnelQuery {
  return {
    ...(filter.protocol ? { protocol: filter.protocol } : {}),
    ...(filter.site ? { site: filter.site } : {}),
    from: isoDay(new Date(today.getTime() - (filter.weeks - 1) * 7 * DAY_MS)),
    to: isoDay(today),
  };
}
