import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { call } from 'redux-saga/effects';
import { AppProviders } from '../../../src/app/app';
import { makeStore, type AppStore } from '../../../src/app/store';
import { started } from '../../../src/features/journey/journey-slice';
import PreScreener from '../../../src/features/screener/components/pre-screener';
import { deviceKioskModeRead } from '../../../src/features/kiosk/kiosk-slice';
import { frameListening, multiConditionHopped } from '../../../src/features/screener/screener-slice';
import type { PreScreenerFields } from '../../../src/shared/content-model/journey-page-widget-fields';
import { studySettingsSchema, type StudySettings } from '../../../src/shared/content-model/study';
import { demoItems, demoPage } from '../../support/demo-content';
import type { Page } from '../../../src/shared/content-model/page';
import { screenerSaga } from '../../../sagas/screener/screener';
import { createFakeApi } from '../app/fake-api';
import { memoryStorage } from '../app/render-app';

const pageAt = (path: string) => demoPage(path);
const studyOf = (key: string, patch: Partial<StudySettings> = {}) => ({
  ...studySettingsSchema.parse(demoItems('study').find((s) => s.key === key)),
  ...patch,
});

const fields: PreScreenerFields = {
  headerBanner: { title: 'A few questions about you', text: 'It takes three minutes.' },
  footerBanner: { title: 'Your privacy', text: 'We use your answers only to check.' },
  iframeTitle: 'Asthma Control Study questionnaire',
};

interface Setup {
  path: string;
  /** The widget's raw fields (the valid ones above unless given). */
  widgetFields?: unknown;
  page?: Page;
  study: StudySettings;
  startJourney?: boolean;
  nextSteps?: () => unknown;
  /** False: no screener saga listens to the questionnaire (its chunk has not arrived yet). */
  withSagas?: boolean;
  /** Runs on the store before the widget renders (what earlier pages left in it). */
  beforeRender?: (store: AppStore) => void;
}

