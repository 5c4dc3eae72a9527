import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/app';
import { makeStore } from '../../../src/app/store';
import ContactFormWidget from '../../../src/features/contact-form/components/contact-form';
import {
  contactFormWidgetFieldsSchema,
  type ContactFormWidgetFieldsInput,
} from '../../../src/shared/content-model/contact-form-widget-fields';
import { resetListOptionsForTests } from '../../../src/components/form/use-list-options';
import { demoItems } from '../../support/demo-content';
import type { ContactFormType } from '../../../src/shared/content-model/form';
import type { JourneyType } from '../../../src/shared/content-model/study';
import { createFakeApi } from '../app/fake-api';
import { studySettings } from '../app/fixtures';
import { memoryStorage } from '../app/render-app';
import type { PersistStorage } from '../../../src/lib/storage';

export const STATES = [
  { key: 'IL', value: 'IL', label: 'Illinois', isTerritoryState: false, countryCodeTerritory: 'US' },
  { key: 'NY', value: 'NY', label: 'New York', isTerritoryState: false, countryCodeTerritory: 'US' },
];
export const TIME_ZONES = [
  { id: 'tz-1', name: 'Eastern', path: '/tz/eastern', key: 'EST', label: 'Eastern Time' },
];

/** The seeded form of a type (English), as the ContactForm component's fields. */
export function seededFields(type: ContactFormType, patch: Partial<ContactFormWidgetFieldsInput> = {}) {
  const form = demoItems('form').find((candidate) => candidate.formType === type);
  if (!form) throw new Error(`no seeded ${type} form`);
  return contactFormWidgetFieldsSchema.parse({ form, ...patch });
}

interface Options {
  type?: ContactFormType;
  journeyType?: JourneyType;
  path?: string;
  fields?: ReturnType<typeof seededFields>;
  /** Where the store's persisted state is read from (default: empty memory). */
  storage?: PersistStorage;
  /** Runs on the store before the form renders (e.g. a screener completion). */
  before?: (store: ReturnType<typeof makeStore>['store']) => void;
}

/** Renders the ContactForm widget in a real store (no sagas) with a fake API; records dispatched actions. */
export function renderContactForm(options: Options = {}) {
  resetListOptionsForTests();
  const type = options.type ?? 'adult';
  const path = options.path ?? `/asthma-study/contact-info/${type}`;
  const study = { ...studySettings('asthma-study'), journeyType: options.journeyType ?? '02' };
  const { api, calls } = createFakeApi({
    layout: () => ({
      found: true,
      page: {
        id: 'contact',
        path: path.split('?')[0],
        language: 'en',
        name: 'Contact',
        title: 'Contact',
        flags: {},
        components: [],
      },
      study,
    }),
    'cr-context-data': () => new Promise(() => undefined),
    'lists/states': () => ({
      items: STATES,
      page: 1,
      pageSize: 20,
      total: STATES.length,
      hasNextPage: false,
    }),
    'lists/time-zones': () => ({
      items: TIME_ZONES,
      page: 1,
      pageSize: 50,
      total: TIME_ZONES.length,
      hasNextPage: false,
    }),
  });
  const { store } = makeStore({ storage: options.storage ?? memoryStorage(), saga: function* idle() {} });
  options.before?.(store);
  const actions: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: { type: string }) => {
    actions.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch);
  const view = render(
    <AppProviders store={store} api={api}>
      <MemoryRouter initialEntries={[path]}>
        <ContactFormWidget fields={options.fields ?? seededFields(type)} position={1} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, actions, calls };
}

export const ofType = (actions: { type: string; payload?: unknown }[], type: string) =>
  actions.filter((action) => action.type === type);
