import { call } from 'redux-saga/effects';
import type { HomePageStudy } from '../../src/features/journey/journey-slice';
import type { Language } from '../../src/shared/content-model/language';
import { importChunk } from '../shared/import-chunk';
import type { postGlobalSettings, postQueryParams } from './journey-data-extension';

/*
 * The visit details a study's pages record (the data extension's global settings, the query
 * parameters) are written by a chunk of their own: the site's own pages never need it, and a
 * study page downloads it while its first writes wait their turn in the outbox anyway.
 */

type DataExtensionModule = {
  postGlobalSettings: typeof postGlobalSettings;
  postQueryParams: typeof postQueryParams;
};

const loadDataExtension = () => import('./journey-data-extension');

/** A study home visit: the global settings, then the page's query parameters (in that order). */
export function* recordVisitDetails(study: HomePageStudy, language: Language, query: Record<string, string>) {
  const loaded: DataExtensionModule = yield call(importChunk, loadDataExtension);
  yield call(loaded.postGlobalSettings, study, language, query);
  yield call(loaded.postQueryParams, query);
}

/** A new step of the journey: the global settings again (the server keeps the step a resume link leads to). */
export function* recordStepDetails(study: HomePageStudy, language: Language, query: Record<string, string>) {
  const loaded: DataExtensionModule = yield call(importChunk, loadDataExtension);
  yield call(loaded.postGlobalSettings, study, language, query);
}
