import { useEffect, useState } from 'react';
import { useApi } from '../../app/api-context';
import type { ApiClient } from '../../lib/api-client';
import type { Language } from '../../shared/content-model/language';
import { getStates, getTimeZones, listAnswerKey } from '../../shared/contracts/lists';
import type { ListKind } from '../../shared/domain/contact-form/field-lists';
import { takeInitialAnswer } from '../../lib/initial-answers';
import type { SelectOption } from './select-field';

/**
 * The options of a dropdown whose content gives none, from the spec's lists: the state list (20
 * per page) for state fields, the time-zone list (50 per page) for UserTimeZone. Every page is read
 * once per list, language and country and kept for the session. Until it arrives (or when it
 * cannot, offline without a cached answer) the list is empty; the address helpers can still fill
 * a state. A page the server sent with the list inlined in its HTML reads it from there: the form
 * then needs no API call (and no HTTP client) to show its dropdowns.
 */

const MAX_PAGES = 10;
const cache = new Map<string, Promise<SelectOption[]>>();

async function readPages(
  client: ApiClient,
  kind: ListKind,
  language: Language,
  country: string,
): Promise<SelectOption[]> {
  const options: SelectOption[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = { language, country, page };
    const key = listAnswerKey(kind, language, country, page);
    if (kind === 'states') {
      const answer = takeInitialAnswer(getStates, key) ?? (await client.call(getStates, { query }));
      options.push(...answer.items.map((item) => ({ value: item.value, label: item.label })));
      if (!answer.hasNextPage) break;
    } else {
      const answer = takeInitialAnswer(getTimeZones, key) ?? (await client.call(getTimeZones, { query }));
      options.push(...answer.items.map((item) => ({ value: item.key, label: item.label })));
      if (!answer.hasNextPage) break;
    }
  }
  return options;
}

export function useListOptions(kind: ListKind, enabled: boolean, language: Language, country: string) {
  const client = useApi();
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const key = `${kind}:${language}:${country}`;
    let request = cache.get(key);
    if (!request) {
      request = readPages(client, kind, language, country);
      cache.set(key, request);
      request.catch(() => cache.delete(key)); // e.g. offline: asked again next time
    }
    let live = true;
    request.then(
      (list) => {
        if (live) setOptions(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, kind, enabled, language, country]);
  return enabled ? options : [];
}

/** Test hook: forget the lists read so far. */
export function resetListOptionsForTests(): void {
  cache.clear();
}
