import type { Language } from '../../shared/content-model/language';
import type { LayoutResponse } from '../../shared/contracts/content';
import type { InlinedAnswers } from '../../shared/contracts/initial-answers';
import {
  DEFAULT_LIST_COUNTRY,
  getStates,
  getTimeZones,
  listAnswerKey,
  STATES_PAGE_SIZE,
  TIME_ZONES_PAGE_SIZE,
} from '../../shared/contracts/lists';
import { listsOfFields, type ListKind } from '../../shared/domain/contact-form/field-lists';
import { stateList } from '../lists/states';
import { timeZoneList } from '../lists/time-zones';
import { pageItems } from '../routes/lists';
import { inlinedAnswer } from './inlined-answer';

/** A contact form as a layout carries it (checked when its content pack was loaded). */
interface FormComponentFields {
  country?: string;
  form?: { fields?: { type: string; name: string; options: unknown[] }[] };
}

const LISTS = {
  states: { contract: getStates, items: stateList, pageSize: STATES_PAGE_SIZE },
  'time-zones': { contract: getTimeZones, items: timeZoneList, pageSize: TIME_ZONES_PAGE_SIZE },
} as const;

function inlineList(answers: InlinedAnswers, kind: ListKind, language: Language, country: string): void {
  const { contract, items, pageSize } = LISTS[kind];
  const all: readonly unknown[] = items(country, language);
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  for (let page = 1; page <= pages; page += 1) {
    answers[listAnswerKey(kind, language, country, page)] = inlinedAnswer(
      contract,
      { language, country, page },
      pageItems(all, page, pageSize),
    );
  }
}

/**
 * The lists the page's forms draw on (states, time zones), inlined with its layout: a contact
 * form then shows its dropdowns without an API call, so the page never downloads the HTTP client
 * just for them. The URLs are built exactly as the client builds them (same query order).
 */
export function listAnswersFor(layout: LayoutResponse, language: Language): InlinedAnswers {
  const answers: InlinedAnswers = {};
  for (const component of layout.page.components) {
    const fields = component.fields as FormComponentFields | undefined;
    const formFields = fields?.form?.fields;
    if (!Array.isArray(formFields)) continue;
    const country = fields?.country ?? DEFAULT_LIST_COUNTRY;
    for (const kind of listsOfFields(formFields)) inlineList(answers, kind, language, country);
  }
  return answers;
}
