import type { FastifyInstance } from 'fastify';
import {
  CONDITIONS_PAGE_SIZE,
  getConditionsOfInterest,
  getStates,
  getTimeZones,
  STATES_PAGE_SIZE,
  TIME_ZONES_PAGE_SIZE,
  type ConditionOfInterest,
} from '../../shared/contracts/lists';
import type { AppDeps } from '../app-deps';
import { listContentItems } from '../content/content-repository';
import { revalidationHeaders } from '../content/revalidation-headers';
import { stateList } from '../lists/states';
import { timeZoneList } from '../lists/time-zones';
import { registerCall } from '../http/register-call';

/*
 * The lists a form's dropdowns draw on (the spec's "by language and country, paged: states 20 per
 * page, time zones 50, conditions 300"). Public content: cached with the same revalidation headers as
 * the rest of the content API. A page past the end answers no items.
 */

export function pageItems<T>(items: readonly T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page,
    pageSize,
    total: items.length,
    hasNextPage: start + pageSize < items.length,
  };
}

export function registerListRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.addHook('preSerialization', revalidationHeaders);
    registerCall(scope, deps, getStates, async ({ query }) =>
      pageItems(stateList(query.country, query.language), query.page, STATES_PAGE_SIZE),
    );
    registerCall(scope, deps, getTimeZones, async ({ query }) =>
      pageItems(timeZoneList(query.country, query.language), query.page, TIME_ZONES_PAGE_SIZE),
    );
    registerCall(scope, deps, getConditionsOfInterest, async ({ query, db }) => {
      const conditions = await listContentItems(db, 'condition', query.language);
      const items = conditions.map((condition): ConditionOfInterest => ({
        name: condition.name,
        id: condition.id,
        category: condition.category,
        description: condition.description,
        key: condition.key,
        value: condition.value,
        abbreviation: condition.abbreviation ?? '',
        communities: condition.communities.map((community) => community.key),
        icon: condition.icon ?? '',
      }));
      return pageItems(items, query.page, CONDITIONS_PAGE_SIZE);
    });
  });
}
