import { call, takeEvery } from 'redux-saga/effects';
import { homePageLoaded } from '../../src/features/journey/journey-slice';
import { isLocale } from '../../src/lib/locale';
import { whenIdle } from '../../src/lib/when-idle';
import type { Language } from '../../src/shared/content-model/language';
import { provideDefaults, services, type ServiceDefaults } from '../shared/saga-services';

// Its own chunk, downloaded only on a study's home: the site's home page never needs it.
const effects = () => import('../../src/lib/study-warmup');
const warmupDefaults = {
  whenIdle: () => () => whenIdle(),
  warmStudy: () => async (path: string, language: Language) =>
    (await effects()).askServiceWorkerToWarmStudy(path, language),
} satisfies ServiceDefaults;

/**
 * After a visit of a study's home, the service worker is asked (once per study and language in
 * this page's life, at an idle moment) to keep the study's other pages, questionnaire and lists,
 * so the rest of the journey opens offline although it was never visited.
 */
export function* offlineStudyWarmupSaga() {
  yield* provideDefaults(warmupDefaults);
  const { whenIdle: idle, warmStudy } = yield* services('whenIdle', 'warmStudy');
  const asked = new Set<string>();
  yield takeEvery(homePageLoaded.type, function* warm(action: ReturnType<typeof homePageLoaded>) {
    const { study, path, language } = action.payload;
    const key = `${language}:${path}`;
    if (!study || !isLocale(language) || asked.has(key)) return;
    asked.add(key);
    try {
      yield call(idle);
      yield call(warmStudy, path, language);
    } catch {
      asked.delete(key); // no worker (yet): a later home visit asks again
    }
  });
}