async function setup({
  path,
  widgetFields = fields,
  page = pageAt(path),
  study,
  startJourney = true,
  nextSteps,
  beforeRender,
  withSagas = true,
}: Setup) {
  const { api } = createFakeApi({
    layout: () => ({ found: true, page, study }),
    'journey/NextSteps': nextSteps ?? (() => new Promise(() => undefined)),
    'cr-context-data': () => new Promise(() => undefined),
  });
  const enqueue = jest.fn(async () => ({
    id: 'e',
    callName: 'x',
    group: 'g',
    label: 'x',
    state: 'saved',
    attempts: 0,
    createdAt: 0,
    nextAttemptAt: 0,
  }));
  const made = makeStore({
    storage: memoryStorage(),
    sagaContext: { api, enqueue: enqueue as never, retryNow: async () => undefined, log: jest.fn() },
    saga: function* () {
      if (!withSagas) return;
      yield call(screenerSaga);
    },
  });
  await made.sagasStarted;
  if (startJourney) {
    made.store.dispatch(
      started({
        guestRef: 'guest-1',
        enrollmentId: 'enrol-1',
        study: { key: study.key, tenantKey: study.tenantKey, journeyType: study.journeyType },
        startedAt: '2025-01-01T00:00:00.000Z',
      }),
    );
  }
  beforeRender?.(made.store);
  render(
    <AppProviders store={made.store} api={api}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <PreScreener fields={widgetFields} position={0} />
        </Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
  return { store: made.store, enqueue };
}

/** The warnings a widget logged about fields it cannot read. */
const invalidFieldLogs = (warn: jest.SpyInstance, name: string) =>
  warn.mock.calls.filter((args) => args[0] === `[content] Invalid fields for ${name}`);

function message(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('PreScreener on a pre-screener page', () => {
  it('shows the header banner, the titled questionnaire iframe and the footer banner', async () => {
    await setup({ path: '/asthma-study/caregiver', study: studyOf('asthma-study') });
    const frame = await screen.findByTitle('Asthma Control Study questionnaire');
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src')!, 'http://localhost');
    expect(src.pathname).toBe('/screener.html');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      key: 'asthma-screener',
      language: 'en',
      theme: 'default-light',
      patientType: 'caregiver',
      guestRef: 'guest-1',
      enrollmentID: 'enrol-1',
      IsMultiTA: 'false',
      baseURL: window.location.origin,
    });
    expect(frame).toHaveAttribute('height', '400');
    expect(screen.getByRole('heading', { level: 2, name: 'A few questions about you' })).toBeInTheDocument();
    expect(screen.getByTestId('pre-screener-footer')).toHaveTextContent('Your privacy');
    expect(screen.getByRole('region', { name: 'A few questions about you' })).not.toHaveAttribute('id');
  });

  it('tells the questionnaire in its URL that the device is a kiosk (it has no store of its own)', async () => {
    await setup({
      path: '/asthma-study/caregiver',
      study: studyOf('asthma-study'),
      beforeRender: (store) => store.dispatch(deviceKioskModeRead({ enabled: true })),
    });
    const frame = await screen.findByTitle('Asthma Control Study questionnaire');
    expect(new URL(frame.getAttribute('src')!, 'http://localhost').searchParams.get('kiosk')).toBe('1');
  });

  it('resizes the iframe to the reported height plus 30, only for messages of its own origin', async () => {
    await setup({ path: '/asthma-study/adult', study: studyOf('asthma-study') });
    const frame = await screen.findByTitle('Asthma Control Study questionnaire');
    message('height::812');
    await waitFor(() => expect(frame).toHaveAttribute('height', '842'));
    message('height::2000', 'https://evil.example');
    message('height::100');
    await waitFor(() => expect(frame).toHaveAttribute('height', '400'));
    message('height::2000', 'https://evil.example');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(frame).toHaveAttribute('height', '400');
  });

  it('creates the prescreener record from the first question message', async () => {
    const { enqueue } = await setup({ path: '/asthma-study/adult', study: studyOf('asthma-study') });
    await screen.findByTitle('Asthma Control Study questionnaire');
    message('question::asthma-screener::r-1::dob::0', 'https://evil.example');
    message('question::asthma-screener::r-1::dob::0');
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
  });

  it('says what happens after the last answer, and offers a retry when the next step fails', async () => {
    await setup({
      path: '/asthma-study/adult',
      study: studyOf('asthma-study', { enableMultiCondition: false }),
      nextSteps: () => Promise.reject(new Error('server error')),
    });
    await screen.findByTitle('Asthma Control Study questionnaire');
    message({
      pId: 'AST-204',
      pdfContent: '',
      pSec: 'AST-204',
      patientType: 'adult',
      lastQuestion: 'symptoms',
      condition: 'Asthma',
      genericAnswers: [],
      screenerID: 'asthma-screener',
      screenerResponseID: 'r-1',
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We could not load your next step');
  });

  it('checks its own fields: unreadable ones render nothing, logged once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const study = studyOf('asthma-study');
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await setup({ path: '/asthma-study/adult', study, widgetFields: { headerBanner: fields.headerBanner } });
    await settle(); // the layout answer arrives: still nothing
    await setup({ path: '/asthma-study/adult', study, widgetFields: { ...fields, iframeTitle: '' } });
    await settle();
    expect(document.querySelector('.pre-screener')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(invalidFieldLogs(warn, 'PreScreener')).toHaveLength(1);
    warn.mockRestore();
  });

  it('after a multi-condition hop: says why, and starts the next questionnaire with the answers carried', async () => {
    const hop = {
      toPath: '/migraine-study',
      fromCondition: 'Asthma',
      carried: { dob: '1990-02-01', gender: 'male', zip: '60611' },
    };
    await setup({
      path: '/migraine-study/adult',
      study: studyOf('migraine-study'),
      beforeRender: (store) =>
        store.dispatch(multiConditionHopped({ hops: 1, fromPath: '/asthma-study', hop })),
    });
    const frame = await screen.findByTitle('Asthma Control Study questionnaire');
    const src = new URL(frame.getAttribute('src')!, 'http://localhost');
    expect(src.searchParams.get('dob')).toBe('1990-02-01');
    expect(src.searchParams.get('gender')).toBe('male');
    expect(src.searchParams.get('zip')).toBe('60611');
    expect(screen.getByText(/^The Asthma study is not a match for you right now/)).toHaveTextContent(
      'We have filled in your date of birth, sex assigned at birth and ZIP code from your earlier answers',
    );
  });

  it('says nothing of a hop that led to another study', async () => {
    const hop = { toPath: '/knee-oa-study', fromCondition: 'Asthma', carried: { zip: '60611' } };
    await setup({
      path: '/migraine-study/adult',
      study: studyOf('migraine-study'),
      beforeRender: (store) =>
        store.dispatch(multiConditionHopped({ hops: 1, fromPath: '/asthma-study', hop })),
    });
    const frame = await screen.findByTitle('Asthma Control Study questionnaire');
    expect(new URL(frame.getAttribute('src')!, 'http://localhost').searchParams.has('zip')).toBe(false);
    expect(screen.queryByText(/is not a match for you right now/)).toBeNull();
  });

  it('shows the questionnaire only once its messages are listened to: a last answer is never lost', async () => {
    const { store } = await setup({
      path: '/asthma-study/adult',
      study: studyOf('asthma-study'),
      withSagas: false,
    });
    expect(await screen.findByText('Loading the questionnaire…')).toBeInTheDocument();
    expect(screen.queryByTitle('Asthma Control Study questionnaire')).toBeNull();
    act(() => {
      store.dispatch(frameListening({ enrollmentId: 'another-enrolment' }));
    });
    expect(screen.queryByTitle('Asthma Control Study questionnaire')).toBeNull();
    act(() => {
      store.dispatch(frameListening({ enrollmentId: 'enrol-1' }));
    });
    expect(await screen.findByTitle('Asthma Control Study questionnaire')).toBeInTheDocument();
  });

  it('waits for the journey before showing the questionnaire (no ids yet)', async () => {
    await setup({ path: '/asthma-study/adult', study: studyOf('asthma-study'), startJourney: false });
    expect(await screen.findByText('Loading the questionnaire…')).toBeInTheDocument();
    expect(screen.queryByTitle('Asthma Control Study questionnaire')).toBeNull();
  });
});

describe('the hide rules of the pre-screener section', () => {
  const contactPage = (studyKey: string): Page => ({
    ...pageAt('/asthma-study/adult'),
    id: `${studyKey}-contact`,
    path: `/${studyKey}/contact-info/adult`,
    studyKey,
  });

  it('on a journey-02 contact-info page: nothing at all', async () => {
    await setup({
      path: '/asthma-study/contact-info/adult',
      page: contactPage('asthma-study'),
      study: studyOf('asthma-study'),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps the banners on a journey-03 contact-info page, without a questionnaire', async () => {
    await setup({
      path: '/knee-oa-study/contact-info/adult',
      page: contactPage('knee-oa-study'),
      study: studyOf('knee-oa-study'),
    });
    expect(await screen.findByRole('heading', { name: 'A few questions about you' })).toBeInTheDocument();
    expect(screen.queryByTitle('Asthma Control Study questionnaire')).toBeNull();
  });

  it('on a landing-page home: no banners, the questionnaire inside #pre-screener-wrapper', async () => {
    await setup({ path: '/knee-oa-study', study: studyOf('knee-oa-study') });
    const frame = await screen.findByTitle('Asthma Control Study questionnaire');
    expect(frame.closest('section')).toHaveAttribute('id', 'pre-screener-wrapper');
    expect(screen.getByRole('region', { name: 'Asthma Control Study questionnaire' })).toBe(
      frame.closest('section'),
    );
    expect(screen.queryByTestId('pre-screener-header')).toBeNull();
    expect(screen.queryByTestId('pre-screener-footer')).toBeNull();
    expect(new URL(frame.getAttribute('src')!, 'http://localhost').searchParams.get('key')).toBe(
      'knee-oa-screener',
    );
  });

  it('on a home page without the landing page: the banners stay', async () => {
    await setup({
      path: '/knee-oa-study',
      study: studyOf('knee-oa-study', { enableScreenerLandingPage: false }),
    });
    expect(await screen.findByTestId('pre-screener-header')).toBeInTheDocument();
  });
});
